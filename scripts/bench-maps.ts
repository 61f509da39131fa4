// Part of `npm run bench` (issue 17): how fast place search answers as the traveller types, through
// the HTTP route (GET /api/maps/api/Google/autocomplete) of the running built app: 200 varied
// searches one after another on a kept-alive connection, p50 and p95.
// Alone (`npx tsx scripts/bench-maps.ts`) it serves the maps service by itself on a free port.
import { Agent, request } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sitePath, SERVICE_BASE } from '../contract/call';
import * as mapsCalls from '../contract/calls/maps';
import { gazetteerPlaces } from '../server/providers/places/local';
import { mapsApp } from '../server/services/maps/app';

export const MAPS_GOALS = { autocompleteP95Ms: 30 };
const QUERIES = 200;
/** What travellers type: towns, terminals, pick-up points, typos, a few letters more each time, and misses. */
const TYPED = [
  'lag', 'lago', 'lagos', 'abu', 'abuja', 'uto', 'utako', 'jibowu', 'ikeja', 'ikeja lagos', 'port', 'port harc', 'portharcourt',
  'ben', 'benin', 'benin city', 'enu', 'enugu', 'onitsha', 'awka', 'asaba', 'warri', 'ughelli', 'yenagoa', 'owerri', 'aba', 'aba road',
  'umuahia', 'uyo', 'calabar', 'kaduna', 'kano', 'jos', 'ibadan', 'ile ife', 'ilé-ifẹ̀', 'zuba', 'lekki', 'ajah', 'festac', 'filling station',
  'junction', 'total filling', 'maiduguri', 'sokoto', 'yola', 'fct', 'lokoja', 'okene', 'auchi', 'ekpoma', 'nsukka', 'abakaliki',
  'makurdi', 'lafia', 'minna', 'ilorin', 'akure', 'osogbo', 'abeokuta', 'xyzq', 'london', 'qwe', '  kano  ',
];
const TOKEN = 'BenchSession123';

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const round = (n: number) => Math.round(n * 10) / 10;

function get(url: string, agent: Agent): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((done, fail) => {
    request(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => done({ status: res.statusCode ?? 0, ms: performance.now() - started }));
    }).on('error', fail).end();
  });
}

export type MapsLatency = { mounted: boolean; queries: number; p50Ms: number; p95Ms: number; statuses: Record<number, number> };

/** 200 searches against `origin`, after 20 to warm up. */
export async function mapsAutocompleteLatency(origin: string): Promise<MapsLatency> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const url = (input: string) => `${origin}${sitePath(mapsCalls.autocomplete)}?${new URLSearchParams({ input, sessionToken: TOKEN })}`;
  try {
    const first = await get(url('lagos'), agent);
    if (first.status === 404) return { mounted: false, queries: 0, p50Ms: Number.NaN, p95Ms: Number.NaN, statuses: { 404: 1 } };
    for (let i = 0; i < 20; i++) await get(url(TYPED[i % TYPED.length]!), agent);
    const times: number[] = [];
    const statuses: Record<number, number> = {};
    for (let i = 0; i < QUERIES; i++) {
      const { status, ms } = await get(url(TYPED[i % TYPED.length]!), agent);
      times.push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
    times.sort((a, b) => a - b);
    return { mounted: true, queries: QUERIES, p50Ms: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)), statuses };
  } finally {
    agent.destroy();
  }
}

/** One line for the bench's report; false when the goal was missed or the route is not there. */
export function printMapsLatency(result: MapsLatency): boolean {
  if (!result.mounted) {
    console.log(`Place search: ${SERVICE_BASE.maps} answers 404 (the maps service is not mounted)   MISSED`);
    return false;
  }
  const ok = result.p95Ms <= MAPS_GOALS.autocompleteP95Ms && Object.keys(result.statuses).every((s) => s === '200');
  const statuses = Object.entries(result.statuses).map(([code, n]) => `${code}×${n}`).join(' ');
  console.log(`Place search (${result.queries} varied searches through the HTTP route, one at a time): p50 ${result.p50Ms} ms  p95 ${result.p95Ms} ms   goal ≤ ${MAPS_GOALS.autocompleteP95Ms} ms   ${ok ? 'ok' : 'MISSED'}   ${statuses}`);
  return ok;
}

if (resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) {
  const app = new Hono().route(SERVICE_BASE.maps, mapsApp(gazetteerPlaces));
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const { port } = server.address() as { port: number };
  try {
    if (!printMapsLatency(await mapsAutocompleteLatency(`http://127.0.0.1:${port}`))) process.exitCode = 1;
  } finally {
    server.close();
  }
}
