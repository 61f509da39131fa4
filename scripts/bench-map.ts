// Part of `npm run bench` (issue 6): what the Bus Terminals page costs on first visit, and how fast
// it opens and answers a tap with the network cut after that visit.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/fixtures/chromium';
import { waitForServiceWorker } from '../tests/fixtures/service-worker';
import { gzipBytes as gz } from './bench-sizes';

export const MAP_GOALS = { offlineOpenMs: 1500, tapMs: 300 };
const RUNS = 5;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]!);
};

/** In the page: tap a terminal card, resolve at the first frame after its marker is on the map. */
function tapUntilMarker(name: string): Promise<number> {
  const card = [...document.querySelectorAll<HTMLButtonElement>('button[aria-pressed]')].find((b) => b.textContent?.startsWith(name));
  if (!card) throw new Error(`No terminal card ${name}`);
  return new Promise((resolve) => {
    const started = performance.now();
    const observer = new MutationObserver(() => {
      if (!document.querySelector(`[role="img"][aria-label="${name} on the map"]`)) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - started));
    });
    observer.observe(document.body, { childList: true, subtree: true });
    card.click();
  });
}

export async function terminalsMap(baseURL: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, baseURL });
    const page = await context.newPage();
    const files = new Set<string>();
    page.on('request', (req) => {
      const path = new URL(req.url()).pathname;
      if (/\.(js|mjs|css|json)$/.test(path) && path !== '/sw.js' && !path.startsWith('/api/')) files.add(path);
    });
    await page.goto('/Bus-Terminal', { waitUntil: 'networkidle' });
    // The map comes when asked for (src/features/places/map/use-map-wanted.ts); later visits show it at once.
    await page.getByRole('button', { name: 'Show the map' }).click();
    await page.locator('.maplibregl-canvas').waitFor();
    await page.waitForLoadState('networkidle');
    const firstVisit = [...files];
    const mapCode = firstVisit.filter((f) => /maplibre|place-map/.test(f));
    const basemap = firstVisit.filter((f) => f.startsWith('/basemap/'));
    await waitForServiceWorker(page);
    await context.setOffline(true);

    const opens: number[] = [];
    for (let i = 0; i < 3; i++) {
      const started = Date.now();
      await page.goto('/Bus-Terminal');
      await page.locator('.maplibregl-canvas').waitFor();
      await page.getByRole('button', { name: /^Lagos \(Jibowu\)/ }).waitFor();
      opens.push(Date.now() - started);
    }
    const taps: number[] = [];
    for (let i = 0; i < RUNS; i++) taps.push(await page.evaluate(tapUntilMarker, i % 2 ? 'Lagos (Jibowu)' : 'Benin (Akpakpava)'));
    return {
      pageKb: firstVisit.filter((f) => !f.startsWith('/basemap/')).reduce((s, f) => s + gz(f), 0) / 1024,
      mapCodeKb: mapCode.reduce((s, f) => s + gz(f), 0) / 1024,
      basemapKb: basemap.reduce((s, f) => s + gz(f), 0) / 1024,
      offlineOpenMs: median(opens),
      tapMs: median(taps),
    };
  } finally {
    await browser.close();
  }
}
