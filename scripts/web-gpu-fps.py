#!/usr/bin/env python3
"""Frame rate of the web build in headless Chromium, on a real GPU or in software: the method of ScreenShapesIT's
game-clock test (docs/performance/web.md), without Java or a driver program, so that it runs on a bare machine.

For each canvas size the page is opened at ?e2e&adapt&level=levels/01-first-slopes.tmx (level 1, the adaptive
resolution on), and once level 1 has drawn 10 frames the game's state line is read, then again after the given
seconds of game time (60 steps a second): fps = frames drawn / wall time, game time / wall time, the render scale the
game chose (the layout line's scale=), and the time in frames over 0.5 s. --resolution full measures with the
adaptive resolution off (no &adapt). The browser is driven over --remote-debugging-pipe (CDP, JSON messages
ending in a NUL byte): nothing but Python's standard library.

Which WebGL the page got is proved by the WEBGL_debug_renderer_info renderer string and by the browser's own
SystemInfo (what chrome://gpu shows). --gl hardware tries Chromium's GPU flag sets in turn and keeps the first whose
renderer is not SwiftShader; --gl software uses SwiftShader, as the browser tests do (and fails if the renderer is not
SwiftShader: with VK_DRIVER_FILES set to a GPU's driver, ANGLE gets that GPU instead). Headless Chromium draws at
most 60 frames a second; --extra-flag=--disable-frame-rate-limit lifts that, to see how far a GPU is from it.

usage: scripts/web-gpu-fps.py --browser PATH [--webapp html/target/webapp] [--port 8135] [--gl hardware|software]
                              [--seconds 20] [--sizes 640x360,1280x720,1920x1080,2048x1536]
                              [--resolution adaptive|full|both] [--extra-flag=--disable-frame-rate-limit ...]
                              [--out result.json] [--screenshot DIR]
"""
import argparse
import base64
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

COMMON_FLAGS = [
    "--no-sandbox",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
    "--disable-background-timer-throttling",
    "--disable-renderer-backgrounding",
    "--disable-backgrounding-occluded-windows",
    "--ignore-gpu-blocklist",
    "--enable-gpu",
    "--mute-audio",
    "--window-size=1280,720",
]

# Chromium's ways to a GPU without a display, tried in this order; the first whose renderer is not SwiftShader wins
HARDWARE_FLAG_SETS = {
    "angle-vulkan": ["--use-angle=vulkan", "--enable-features=Vulkan,VulkanFromANGLE,DefaultANGLEVulkan"],
    "angle-gl-egl": ["--use-gl=angle", "--use-angle=gl-egl"],
    "angle-gl": ["--use-gl=angle", "--use-angle=gl"],
    "egl": ["--use-gl=egl"],
}
SOFTWARE_FLAGS = ["--use-angle=swiftshader", "--enable-unsafe-swiftshader"]

RENDERER_JS = """(function () {
  var c = document.createElement('canvas'), gl = c.getContext('webgl');
  if (!gl) return {error: 'no WebGL context'};
  var d = gl.getExtension('WEBGL_debug_renderer_info');
  return {vendor: d ? gl.getParameter(d.UNMASKED_VENDOR_WEBGL) : null,
          renderer: d ? gl.getParameter(d.UNMASKED_RENDERER_WEBGL) : null,
          version: gl.getParameter(gl.VERSION), maxTextureSize: gl.getParameter(gl.MAX_TEXTURE_SIZE)};
})()"""

# frames over half a second (the game's catch-up limit): time no frame loop can make up, as in ScreenShapesIT
STALLED_JS = ("window.__stalled = 0; (function () { var last = 0; function f(t) {"
              " if (last && t - last > 500) window.__stalled += t - last - 500; last = t;"
              " requestAnimationFrame(f); } requestAnimationFrame(f); })();")

SAMPLE_JS = ("[tiltfallState(), performance.now(), window.tiltfallLayout ? tiltfallLayout() : 'no layout',"
             " window.__stalled]")


class Browser:
    """A headless Chromium driven over its DevTools pipe: fd 3 carries commands in, fd 4 answers and events out."""

    def __init__(self, path, flags):
        self.profile = tempfile.mkdtemp(prefix="tiltfall-chromium-gpu-")
        to_browser_r, self.to_browser = os.pipe()
        self.from_browser, from_browser_w = os.pipe()

        def pipes_as_3_and_4():
            # through copies above 4: a pipe may already be fd 3 or 4, and dup2 onto itself keeps close-on-exec
            os.dup2(to_browser_r, 100)
            os.dup2(from_browser_w, 101)
            os.dup2(100, 3)
            os.dup2(101, 4)

        self.log = open(os.path.join(self.profile, "stderr.txt"), "wb")
        self.proc = subprocess.Popen(
            [path, "--headless", "--remote-debugging-pipe", "--user-data-dir=" + self.profile]
            + COMMON_FLAGS + flags + ["about:blank"],
            stdin=subprocess.DEVNULL, stdout=self.log, stderr=self.log,
            preexec_fn=pipes_as_3_and_4, close_fds=False)
        os.close(to_browser_r)
        os.close(from_browser_w)
        self.next_id = 0
        self.answers = {}
        self.cond = threading.Condition()
        threading.Thread(target=self._read, daemon=True).start()
        self.session = None

    def _read(self):
        buf = b""
        while True:
            chunk = os.read(self.from_browser, 1 << 16)
            if not chunk:
                with self.cond:
                    self.answers["closed"] = True
                    self.cond.notify_all()
                return
            buf += chunk
            while b"\0" in buf:
                msg, buf = buf.split(b"\0", 1)
                m = json.loads(msg)
                if "id" in m:
                    with self.cond:
                        self.answers[m["id"]] = m
                        self.cond.notify_all()

    def cdp(self, method, params=None, session=True, timeout=60):
        with self.cond:
            self.next_id += 1
            i = self.next_id
        msg = {"id": i, "method": method, "params": params or {}}
        if session and self.session:
            msg["sessionId"] = self.session
        os.write(self.to_browser, json.dumps(msg).encode() + b"\0")
        deadline = time.time() + timeout
        with self.cond:
            while i not in self.answers:
                if "closed" in self.answers:
                    raise RuntimeError("the browser closed its pipe during " + method + ": " + self.stderr_tail())
                if not self.cond.wait(max(0.0, deadline - time.time())) and time.time() >= deadline:
                    raise RuntimeError("no answer to " + method + " in " + str(timeout) + " s")
            m = self.answers.pop(i)
        if "error" in m:
            raise RuntimeError(method + ": " + json.dumps(m["error"]))
        return m["result"]

    def attach_to_page(self):
        pages = [t for t in self.cdp("Target.getTargets", session=False)["targetInfos"] if t["type"] == "page"]
        target = pages[0]["targetId"] if pages else self.cdp("Target.createTarget", {"url": "about:blank"},
                                                             session=False)["targetId"]
        self.session = self.cdp("Target.attachToTarget", {"targetId": target, "flatten": True},
                                session=False)["sessionId"]
        self.cdp("Page.enable")
        self.cdp("Runtime.enable")

    def js(self, expression, timeout=60):
        r = self.cdp("Runtime.evaluate", {"expression": expression, "returnByValue": True}, timeout=timeout)
        if "exceptionDetails" in r:
            raise RuntimeError("page script failed: " + json.dumps(r["exceptionDetails"])[:500])
        return r["result"].get("value")

    def stderr_tail(self):
        self.log.flush()
        try:
            with open(os.path.join(self.profile, "stderr.txt"), "rb") as f:
                return f.read()[-3000:].decode("utf-8", "replace")
        except OSError:
            return ""

    def close(self):
        try:
            self.cdp("Browser.close", session=False, timeout=10)
        except Exception:
            pass
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        for fd in (self.to_browser, self.from_browser):
            try:
                os.close(fd)
            except OSError:
                pass
        self.log.close()
        shutil.rmtree(self.profile, ignore_errors=True)


def field(state, name):
    for kv in state.split(";"):
        if kv.startswith(name + "="):
            return kv[len(name) + 1:]
    return None


def wait_for_state(browser, what, test, timeout, every_second=None):
    deadline = time.time() + timeout
    state = None
    next_call = time.time() + 1
    while time.time() < deadline:
        state = browser.js("window.tiltfallState ? tiltfallState() : 'no state yet'")
        if test(state):
            return state
        if every_second and time.time() >= next_call:
            every_second()
            next_call += 1
        time.sleep(0.1)
    raise RuntimeError("waited " + str(timeout) + " s for " + what + "; last state: " + str(state))


def gpu_info(browser):
    """What chrome://gpu shows: the GPU devices, the driver, and the GL strings the GPU process reported."""
    try:
        info = browser.cdp("SystemInfo.getInfo", session=False, timeout=30)["gpu"]
    except Exception as e:
        return {"error": str(e)}
    aux = info.get("auxAttributes", {})
    keep = ("glRenderer", "glVendor", "glVersion", "glImplementationParts", "displayType", "skiaBackendType",
            "gpuCompositingDisabled", "softwareRendering", "vulkanVersion", "driverVendor", "driverVersion")
    return {"devices": info.get("devices"), "aux": {k: v for k, v in aux.items() if k in keep},
            "featureStatus": info.get("featureStatus"), "driverBugWorkarounds": len(info.get("driverBugWorkarounds", []))}


def renderer(browser):
    browser.cdp("Page.navigate", {"url": "about:blank"})
    time.sleep(0.3)
    return browser.js(RENDERER_JS)


def is_hardware(r):
    """A WebGL context whose renderer is neither SwiftShader nor Mesa's llvmpipe."""
    text = str((r or {}).get("renderer")) + " " + str((r or {}).get("vendor"))
    return bool(r) and "error" not in r and "swiftshader" not in text.lower() and "llvmpipe" not in text.lower()


def open_browser(args, log):
    """The browser with the first flag set that gives the GPU asked for, and what each try saw."""
    if args.gl == "software":
        candidates = [("swiftshader", SOFTWARE_FLAGS)]
    else:
        names = args.flag_sets.split(",") if args.flag_sets else list(HARDWARE_FLAG_SETS)
        candidates = [(n, HARDWARE_FLAG_SETS[n]) for n in names]
    for name, flags in candidates:
        flags = flags + (args.extra_flag or [])
        b = Browser(args.browser, flags)
        try:
            b.cdp("Browser.getVersion", session=False, timeout=30)
            b.attach_to_page()
            r = renderer(b)
            ok = is_hardware(r) == (args.gl == "hardware")
            log.append({"flags": name, "args": flags, "renderer": r, "chosen": ok})
            print("[gl] %s: %s" % (name, json.dumps(r)), flush=True)
            if ok:
                return b, name, flags, r
        except Exception as e:
            log.append({"flags": name, "args": flags, "error": str(e), "stderr": b.stderr_tail()})
            print("[gl] %s failed: %s" % (name, e), flush=True)
        b.close()
    return None, None, None, None


def measure(browser, base, width, height, seconds, adapt, screenshot_dir):
    browser.cdp("Emulation.setDeviceMetricsOverride",
                {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
    url = base + "index.html?e2e" + ("&adapt" if adapt else "") + "&level=levels/01-first-slopes.tmx"
    browser.cdp("Page.navigate", {"url": url})
    name = "%dx%d%s" % (width, height, "" if adapt else " full resolution")
    wait_for_state(browser, name + ": level 1",
                   lambda s: s.startswith("screen=game") and int(field(s, "frames") or 0) > 10, 90)
    first = browser.js(SAMPLE_JS)
    steps0, frames0, t0 = int(field(first[0], "steps")), int(field(first[0], "frames")), first[1]
    scales = []  # the render scale the adaptive resolution chose, read once a second

    def read_scale():
        scales.append(float(field(browser.js("tiltfallLayout()"), "scale") or "nan"))

    wait_for_state(browser, name + ": %d s of game" % seconds,
                   lambda s: int(field(s, "steps") or 0) >= steps0 + 60 * seconds, 30 + 10 * seconds, read_scale)
    last = browser.js(SAMPLE_JS)
    wall = (last[1] - t0) / 1000.0
    game = (int(field(last[0], "steps")) - steps0) / 60.0
    frames = int(field(last[0], "frames")) - frames0
    stalled = ((last[3] or 0) - (first[3] or 0)) / 1000.0
    canvas = browser.js("(function () { var c = document.querySelector('canvas');"
                        " return [c.width, c.height, c.clientWidth, c.clientHeight]; })()")
    result = {
        "size": [width, height], "adapt": adapt, "fps": round(frames / wall, 2), "frames": frames,
        "wall_s": round(wall, 3), "game_s": round(game, 3), "game_per_wall_pct": round(100 * game / wall, 1),
        "stalled_s": round(stalled, 3), "scale_at_end": field(last[2], "scale"),
        "scale_min_max": [min(scales), max(scales)] if scales else None, "canvas_buffer_and_css": canvas,
        "load": open("/proc/loadavg").read().strip(),
    }
    print("[fps] %s: %.1f fps, game %.2f s in %.2f s of wall time (%.1f %%, %.2f s in frames over 0.5 s),"
          " scale %s (%s while measured), buffer %s, load %s"
          % (name, result["fps"], game, wall, result["game_per_wall_pct"], stalled, result["scale_at_end"],
             result["scale_min_max"], canvas[:2], result["load"]), flush=True)
    if screenshot_dir:
        png = browser.cdp("Page.captureScreenshot", {"format": "png"})["data"]
        with open(os.path.join(screenshot_dir, "level1-%dx%d.png" % (width, height)), "wb") as f:
            f.write(base64.b64decode(png))
    return result


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    here = os.path.dirname(os.path.abspath(__file__))
    p.add_argument("--browser", required=True, help="chromium-headless-shell (or chromium)")
    p.add_argument("--webapp", default=os.path.join(here, "..", "html", "target", "webapp"))
    p.add_argument("--port", type=int, default=8135)
    p.add_argument("--gl", choices=("hardware", "software"), default="hardware")
    p.add_argument("--flag-sets", help="hardware flag sets to try, comma-separated: " + ",".join(HARDWARE_FLAG_SETS))
    p.add_argument("--extra-flag", action="append",
                   help="another browser flag, e.g. --disable-frame-rate-limit (frames not held to 60 a second)")
    p.add_argument("--seconds", type=int, default=20, help="game seconds measured per size")
    p.add_argument("--sizes", default="640x360,1280x720,1920x1080,2048x1536")
    p.add_argument("--resolution", choices=("adaptive", "full", "both"), default="adaptive",
                   help="the adaptive resolution on (&adapt, as the tests measure), off (full resolution), or both")
    p.add_argument("--full-seconds", type=int, help="game seconds per size at full resolution (default: --seconds)")
    p.add_argument("--out", help="JSON file for the results")
    p.add_argument("--screenshot", help="folder for one PNG per size")
    args = p.parse_args()
    # a timeout's TERM still closes the browser and the server and writes what was measured
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))

    server = subprocess.Popen([sys.executable, os.path.join(here, "web-server.py"), "--port", str(args.port),
                               "--dir", args.webapp], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = "http://127.0.0.1:%d/" % args.port
    report = {"gl": args.gl, "seconds": args.seconds, "probes": [], "runs": []}
    browser = None
    try:
        for _ in range(50):
            try:
                urllib.request.urlopen(base + "index.html", timeout=2).read()
                break
            except OSError:
                time.sleep(0.1)
        browser, name, flags, r = open_browser(args, report["probes"])
        if not browser:
            report["error"] = "no flag set gave a " + args.gl + " WebGL context"
            return 1
        report.update({"flags": name, "browser_args": COMMON_FLAGS + flags, "renderer": r,
                       "version": browser.cdp("Browser.getVersion", session=False), "gpu": gpu_info(browser)})
        report["cpu"] = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")),
                             "?")
        report["cpus"] = os.cpu_count()
        browser.cdp("Page.addScriptToEvaluateOnNewDocument", {"source": STALLED_JS})
        if args.screenshot:
            os.makedirs(args.screenshot, exist_ok=True)
        sizes = [tuple(int(x) for x in s.split("x")) for s in args.sizes.split(",")]
        for adapt in {"adaptive": [True], "full": [False], "both": [True, False]}[args.resolution]:
            for w, h in sizes:
                try:
                    seconds = args.seconds if adapt else (args.full_seconds or args.seconds)
                    report["runs"].append(measure(browser, base, w, h, seconds, adapt,
                                                  args.screenshot if adapt else None))
                except Exception as e:
                    report["runs"].append({"size": [w, h], "adapt": adapt, "error": str(e)})
                    print("[fps] %dx%d failed: %s" % (w, h, e), flush=True)
                if args.out:  # what is measured so far, in case the run is cut short
                    with open(args.out, "w") as f:
                        json.dump(report, f, indent=1)
        # the page's own renderer string, read again after the runs (the game's page, same GPU process)
        report["renderer_after"] = browser.js(RENDERER_JS)
        return 0
    finally:
        if browser:
            report["stderr_tail"] = browser.stderr_tail()
            browser.close()
        server.terminate()
        server.wait()
        if args.out:
            with open(args.out, "w") as f:
                json.dump(report, f, indent=1)


if __name__ == "__main__":
    sys.exit(main())
