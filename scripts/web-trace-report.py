#!/usr/bin/env python3
"""Reads a trace from scripts/web-trace.js: the page's main thread from its request to the title, step by step.

    scripts/web-trace-report.py /tmp/trace.json              # each task of 5 ms or more, with what it was doing
    scripts/web-trace-report.py /tmp/trace.json --gpu        # the waits for the GPU process (WebGL calls)
    scripts/web-trace-report.py /tmp/trace.json --profile    # JS time by function, inclusive (trace taken --profile)

Times are ms after the page's request for index.html.
"""
import argparse
import collections
import json

BORING = {"RunTask", "ThreadControllerImpl::RunTask", "AsyncTask Run", "SimpleWatcher::OnHandleReady",
          "Receive mojo message", "PendingScript::ExecuteScriptBlock", "ScriptRunner::ExecutePendingScript"}
GPU_WAITS = ("GpuChannelHost::CreateViewCommandBuffer", "GLES2::GetString", "GLES2Implementation::GetShaderiv",
             "GLES2Implementation::GetProgramiv", "GLES2Implementation::GetRequestableExtensionsCHROMIUM()",
             "GLES2Implementation::CheckFramebufferStatus", "GLES2Implementation::GetIntegerv")


def load(path):
    events = json.load(open(path))["traceEvents"]
    threads = {}
    for e in events:
        if e.get("ph") == "M" and e.get("name") == "thread_name":
            threads[(e["pid"], e["tid"])] = e["args"]["name"]
    start = [e for e in events if e.get("name") == "ResourceSendRequest"
             and "index.html" in json.dumps(e.get("args", {}))]
    if not start:
        raise SystemExit("no request for index.html in " + path)
    t0 = start[0]["ts"]
    page = (start[0]["pid"], start[0]["tid"])
    return events, threads, t0, page


def label(e):
    data = e.get("args", {}).get("data", {})
    data = data if isinstance(data, dict) else {}
    extra = data.get("url") or data.get("type") or ""
    return e["name"] + ("(" + str(extra)[-45:] + ")" if extra else "")


def timeline(events, t0, page):
    xs = sorted((e for e in events if (e.get("pid"), e.get("tid")) == page and e.get("ph") == "X"
                 and e["ts"] >= t0), key=lambda e: (e["ts"], -e.get("dur", 0)))
    end = -1
    for e in xs:
        if e["ts"] < end or e["name"] not in ("RunTask", "ThreadControllerImpl::RunTask") or e.get("dur", 0) < 5000:
            continue
        end = e["ts"] + e["dur"]
        inner = [c for c in xs if e["ts"] <= c["ts"] < end and c["name"] not in BORING
                 and c.get("dur", 0) >= 0.3 * e["dur"]]
        print("%7.0f %6.0f  %s" % ((e["ts"] - t0) / 1000, e["dur"] / 1000, " > ".join(label(c) for c in inner[:5])))


def gpu(events, t0, page):
    for e in sorted(events, key=lambda e: e.get("ts", 0)):
        if (e.get("pid"), e.get("tid")) == page and e.get("ph") == "X" and e["name"] in GPU_WAITS \
                and e.get("dur", 0) >= 3000:
            print("%7.0f %6.0f  %s" % ((e["ts"] - t0) / 1000, e["dur"] / 1000, e["name"]))


def profile(events, top):
    chunks = collections.Counter((e["pid"], e["id"]) for e in events if e.get("name") == "ProfileChunk")
    if not chunks:
        raise SystemExit("no JS profile: take the trace with --profile")
    key = chunks.most_common(1)[0][0]
    nodes, parent, samples, deltas = {}, {}, [], []
    for e in events:
        if (e.get("pid"), e.get("id")) != key or e.get("name") != "ProfileChunk":
            continue
        data = e["args"]["data"]
        for n in data.get("cpuProfile", {}).get("nodes", []):
            nodes[n["id"]] = n
            if "parent" in n:
                parent[n["id"]] = n["parent"]
        samples += data.get("cpuProfile", {}).get("samples", [])
        deltas += data.get("timeDeltas", [])

    def name(i):
        frame = nodes[i]["callFrame"]
        return frame["functionName"] or "(" + frame.get("url", "")[-30:] + ")"

    inclusive = collections.Counter()
    for s, dt in zip(samples, deltas):
        seen, i = set(), s
        while i in nodes:
            n = name(i)
            if n not in seen:
                inclusive[n] += dt
                seen.add(n)
            i = parent.get(i)
    for n, us in inclusive.most_common(top):
        print("%7.1f  %s" % (us / 1000, n))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("trace")
    parser.add_argument("--gpu", action="store_true")
    parser.add_argument("--profile", action="store_true")
    parser.add_argument("--top", type=int, default=60)
    args = parser.parse_args()
    events, threads, t0, page = load(args.trace)
    if args.profile:
        profile(events, args.top)
    elif args.gpu:
        gpu(events, t0, page)
    else:
        timeline(events, t0, page)


if __name__ == "__main__":
    main()
