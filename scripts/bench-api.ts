// Part of `npm run bench` (issue 14 §4): how fast the API answers on this machine. With autocannon
// against the running built app: the most requests a second each static list (terminals, fares,
// pick-up points) and trip search can answer, with and without If-None-Match, and trip search held
// at a fixed 200 requests a second, by autocannon and by an evenly paced client.
import { request as httpRequest, Agent } from 'node:http';
import { createRequire } from 'node:module';
import { sitePath } from '../contract/call';
import * as bookingCalls from '../contract/calls/booking';
import * as placesCalls from '../contract/calls/places';
import * as settingsCalls from '../contract/calls/settings';
import { addDays, lagosToday } from '../contract/dates';
import { COUNTRY_CODE } from '../contract/limits';

export const API_GOALS = { tripSearchRate: 200, tripSearchP95Ms: 50 };

/** Seconds per run: lists answer in well under a millisecond, trip search needs longer to settle. */
const LIST_SECONDS = 5;
const SEARCH_SECONDS = 10;
const WARMUP_SECONDS = 2;
/** autocannon's default; at 200 requests a second each connection sends 20, well inside a second. */
const CONNECTIONS = 10;
/** The route the seed always runs with free seats (server/seed/schedule.ts FLAGSHIP_ROUTE). */
const FROM = 'Lagos (Jibowu)';
const TO = 'Abuja (Utako)';

type CannonResult = {
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
};
type CannonOptions = {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  duration: number;
  overallRate?: number;
};
type Cannon = ((options: CannonOptions) => PromiseLike<CannonResult> & {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
});
// autocannon ships no types; this is the part of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as Cannon;

/** What one run measured. Latencies come from every response's own time (autocannon's histogram has no p95). */
export type RunFigures = {
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  requests: number;
  /** Answers by HTTP status, e.g. { 200: 1500 } or { 304: 2300 }. */
  statuses: Record<string, number>;
  errors: number;
};

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const round = (n: number, places = 1) => Math.round(n * 10 ** places) / 10 ** places;

function figures(times: number[], statuses: Record<string, number>, seconds: number, errors: number): RunFigures {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(times.length / seconds),
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    p99Ms: round(percentile(sorted, 99)),
    requests: times.length,
    statuses,
    errors,
  };
}

async function cannon(options: CannonOptions): Promise<RunFigures> {
  const times: number[] = [];
  const instance = autocannon(options);
  instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  const result = await instance;
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]));
  return figures(times, statuses, result.duration, result.errors + result.timeouts);
}

/**
 * `rate` requests a second for `seconds`, each sent at its own moment (every 1/rate s) whether
 * or not the earlier ones have answered, its latency counted from that moment: autocannon's
 * fixed rate sends each connection's share back to back at the start of every second instead.
 */
async function evenlyPaced(url: string, init: { method: string; headers: Record<string, string>; body?: string }, rate: number, seconds: number): Promise<RunFigures> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  const one = (due: number) =>
    new Promise<void>((resolve) => {
      const req = httpRequest(url, { method: init.method, headers: init.headers, agent }, (res) => {
        res.resume();
        res.on('end', () => {
          times.push(performance.now() - due);
          statuses[res.statusCode ?? 0] = (statuses[res.statusCode ?? 0] ?? 0) + 1;
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end(init.body);
    });
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < rate * seconds; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(one(due));
  }
  await Promise.all(pending);
  agent.destroy();
  // Over the time until the last answer: a server that falls behind shows a lower rate.
  return figures(times, statuses, (performance.now() - started) / 1000, errors);
}

async function getJson<T>(url: string): Promise<{ data: T; etag: string | null }> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return { data: ((await res.json()) as { data: T }).data, etag: res.headers.get('etag') };
}

type ListFigures = { path: string; etag: boolean; plain: RunFigures; revalidated?: RunFigures };

/** A list at full speed, then (when it has an ETag) asked with If-None-Match, as a browser revalidates. */
async function listThroughput(origin: string, path: string): Promise<ListFigures> {
  const url = `${origin}${path}`;
  const { etag } = await getJson(url);
  const plain = await cannon({ url, connections: CONNECTIONS, duration: LIST_SECONDS });
  const revalidated = etag ? await cannon({ url, connections: CONNECTIONS, duration: LIST_SECONDS, headers: { 'if-none-match': etag } }) : undefined;
  return { path, etag: etag !== null, plain, revalidated };
}

/** A search for tomorrow on the flagship route, checked to find trips. */
async function tripSearchBody(origin: string) {
  const departures = await getJson<{ terminalId: number; terminalName: string }[]>(`${origin}${sitePath(settingsCalls.departureTerminals, { countryCode: COUNTRY_CODE })}`);
  const from = departures.data.find((t) => t.terminalName === FROM);
  if (!from) throw new Error(`No departure terminal ${FROM}`);
  const destinations = await getJson<{ terminalId: number; terminalName: string }[]>(`${origin}${sitePath(settingsCalls.destinationTerminals, { id: from.terminalId })}`);
  const to = destinations.data.find((t) => t.terminalName === TO);
  if (!to) throw new Error(`No destination ${TO} from ${FROM}`);
  const body = JSON.stringify({
    departureTerminalId: from.terminalId, destinationTerminalId: to.terminalId, departureDate: addDays(lagosToday(), 1),
    numberOfAdults: 1, numberOfChildren: '0', tripType: '0', bookingType: '2',
  });
  const res = await fetch(`${origin}${sitePath(bookingCalls.tripSearch)}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const found = ((await res.json()) as { data?: { departures?: unknown[] } }).data?.departures?.length ?? 0;
  if (!res.ok || found === 0) throw new Error(`The bench's trip search found no trips (${res.status})`);
  return { body, from: from.terminalId, to: to.terminalId, trips: found };
}

export type ApiThroughput = Awaited<ReturnType<typeof apiThroughput>>;

/** Every figure of the API bench against the built app at `origin` (scripts/built-app.ts). */
export async function apiThroughput(origin: string) {
  const search = await tripSearchBody(origin);
  const lists = [];
  for (const path of [
    sitePath(settingsCalls.departureTerminals, { countryCode: COUNTRY_CODE }),
    sitePath(settingsCalls.destinationTerminals, { id: search.from }),
    sitePath(settingsCalls.terminal, { id: search.from }),
    sitePath(settingsCalls.routeFares, { departureTerminalId: search.from, destinationTerminalId: search.to }),
    `${sitePath(settingsCalls.popularRoutes)}?noOfDays=5&noOfRoutes=5`,
    sitePath(placesCalls.terminalDirectory),
    sitePath(placesCalls.pickupLocations),
  ]) lists.push(await listThroughput(origin, path));

  const url = `${origin}${sitePath(bookingCalls.tripSearch)}`;
  const post = { method: 'POST' as const, headers: { 'content-type': 'application/json' }, body: search.body };
  await cannon({ url, ...post, connections: CONNECTIONS, duration: WARMUP_SECONDS });
  const tripSearchMax = await cannon({ url, ...post, connections: CONNECTIONS, duration: SEARCH_SECONDS });
  const tripSearchAtRate = await cannon({ url, ...post, connections: CONNECTIONS, duration: SEARCH_SECONDS, overallRate: API_GOALS.tripSearchRate });
  const tripSearchEvenlyPaced = await evenlyPaced(url, post, API_GOALS.tripSearchRate, SEARCH_SECONDS);
  return { lists, tripSearch: { tripsFound: search.trips, max: tripSearchMax, atRate: tripSearchAtRate, evenlyPaced: tripSearchEvenlyPaced } };
}

/** Issue 35: the rates each database is held at, side by side. */
export const PACED_RATES = [100, 200] as const;

export type PacedThroughput = Awaited<ReturnType<typeof pacedThroughput>>;

/**
 * Trip search and the departure terminals, each evenly paced at every rate of PACED_RATES for
 * SEARCH_SECONDS, against the built app at `origin`: run once on PGlite and once on PostgreSQL.
 */
export async function pacedThroughput(origin: string) {
  const search = await tripSearchBody(origin);
  const post = { method: 'POST' as const, headers: { 'content-type': 'application/json' }, body: search.body };
  const get = { method: 'GET' as const, headers: {} };
  const searchUrl = `${origin}${sitePath(bookingCalls.tripSearch)}`;
  const terminalsUrl = `${origin}${sitePath(settingsCalls.departureTerminals, { countryCode: COUNTRY_CODE })}`;
  await evenlyPaced(searchUrl, post, 50, WARMUP_SECONDS);
  const runs: { call: string; rate: number; figures: RunFigures }[] = [];
  for (const rate of PACED_RATES) {
    runs.push({ call: 'trip search', rate, figures: await evenlyPaced(searchUrl, post, rate, SEARCH_SECONDS) });
    runs.push({ call: 'departure terminals', rate, figures: await evenlyPaced(terminalsUrl, get, rate, SEARCH_SECONDS) });
  }
  return runs;
}

/** PGlite and PostgreSQL in one table: p50 / p95 / p99 and errors at each paced rate. */
export function printPacedComparison(byDatabase: { database: string; runs: PacedThroughput }[]): void {
  console.log(`Server throughput, evenly paced for ${SEARCH_SECONDS} s per run (latency from each request's due moment; client and server share the machine)`);
  console.log('| database | call | rate | answered/s | p50 | p95 | p99 | errors (non-200) |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const { database, runs } of byDatabase) {
    for (const { call, rate, figures: f } of runs) {
      const refused = Object.entries(f.statuses).filter(([code]) => code !== '200').reduce((sum, [, n]) => sum + n, 0);
      console.log(`| ${database} | ${call} | ${rate}/s | ${f.requestsPerSecond} | ${f.p50Ms} ms | ${f.p95Ms} ms | ${f.p99Ms} ms | ${f.errors + refused} |`);
    }
  }
}

const row = (label: string, f: RunFigures) => {
  const statuses = Object.entries(f.statuses).map(([code, n]) => `${code}×${n}`).join(' ');
  return `  ${label.padEnd(64)} ${String(f.requestsPerSecond).padStart(6)} req/s   p50 ${String(f.p50Ms).padStart(5)}  p95 ${String(f.p95Ms).padStart(5)}  p99 ${String(f.p99Ms).padStart(5)} ms   ${statuses}${f.errors ? `  errors ${f.errors}` : ''}`;
};

/** The figures as a compact table; returns whether trip search met its goal. */
export function printApiThroughput(result: ApiThroughput): boolean {
  console.log(`API (autocannon, ${CONNECTIONS} connections, lists ${LIST_SECONDS} s and trip search ${SEARCH_SECONDS} s per run; client and server share the machine)`);
  for (const list of result.lists) {
    console.log(row(list.path, list.plain));
    if (list.revalidated) console.log(row('  …with If-None-Match', list.revalidated));
    else console.log('    (no ETag)');
  }
  const { max, atRate, evenlyPaced: paced, tripsFound } = result.tripSearch;
  const rate = API_GOALS.tripSearchRate;
  console.log(`Trip search, one way, tomorrow, ${FROM} → ${TO} (${tripsFound} departures)`);
  console.log(row('as fast as it answers', max));
  console.log(row(`autocannon at ${rate} req/s`, atRate));
  console.log(row(`evenly paced at ${rate} req/s`, paced));
  const clean = (f: RunFigures) => f.errors === 0 && Object.keys(f.statuses).every((code) => code === '200');
  const ok = atRate.p95Ms <= API_GOALS.tripSearchP95Ms && clean(atRate) && clean(paced) && atRate.requestsPerSecond >= rate * 0.95;
  console.log(`  p95 at ${rate} req/s ${atRate.p95Ms} ms   goal ≤ ${API_GOALS.tripSearchP95Ms} ms, every answer 200   ${ok ? 'ok' : 'MISSED'}`);
  return ok;
}
