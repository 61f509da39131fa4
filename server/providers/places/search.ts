import { PLACE_SEARCH_MIN_CHARS, PLACE_SUGGESTIONS_MAX, type PlaceSuggestion } from '../../../contract/maps';
import type { Place, PlaceKind } from './gazetteer';

/** Lower case, accents and apostrophes dropped, anything else not a letter or digit a single space: 'Jama’are' → 'jamaare'. */
export const normalise = (s: string) =>
  s.normalize('NFD').replace(/\p{M}/gu, '').replace(/['’`]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

type Entry = { place: Place; name: string; words: string[]; compact: string; initials: string; address: string; group: number; kindRank: number };

/** How well a name answers what was typed: lower is better. */
const TIER = { exact: 0, prefix: 1, wordPrefix: 2, substring: 3, address: 4, fuzzy: 5, none: -1 } as const;
type Tier = (typeof TIER)[keyof typeof TIER];

/** Terminals and towns first on a tie: that is where buses stop; pick-up points next, then LGAs and states. */
const KIND_RANK: Record<PlaceKind, number> = { terminal: 0, city: 1, pickup: 2, lga: 3, state: 4 };
const GROUP: Record<PlaceKind, number> = { terminal: 0, city: 0, pickup: 1, lga: 2, state: 2 };

/** `typed` in order within `word`, from its first letter: 'uto' in 'utako' (a slip of the fingers). */
function inOrder(word: string, typed: string): boolean {
  if (word[0] !== typed[0]) return false;
  let i = 0;
  for (const ch of word) if (ch === typed[i] && ++i === typed.length) return true;
  return false;
}

function tierOf(e: Entry, q: string, qCompact: string, tokens: string[]): Tier {
  // The compact forms let 'portharcourt' find Port Harcourt.
  if (e.name === q || e.compact === qCompact) return TIER.exact;
  if (e.name.startsWith(q) || e.compact.startsWith(qCompact)) return TIER.prefix;
  // A word's start, or the initials of a name of several words ('fct', 'amac').
  if (` ${e.name}`.includes(` ${q}`) || e.initials === qCompact) return TIER.wordPrefix;
  if (e.name.includes(q)) return TIER.substring;
  // 'ikeja lagos', 'jibowu yaba': every word typed begins a word of the address.
  if (tokens.every((t) => e.address.includes(` ${t}`))) return TIER.address;
  if (e.words.some((w) => inOrder(w, qCompact))) return TIER.fuzzy;
  return TIER.none;
}

/**
 * Search as the traveller types, over places held in memory (built once): trimmed, case- and
 * accent-insensitive. Ranked by how the name matches (exact, prefix, a word's prefix or the
 * initials, anywhere, words of the address, letters in order within a word), then terminals and
 * towns before pick-up points before LGAs and states, then the shorter name (the closer match).
 */
export function placeSearch(places: readonly Place[]) {
  const entries: Entry[] = places.map((place) => {
    const name = normalise(place.name);
    const words = name.split(' ');
    return {
      place, name, words,
      compact: words.join(''),
      initials: words.length > 1 ? words.map((w) => w[0]).join('') : '',
      address: ` ${normalise(place.formatted_address)}`,
      group: GROUP[place.kind],
      kindRank: KIND_RANK[place.kind],
    };
  });
  return (input: string): PlaceSuggestion[] => {
    const q = normalise(input);
    if (input.trim().length < PLACE_SEARCH_MIN_CHARS || q === '') return [];
    const qCompact = q.replaceAll(' ', '');
    const tokens = q.split(' ');
    const found: { e: Entry; tier: Tier }[] = [];
    for (const e of entries) {
      const tier = tierOf(e, q, qCompact, tokens);
      if (tier !== TIER.none) found.push({ e, tier });
    }
    found.sort((a, b) =>
      a.tier - b.tier || a.e.group - b.e.group || a.e.name.length - b.e.name.length || a.e.kindRank - b.e.kindRank || (a.e.name < b.e.name ? -1 : a.e.name > b.e.name ? 1 : 0));
    return found.slice(0, PLACE_SUGGESTIONS_MAX).map(({ e: { place } }) => ({
      place_id: place.place_id,
      description: place.formatted_address,
      main_text: place.name,
      secondary_text: place.secondary,
      kind: place.kind,
    }));
  };
}
