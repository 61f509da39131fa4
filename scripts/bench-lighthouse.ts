// Part of `npm run bench` (issue 14): Lighthouse 12 (the npm package) on Debian's Chromium, as a
// phone (its default mobile emulation and throttling), performance and accessibility, the median
// of a few first visits per page.
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM_PATH } from '../tests/fixtures/chromium';

/** Issue 14 §3, per page (median of the runs). */
export const LIGHTHOUSE_GOALS = { performance: 95, accessibility: 100, cls: 0.02, tbtMs: 200 };

export type LighthouseRun = {
  /** Scores out of 100. */
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  siMs: number;
  /** Ids of the accessibility audits that failed (e.g. 'color-contrast'). */
  failingA11y: string[];
  /** Main-thread tasks of 50 ms or more (at the simulated 4× CPU), longest first, and the file each is put down to. */
  longTasks: { ms: number; file: string }[];
  /** Every script the page itself fetched by the end of the run (network idle): not the service worker's precache. */
  scripts: string[];
};
export type LighthousePage = { path: string; median: LighthouseRun; runs: LighthouseRun[] };

const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu'];

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
const items = (lhr: Result, id: string) => ((lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []);
const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

function readRun(lhr: Result): LighthouseRun {
  const a11yAudits = lhr.categories.accessibility?.auditRefs.map((ref) => ref.id) ?? [];
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    fcpMs: Math.round(numeric(lhr, 'first-contentful-paint')),
    lcpMs: Math.round(numeric(lhr, 'largest-contentful-paint')),
    tbtMs: Math.round(numeric(lhr, 'total-blocking-time')),
    cls: Math.round(numeric(lhr, 'cumulative-layout-shift') * 1000) / 1000,
    siMs: Math.round(numeric(lhr, 'speed-index')),
    // A score of null is an audit that did not apply (or only informs): not a failure.
    failingA11y: a11yAudits.filter((id) => lhr.audits[id]?.score === 0),
    longTasks: items(lhr, 'long-tasks')
      .map((task) => ({ ms: Math.round(Number(task.duration)), file: String(task.url).replace(/^.*\//, '') || '(none)' }))
      .sort((a, b) => b.ms - a.ms),
    scripts: items(lhr, 'network-requests')
      .filter((request) => request.resourceType === 'Script' && request.sessionTargetType === 'page')
      .map((request) => new URL(String(request.url)).pathname),
  };
}

/**
 * One first visit: a Chromium of its own with a new, empty profile (chrome-launcher makes one per
 * launch and deletes it on kill), so no cache or service worker from an earlier run helps.
 */
async function firstVisit(url: string): Promise<LighthouseRun> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility'] });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return readRun(lhr);
  } finally {
    chrome.kill();
  }
}

/** The run in the middle by performance score (the lower middle for an even count). */
function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/**
 * Lighthouse sometimes loses the trace of a load on a busy machine (NO_NAVSTART, NO_FCP) and says
 * to run it again: a visit is tried up to three times.
 */
async function firstVisitRetried(url: string): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await firstVisit(url);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`${(error as Error).message}: trying again`);
    }
  }
}

/** Lighthouse on each path of `origin`, `runs` cold visits each, one after another (2 shared cores). */
export async function lighthouseScores(origin: string, paths: string[], runs = 3): Promise<LighthousePage[]> {
  const pages: LighthousePage[] = [];
  for (const path of paths) {
    const visits: LighthouseRun[] = [];
    for (let i = 0; i < runs; i++) visits.push(await firstVisitRetried(new URL(path, origin).href));
    pages.push({ path, median: medianRun(visits), runs: visits });
  }
  return pages;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mark = (ok: boolean) => (ok ? '✓' : '✗');

/** A table of the medians against LIGHTHOUSE_GOALS, and every run's performance score. */
export function printLighthouse(result: LighthousePage[]): void {
  const goals = LIGHTHOUSE_GOALS;
  console.log(`Lighthouse 12, mobile, median of ${result[0]?.runs.length ?? 0} first visits (goals: performance ≥ ${goals.performance}, accessibility ${goals.accessibility}, CLS ≤ ${goals.cls}, TBT ≤ ${goals.tbtMs} ms)`);
  console.log('| page | performance | FCP | LCP | TBT | CLS | SI | accessibility | failing a11y audits | runs (performance) |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const { path, median: m, runs } of result) {
    console.log(
      `| ${path} | ${m.performance} ${mark(m.performance >= goals.performance)} | ${seconds(m.fcpMs)} | ${seconds(m.lcpMs)} | ${m.tbtMs} ms ${mark(m.tbtMs <= goals.tbtMs)} | ${m.cls} ${mark(m.cls <= goals.cls)} | ${seconds(m.siMs)} | ${m.accessibility} ${mark(m.accessibility >= goals.accessibility)} | ${m.failingA11y.join(', ') || '-'} | ${runs.map((r) => r.performance).join(', ')} |`,
    );
  }
}
