// Part of `npm run bench` (issue 11 §1): a first visit on Slow 3G (400 ms, 400 kbps, through a
// proxy, so the service worker's own fetches are slowed too). Times, from the start of the visit,
// when 'Ready to work offline' shows (the shell, My tickets, booking status and the ticket are
// cached) and when every other file of the app is cached as well (the map's code aside).
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/fixtures/chromium';
import { SLOW_3G, startNetworkProxy } from '../tests/fixtures/network-proxy';
import { precacheProgress } from '../tests/fixtures/service-worker';

export const SLOW_3G_GOALS = { offlineReadyMs: 15_000 };
const RUNS = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function oneVisit(origin: string) {
  const proxy = await startNetworkProxy(origin);
  proxy.setMode('slow', SLOW_3G);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 }, baseURL: proxy.url });
    const started = performance.now();
    await page.goto('/', { timeout: 60_000 });
    await page.getByText('Ready to work offline').waitFor({ timeout: 120_000 });
    const readyMs = performance.now() - started;
    // Bounded like every wait here: a fill that never completes fails the bench instead of hanging it.
    const givesUp = performance.now() + 180_000;
    for (let progress = await precacheProgress(page); progress.cached < progress.listed; progress = await precacheProgress(page)) {
      if (performance.now() > givesUp) throw new Error(`Only ${progress.cached} of ${progress.listed} files cached after 3 minutes on Slow 3G`);
      await page.waitForTimeout(500);
    }
    return { readyMs, allMs: performance.now() - started, bytes: proxy.bytesDown };
  } finally {
    await browser.close();
    await proxy.close();
  }
}

export async function slow3gFirstVisit(origin: string) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await oneVisit(origin));
  return {
    runs: RUNS,
    readyMs: Math.round(median(runs.map((r) => r.readyMs))),
    allMs: Math.round(median(runs.map((r) => r.allMs))),
    kb: Math.round(median(runs.map((r) => r.bytes)) / 1024),
  };
}
