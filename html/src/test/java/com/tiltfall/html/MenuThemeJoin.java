package com.tiltfall.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

/**
 * The menu theme as the page plays it (issue 26, docs/sound.md "In the browser"): the looping source node the page's
 * audio context was asked for (a test script records every {@code createBufferSource} of
 * {@code window.tiltfallAudioContext} in {@code window.__audio.sources}), compared with the menu's two MP3s decoded
 * by the page on their own, and its joins rendered offline.
 */
final class MenuThemeJoin {
    /** The menu theme (scripts/make-sounds.py): 108 beats a minute, a 4-bar intro and a 28-bar loop, in 4/4. */
    static final double BPM = 108, INTRO_BEATS = 16, LOOP_BEATS = 112;
    /** The files are 16 kHz: each part is its bars rounded to a whole sample of that rate. */
    static final double FILE_RATE = 16000;
    /**
     * The longest quiet a join may have, ms, as on the desktop (GaplessMusicJoinTest.QUIET_MS): the music's own notes
     * die away up to 55 ms before a bar line; a gap would add the tens of ms an element's "ended" event takes.
     */
    static final int QUIET_MS = 60;

    final Map<String, Object> m;

    private MenuThemeJoin(Map<String, Object> m) {
        this.m = m;
    }

    /** Waits (up to 20 s) for the menu theme's source node, then measures it. */
    @SuppressWarnings("unchecked")
    static MenuThemeJoin measure(BrowserSession browser) {
        Object r = browser.driver.executeAsyncScript(SCRIPT, QUIET_WINDOW_MS, QUIET_SIDE_MS);
        if (!(r instanceof Map)) throw new AssertionError("the menu theme's join: " + r);
        MenuThemeJoin join = new MenuThemeJoin((Map<String, Object>) r);
        System.out.println("menu theme in the browser: " + join.m);
        return join;
    }

    double get(String key) {
        Object v = m.get(key);
        if (!(v instanceof Number)) throw new AssertionError("no " + key + " in " + m);
        return ((Number) v).doubleValue();
    }

    void assertSampleExact() {
        double rate = get("rate");
        double intro = get("introFrames"), loop = get("loopFrames");
        // each part is its bars long: within half a file sample, plus one of the page's for its resampling
        double slack = rate / FILE_RATE / 2 + 1;
        assertEquals(INTRO_BEATS * 60 / BPM * rate, intro, slack, "the intro decoded, frames: " + m);
        assertEquals(LOOP_BEATS * 60 / BPM * rate, loop, slack, "the loop decoded, frames: " + m);
        assertEquals(1.0, get("liveLoopingSources"), "looping source nodes playing: " + m);
        assertEquals(intro + loop, get("bufferFrames"), "the source's buffer holds intro + loop: " + m);
        assertEquals(intro, get("loopStartFrames"), 1e-6, "the loop starts where the intro ends: " + m);
        assertEquals(intro + loop, get("loopEndFrames"), 1e-6, "the loop ends at the buffer's end: " + m);
        assertEquals(0.0, get("maxDifference"), "the buffer's samples against the two files decoded alone: " + m);
        assertTrue(get("introJoinQuietMs") <= QUIET_MS, "quiet where the intro meets the loop: " + m);
        assertTrue(get("wrapJoinQuietMs") <= QUIET_MS, "quiet where the loop wraps: " + m);
    }

    /** The quiet measure of GaplessMusicJoinTest: 5 ms windows, quiet under 5 % of the median window of its side. */
    static final int QUIET_WINDOW_MS = 5, QUIET_SIDE_MS = 250;

    private static final String SCRIPT = String.join(
            "\n",
            "var done = arguments[arguments.length - 1], windowMs = arguments[0], sideMs = arguments[1];",
            "var context = window.tiltfallAudioContext, a = window.__audio;",
            "var url = function (part) { return Object.keys(a.fetched).filter(function (u) {",
            "  return u.indexOf('/music/menu-' + part) >= 0; })[0]; };",
            "var decode = function (u) { return fetch(u).then(function (r) { return r.arrayBuffer(); })",
            "  .then(function (b) { return context.decodeAudioData(b); }); };",
            "var live = function () { return a.sources.filter(function (s) {",
            "  return s.loop && !s.stopped && s.buffer && s.buffer.duration > 60; }); };",
            "var waited = 0;",
            // the longest run of quiet windows over sideMs before and after frame `at` of x
            "var quietMs = function (x, at, rate) {",
            "  var w = Math.round(rate * windowMs / 1000), n = Math.round(sideMs / windowMs), runs = 0, best = 0;",
            "  var side = function (from) { var r = []; for (var i = 0; i < n; i++) { var s = 0;",
            "    for (var j = from + i * w; j < from + (i + 1) * w; j++) s += x[j] * x[j];",
            "    r.push(Math.sqrt(s / w)); } return r; };",
            "  var median = function (r) { var c = r.slice().sort(function (p, q) { return p - q; });",
            "    return c[c.length >> 1]; };",
            "  var before = side(at - n * w), after = side(at);",
            "  var quiet = before.map(function (v) { return v < 0.05 * median(before); })",
            "    .concat(after.map(function (v) { return v < 0.05 * median(after); }));",
            "  quiet.forEach(function (q) { runs = q ? runs + 1 : 0; best = Math.max(best, runs); });",
            "  return best * windowMs; };",
            // the source's settings played offline from `offset` for 2 s; the join 1 s in
            "var render = function (s, offset) {",
            "  var rate = s.buffer.sampleRate, off = new OfflineAudioContext(1, 2 * rate, rate);",
            "  var p = off.createBufferSource(); p.buffer = s.buffer; p.loop = true;",
            "  p.loopStart = s.loopStart; p.loopEnd = s.loopEnd; p.connect(off.destination); p.start(0, offset);",
            "  return off.startRendering().then(function (b) { return quietMs(b.getChannelData(0), rate, rate); }); };",
            "var check = function () {",
            "  var l = live();",
            "  if (l.length === 0 && waited < 20000) { waited += 100; return setTimeout(check, 100); }",
            "  if (l.length === 0) return done('no looping source node after 20 s (' + a.sources.length + ' made)');",
            "  var s = l[0], b = s.buffer, rate = b.sampleRate;",
            "  var t0 = performance.now();",
            "  Promise.all([decode(url('intro')), decode(url('loop'))]).then(function (parts) {",
            "    var i = parts[0], o = parts[1], diff = 0;",
            "    if (b.length === i.length + o.length) for (var c = 0; c < b.numberOfChannels; c++) {",
            "      var x = b.getChannelData(c), y = i.getChannelData(Math.min(c, i.numberOfChannels - 1)),",
            "        z = o.getChannelData(Math.min(c, o.numberOfChannels - 1));",
            "      for (var k = 0; k < y.length; k++) diff = Math.max(diff, Math.abs(x[k] - y[k]));",
            "      for (k = 0; k < z.length; k++) diff = Math.max(diff, Math.abs(x[y.length + k] - z[k]));",
            "    } else diff = -1;",
            "    var r = {rate: rate, liveLoopingSources: l.length, bufferFrames: b.length,",
            "      introFrames: i.length, loopFrames: o.length, loopStartFrames: s.loopStart * rate,",
            "      loopEndFrames: s.loopEnd * rate, maxDifference: diff, fetchAndDecodeMs: Math.round(performance.now() - t0)};",
            "    return render(s, s.loopStart - 1).then(function (q) { r.introJoinQuietMs = q;",
            "      return render(s, s.loopEnd - 1); }).then(function (q) { r.wrapJoinQuietMs = q; done(r); });",
            "  }).catch(function (e) { done('failed: ' + e); });",
            "};",
            "check();");
}
