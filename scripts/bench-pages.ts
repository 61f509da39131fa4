// Part of `npm run bench` (issue 35): the landing pages a traveller opens first, each as a phone
// sees it on a first visit (Lighthouse's mobile throttling): the JavaScript it fetched by network
// idle (gzip), its total blocking time, performance score and long tasks, beside the figures
// recorded before issue 35's work (scripts/bench-pages-before.json), so a regression shows.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipBytes, kb } from './bench-sizes';
import { LIGHTHOUSE_GOALS, lighthouseScores, type LighthousePage } from './bench-lighthouse';

/** Issue 35: every prerendered landing page, the JS each may fetch, and home's tighter budget. */
export const LANDING_PAGES = ['/', '/bookingStatus', '/Faq', '/route-prices', '/my-tickets', '/Bus-Terminal'];
export const PAGE_GOALS = { jsKb: 170, homeJsKb: 160, tbtMs: LIGHTHOUSE_GOALS.tbtMs, performance: LIGHTHOUSE_GOALS.performance };

const gzipKb = (files: Iterable<string>) => kb([...files].reduce((sum, path) => sum + gzipBytes(path), 0));

export type PageFigures = { path: string; jsKb: number; tbtMs: number; performance: number; longTasksMs: number[]; lighthouse: LighthousePage };

/** One row per page: the median run by performance, the JS of every run's scripts taken together. */
export async function landingPages(origin: string, runs = 3): Promise<PageFigures[]> {
  const pages = await lighthouseScores(origin, LANDING_PAGES, runs);
  return pages.map((page) => ({
    path: page.path,
    jsKb: gzipKb(new Set(page.runs.flatMap((run) => run.scripts))),
    tbtMs: page.median.tbtMs,
    performance: page.median.performance,
    longTasksMs: page.median.longTasks.map((task) => task.ms),
    lighthouse: page,
  }));
}

type Before = { commit: string; measured: string; pages: Omit<PageFigures, 'lighthouse'>[] };
const before = JSON.parse(readFileSync(join(import.meta.dirname, 'bench-pages-before.json'), 'utf8')) as Before;

const budget = (path: string) => (path === '/' ? PAGE_GOALS.homeJsKb : PAGE_GOALS.jsKb);
const mark = (ok: boolean) => (ok ? '✓' : '✗');
const tasks = (list: number[]) => (list.length ? `${list.length}: ${list.join(', ')} ms` : 'none');

/** The table, before → now; returns whether every page met its JS budget. */
export function printLandingPages(pages: PageFigures[]): boolean {
  console.log(`Landing pages, Lighthouse mobile (4× CPU, 150 ms, 1.6 Mbps), median of ${pages[0]?.lighthouse.runs.length ?? 0} first visits; before = ${before.commit} (${before.measured})`);
  console.log(`| page | JS gzip by network idle (goal ≤ ${PAGE_GOALS.jsKb} KB, / ≤ ${PAGE_GOALS.homeJsKb}) | TBT (goal ≤ ${PAGE_GOALS.tbtMs} ms) | performance (goal ≥ ${PAGE_GOALS.performance}) | long tasks before | long tasks now |`);
  console.log('|---|---|---|---|---|---|');
  let withinBudget = true;
  for (const page of pages) {
    const was = before.pages.find((p) => p.path === page.path);
    const jsOk = page.jsKb <= budget(page.path);
    withinBudget &&= jsOk;
    console.log(
      `| ${page.path} | ${was?.jsKb ?? '?'} → ${page.jsKb} KB ${mark(jsOk)} | ${was?.tbtMs ?? '?'} → ${page.tbtMs} ms ${mark(page.tbtMs <= PAGE_GOALS.tbtMs)} | ${was?.performance ?? '?'} → ${page.performance} ${mark(page.performance >= PAGE_GOALS.performance)} (runs ${page.lighthouse.runs.map((r) => r.performance).join(', ')}) | ${was ? tasks(was.longTasksMs) : '?'} | ${tasks(page.longTasksMs)} |`,
    );
  }
  return withinBudget;
}
