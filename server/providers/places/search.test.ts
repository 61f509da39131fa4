import { describe, expect, it } from 'vitest';
import { PLACE_SUGGESTIONS_MAX } from '../../../contract/maps';
import { gazetteerPlaces } from './local';
import { normalise } from './search';

const places = gazetteerPlaces();
const TOKEN = 'abcdefghij12345';
const search = (input: string) => places.autocomplete(input, TOKEN);
const names = async (input: string) => (await search(input)).map((s) => s.main_text);

describe('normalise', () => {
  it('drops case, accents, apostrophes and punctuation', () => {
    expect(normalise('  Ilé-Ifẹ̀ ')).toBe('ile ife');
    expect(normalise('Jama’are')).toBe('jamaare');
    expect(normalise('Lagos (Jibowu)')).toBe('lagos jibowu');
  });
});

describe('place search as the traveller types', () => {
  it('answers nothing under 3 characters, trimmed', async () => {
    expect(await search('la')).toEqual([]);
    expect(await search('   ab   ')).toEqual([]);
    expect(await search('')).toEqual([]);
    expect(await search('!!!')).toEqual([]);
    expect((await search(' lag ')).length).toBeGreaterThan(0);
  });

  it('ranks the exact name, then the name’s start, then a word’s start, then anywhere', async () => {
    expect((await names('lag'))[0]).toBe('Lagos');
    expect((await names('abuja'))[0]).toBe('Abuja');
    expect((await names('Ibadan')).slice(0, 2)).toEqual(['Ibadan', 'Ibadan']);
    expect((await search('ibadan'))[0]).toMatchObject({ kind: 'terminal', place_id: 'ng:terminal:33' });
    // 'Abuja (Utako)': 'utako' begins a word; 'uto' is its letters in order.
    expect(await names('utako')).toContain('Abuja (Utako)');
    expect(await names('uto')).toContain('Abuja (Utako)');
    expect((await names('Port'))[0]).toBe('Port Harcourt');
  });

  it('puts terminals and towns before LGAs and states on a tie', async () => {
    const kinds = (await search('kano')).map((s) => s.kind);
    expect(kinds[0]).toBe('city');
    expect((await search('enugu')).map((s) => s.kind).slice(0, 2)).toEqual(['terminal', 'city']);
    const oyo = await search('oyo');
    expect(oyo[0]).toMatchObject({ main_text: 'Oyo', kind: 'city' });
    expect(oyo.findIndex((s) => s.kind === 'state')).toBeGreaterThan(0);
  });

  it('ignores case, accents, punctuation and spacing', async () => {
    expect((await names('ILE IFE'))[0]).toBe('Ile-Ife');
    expect((await names('Ilé-Ifẹ̀'))[0]).toBe('Ile-Ife');
    expect((await names('portharcourt'))).toContain('Port Harcourt');
    expect((await names('jamaare'))[0]).toBe('Jama’are');
  });

  it('finds by initials and by words of the address', async () => {
    expect(await names('fct')).toContain('Federal Capital Territory');
    expect(await names('ikeja lagos')).toContain('Ikeja');
    expect(await names('yaba')).toContain('Lagos (Jibowu)');
  });

  it('answers at most PLACE_SUGGESTIONS_MAX, each in Google’s words with its kind', async () => {
    const found = await search('aba');
    expect(found).toHaveLength(PLACE_SUGGESTIONS_MAX);
    expect(found[0]).toEqual({ place_id: 'ng:terminal:18', description: 'Aba, 5 Asa Road, Aba, Abia, Nigeria', main_text: 'Aba', secondary_text: '5 Asa Road, Aba, Abia, Nigeria', kind: 'terminal' });
    for (const s of found) expect(s.description).toBe(`${s.main_text}, ${s.secondary_text}`);
  });

  it('is Nigeria only', async () => {
    expect(await search('Cotonou')).toEqual([]);
    expect(await search('Accra')).toEqual([]);
    expect(await search('London')).toEqual([]);
    for (const s of await search('lagos')) expect(s.description.endsWith(', Nigeria')).toBe(true);
  });

  it('answers 200 varied searches with a p95 under 30 ms', async () => {
    const words = ['lag', 'abuja', 'uto', 'kano', 'port harc', 'ben', 'enugu', 'ibadan', 'ikeja lagos', 'onitsha', 'jos', 'kaduna', 'zuba', 'aba road', 'filling station', 'junction', 'maiduguri', 'yola', 'sokoto', 'xyzq'];
    const queries = Array.from({ length: 200 }, (_, i) => `${words[i % words.length]}${i % 3 === 0 ? '' : ' '.repeat(i % 2)}`);
    const times: number[] = [];
    for (const q of queries) {
      const started = performance.now();
      await search(q);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    expect(times[Math.ceil(0.95 * times.length) - 1]).toBeLessThan(30);
  });
});
