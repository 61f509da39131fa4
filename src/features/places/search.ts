import { DEFAULT_PICKUP_AREA, type DirectoryTerminal, type PickupArea } from '@contract/places';

/** Spec 1 §2: searches ignore case and the spaces around what was typed. */
const normalise = (text: string) => text.trim().toLocaleLowerCase('en-NG');

const matches = (query: string, ...fields: string[]) => fields.some((field) => normalise(field).includes(query));

/** Bus Terminals: terminals whose state or name contains the query; an empty query keeps them all. */
export function searchTerminals(terminals: readonly DirectoryTerminal[], query: string): DirectoryTerminal[] {
  const q = normalise(query);
  if (q === '') return [...terminals];
  return terminals.filter((t) => matches(q, t.state, t.terminalName));
}

const isDefaultArea = (area: PickupArea) =>
  normalise(area.state) === normalise(DEFAULT_PICKUP_AREA.state) && normalise(area.terminal) === normalise(DEFAULT_PICKUP_AREA.terminal);

/**
 * Pick-up Locations: areas whose state or terminal (area) name contains the query. An empty query
 * shows the default area, Ajah in Lagos, whose list is empty upstream.
 */
export function searchPickupAreas(areas: readonly PickupArea[], query: string): PickupArea[] {
  const q = normalise(query);
  if (q === '') return areas.filter(isDefaultArea);
  return areas.filter((a) => matches(q, a.state, a.terminal));
}
