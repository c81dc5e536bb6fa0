#!/usr/bin/env node
// A Chrome trace of one cold start of the web build, in a browser that has finished starting (as WebPlatformIT
// measures it): launches headless Chromium (SwiftShader WebGL) with a new profile, makes WebGL contexts on a blank
// page until one comes quickly, then traces the page from navigation to the title (plus half a second).
//
//   scripts/web-server.py --port 8080 --dir html/target/webapp &
//   node --experimental-websocket scripts/web-trace.js http://127.0.0.1:8080/index.html /tmp/trace.json [--profile]
//   scripts/web-trace-report.py /tmp/trace.json            # the page's main thread, step by step
//   scripts/web-trace-report.py /tmp/trace.json --profile  # where the JS time goes (needs --profile above)
//
// --profile adds V8's sampling profiler (slower; function names are readable with a -Dgwt.style=PRETTY build).
// Node 20 needs --experimental-websocket; Node 22 has WebSocket built in.
const { spawn } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const [url, out = '/tmp/trace.json'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const profile = process.argv.includes('--profile');
if (!url) {
  console.error('usage: web-trace.js <page url> [trace.json] [--profile]');
  process.exit(2);
}
const port = 9400 + Math.floor(Math.random() * 500);
const chromium = spawn('chromium', [
  '--headless=new', '--no-sandbox', '--window-size=1280,720', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
  '--ignore-gpu-blocklist', '--disable-dev-shm-usage', '--remote-debugging-port=' + port,
  '--user-data-dir=' + fs.mkdtempSync(path.join(os.tmpdir(), 'tiltfall-trace')), 'about:blank'], { stdio: 'ignore' });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function connect(wsUrl) {
  const ws = new WebSocket(wsUrl);
  const pending = {};
  const events = [];
  let id = 0;
  ws.onmessage = (m) => {
    const d = JSON.parse(m.data);
    if (d.id && pending[d.id]) {
      pending[d.id](d.result || d.error);
      delete pending[d.id];
    } else events.push(d);
  };
  const send = (method, params = {}) => new Promise((r) => {
    pending[++id] = r;
    ws.send(JSON.stringify({ id, method, params }));
  });
  return new Promise((r) => (ws.onopen = () => r({ send, events })));
}

(async () => {
  let version;
  for (let i = 0; i < 200 && !version; i++) {
    try { version = await (await fetch('http://127.0.0.1:' + port + '/json/version')).json(); } catch (e) { await sleep(50); }
  }
  const page = (await (await fetch('http://127.0.0.1:' + port + '/json')).json()).find((p) => p.type === 'page');
  const browser = await connect(version.webSocketDebuggerUrl);
  const tab = await connect(page.webSocketDebuggerUrl);
  const evaluate = async (expression) => ((await tab.send('Runtime.evaluate', { expression })).result || {}).value;
  // settle: WebGL contexts on a blank page until one comes in under 100 ms (at most 10 s)
  await tab.send('Page.navigate', { url: 'data:text/html,settle' });
  await sleep(300);
  const context = "(function () { var s = performance.now(); document.createElement('canvas').getContext('webgl');"
    + ' return performance.now() - s; })()';
  for (let i = 0; i < 50 && (await evaluate(context)) >= 100; i++) await sleep(200);
  await tab.send('Page.navigate', { url: 'about:blank' });
  await sleep(300);
  const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink', 'gpu',
    'loading', 'toplevel', 'webgl', 'blink.user_timing'];
  if (profile) categories.push('disabled-by-default-v8.cpu_profiler');
  await browser.send('Tracing.start', { traceConfig: { includedCategories: categories }, transferMode: 'ReportEvents' });
  await tab.send('Page.navigate', { url });
  let title;
  for (let i = 0; i < 1000 && !title; i++) {
    title = await evaluate("window.tiltfallState && window.tiltfallState().indexOf('screen=title') === 0"
      + ' ? performance.now() : 0');
    if (!title) await sleep(10);
  }
  console.log('title seen at ' + Math.round(title) + ' ms after navigation start (polled every 10 ms)');
  await sleep(500);
  await browser.send('Tracing.end');
  for (let i = 0; i < 600 && !browser.events.some((e) => e.method === 'Tracing.tracingComplete'); i++) await sleep(50);
  const traceEvents = browser.events.filter((e) => e.method === 'Tracing.dataCollected').flatMap((e) => e.params.value);
  fs.writeFileSync(out, JSON.stringify({ traceEvents }));
  console.log('wrote ' + out + ' (' + traceEvents.length + ' events)');
  chromium.kill();
  process.exit(0);
})().catch((e) => {
  console.error(e);
  chromium.kill();
  process.exit(1);
});
