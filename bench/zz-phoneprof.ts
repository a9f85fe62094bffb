import { mkdtempSync, mkdirSync, writeFileSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve, relative } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { chromium } from 'playwright-core';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { chromiumArgs, findChromium } from '../test/support/chromium';
import { serveBench } from './phone/server';
import { PHONE } from './phone/load';

const dir = mkdtempSync(join(resolve('node_modules'), '.zz-phone-'));
const pageDir = join(dir, 'widget');
mkdirSync(pageDir, { recursive: true });
writeFileSync(join(pageDir, 'index.html'), `<!doctype html><html><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>`);
writeFileSync(join(pageDir, 'main.js'), `import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\nimport { BuyRamp } from ${JSON.stringify(resolve('src/index.ts'))};\nimport ${JSON.stringify(resolve('src/react/styles.css'))};\ncreateRoot(document.getElementById('root')).render(createElement(BuyRamp, { signer: '/ramp' }));\n`);
await build({ configFile: false, root: pageDir, base: './', mode: 'production', logLevel: 'warn', plugins: [react()], build: { outDir: join(dir, 'out', 'widget'), emptyOutDir: true, minify: false, sourcemap: true } });
const assets = join(dir, 'out', 'widget', 'assets');
const maps = new Map(readdirSync(assets).filter((f) => f.endsWith('.js.map')).map((f) => [f.slice(0, -4), new TraceMap(readFileSync(join(assets, f), 'utf8'))]));
const server = await serveBench(join(dir, 'out'));
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs, headless: true });
const WATCH = `{ const usable = () => { const a = document.querySelector('input[name="amount"]'); return Boolean(a && !a.disabled && !a.readOnly && document.querySelector('input[name="vendorNumber"]')); };
 const o = new MutationObserver(() => { if (!usable()) return; o.disconnect(); window.benchUsable(performance.now()); }); o.observe(document, { childList: true, subtree: true, attributes: true }); }`;
const totals = new Map<string, number>();
for (let round = 0; round < 5; round++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`${server.url}/blank`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: PHONE.latencyMs, downloadThroughput: (PHONE.downloadKbps * 1000) / 8, uploadThroughput: (PHONE.uploadKbps * 1000) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  let reached: (ms: number) => void = () => undefined;
  const usable = new Promise<number>((r) => (reached = r));
  await page.exposeFunction('benchUsable', (ms: number) => reached(ms));
  await page.addInitScript(WATCH);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(`${server.url}/widget/`, { waitUntil: 'commit' });
  const ms = await usable;
  const vend = await page.evaluate(() => { const e = performance.getEntriesByType('resource').find((r) => r.name.endsWith('/vendors')) as PerformanceResourceTiming; return [e.startTime, e.responseEnd, performance.now()]; });
  const { profile } = (await cdp.send('Profiler.stop')) as any;
  console.log('usable', Math.round(ms), 'vendors', vend.map(Math.round));
  // sample times: endTime corresponds ~ vend[2]
  const times: number[] = [];
  let t = profile.startTime;
  for (const d of profile.timeDeltas) { t += d; times.push(t); }
  const offset = profile.endTime / 1000 - vend[2]!; // ms
  const byId = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const src = (f: any) => { const file = f.url.split('/').pop() ?? ''; const m = maps.get(file); if (!m) return f.url ? file : '(native)'; const p = originalPositionFor(m, { line: f.lineNumber + 1, column: f.columnNumber }); return p.source ? relative(process.cwd(), resolve(assets, p.source)).replace(/^.*node_modules\//, '') + ':' + (p.name ?? f.functionName) : file; };
  for (let i = 0; i < profile.samples.length; i++) {
    const at = times[i]! / 1000 - offset;
    if (at < vend[1]! || at > ms) continue;
    const us = (profile.timeDeltas[i + 1] ?? 0);
    const stack: any[] = [];
    for (let id: number | undefined = profile.samples[i]; id !== undefined; id = parent.get(id)) stack.push(byId.get(id));
    for (const name of new Set(stack.map((n) => `${n.callFrame.functionName || '(anon)'} @ ${src(n.callFrame)}`))) totals.set(name, (totals.get(name) ?? 0) + us);
  }
  await context.close();
}
for (const [n, us] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 70)) console.log((us / 5000).toFixed(1).padStart(6), n);
await browser.close(); await server.close();
