// `npm run bench`: what the home page costs a phone on first load, and what the service worker
// precaches. Starts the built app on a throw-away data dir, loads / in Chromium, and measures the
// gzip size of every script and stylesheet it fetched. Then how fast a saved ticket shows its QR
// code offline (scripts/bench-ticket.ts), and what the Bus Terminals map costs and how fast it
// answers offline (scripts/bench-map.ts).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/fixtures/chromium';
import { savedTicketOffline, TICKET_GOALS } from './bench-ticket';
import { MAP_GOALS, terminalsMap } from './bench-map';

const BUDGET = { jsKb: 200, cssKb: 25 };
const LAZY_ONLY = ['maplibre', 'qr-code-styling', 'qrcode'];
const dist = join(import.meta.dirname, '..', 'dist');
/** A port nobody listens on, so a stale server can never answer for ours. */
const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address() as { port: number };
    probe.close(() => resolve(free));
  });
});
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

async function waitForHealth(url: string) {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

/** The built app on a throw-away data dir for the length of `run`. */
async function withServer<T>(run: () => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'freely-bench-'));
  const server = spawn('npx', ['tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    stdio: 'ignore',
  });
  try {
    await waitForHealth(`http://127.0.0.1:${port}/healthz`);
    return await run();
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function homeFirstLoad() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
  const files = new Set<string>();
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (/\.(js|mjs|css)$/.test(path) && path !== '/sw.js') files.add(path);
  });
  const started = performance.now();
  await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  const loadMs = Math.round(performance.now() - started);
  await browser.close();
  return { files: [...files], loadMs };
}

function precacheSize() {
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!);
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const file = join(dist, url.replace(/^\//, ''));
    raw += statSync(file).size;
    gzip += gz(file);
  }
  return { entries: urls.length, raw, gzip };
}

const { home, ticket, map } = await withServer(async () => ({
  home: await homeFirstLoad(),
  ticket: await savedTicketOffline(`http://127.0.0.1:${port}`),
  map: await terminalsMap(`http://127.0.0.1:${port}`),
}));
const { files, loadMs } = home;
const js = files.filter((f) => /\.m?js$/.test(f));
const css = files.filter((f) => f.endsWith('.css'));
const jsGz = js.reduce((sum, f) => sum + gz(join(dist, f)), 0);
const cssGz = css.reduce((sum, f) => sum + gz(join(dist, f)), 0);
const leaked = js.filter((f) => LAZY_ONLY.some((name) => readFileSync(join(dist, f), 'utf8').includes(name)));
const pre = precacheSize();

const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER BUDGET');
console.log(`Home first load (360 px, ${js.length} scripts, ${css.length} stylesheets, loaded in ${loadMs} ms on loopback)`);
console.log(`  JS  ${kb(jsGz)} KB gzip   budget ${BUDGET.jsKb} KB   ${verdict(kb(jsGz) <= BUDGET.jsKb)}`);
console.log(`  CSS ${kb(cssGz)} KB gzip   budget ${BUDGET.cssKb} KB   ${verdict(kb(cssGz) <= BUDGET.cssKb)}`);
console.log(`  lazy-only libraries on the home page: ${leaked.length ? leaked.join(', ') : 'none'}`);
console.log(`Precache: ${pre.entries} entries, ${kb(pre.raw)} KB raw, ${kb(pre.gzip)} KB gzip`);
if (kb(jsGz) > BUDGET.jsKb || kb(cssGz) > BUDGET.cssKb || leaked.length) process.exitCode = 1;

const goal = (ms: number, max: number) => `goal ≤ ${max >= 1000 ? `${max / 1000} s` : `${max} ms`}   ${ms <= max ? 'ok' : 'MISSED'}`;
console.log(`Saved ticket offline: tap in the list → QR drawn (360 px, median of ${ticket.runs} navigations)`);
console.log(`  no throttling   ${ticket.plainMs} ms   ${goal(ticket.plainMs, TICKET_GOALS.plainMs)}`);
console.log(`  4× CPU slowdown ${ticket.throttledMs} ms   ${goal(ticket.throttledMs, TICKET_GOALS.throttledMs)}`);

const one = (n: number) => Math.round(n * 10) / 10;
console.log(`Bus Terminals (360 px): first visit ${one(map.pageKb)} KB gzip JS+CSS, of which the lazy map code ${one(map.mapCodeKb)} KB; basemap data ${one(map.basemapKb)} KB gzip`);
console.log(`  offline after one visit, open to map and list   ${map.offlineOpenMs} ms   ${goal(map.offlineOpenMs, MAP_GOALS.offlineOpenMs)}`);
console.log(`  offline, tap a terminal → marker on the map       ${map.tapMs} ms   ${goal(map.tapMs, MAP_GOALS.tapMs)}`);
