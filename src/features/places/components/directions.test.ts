import { describe, expect, it } from 'vitest';
import { directionsUrl } from './directions';

const BASE = 'https://www.google.com/maps/dir/?api=1&destination=';

describe('directionsUrl (issue 12: Get directions)', () => {
  it('routes to the coordinates when the place has them', () => {
    expect(directionsUrl({ address: '20 Ikorodu Road, Jibowu', latitude: 6.5158, longitude: 3.3686 })).toBe(`${BASE}6.5158,3.3686`);
  });

  it('searches the address, in Nigeria, without usable coordinates', () => {
    const url = directionsUrl({ address: ' Total Filling Station, Abraham Adesanya Junction, Lekki, Lagos ' });
    expect(url).toBe(`${BASE}${encodeURIComponent('Total Filling Station, Abraham Adesanya Junction, Lekki, Lagos, Nigeria')}`);
    expect(new URL(url).searchParams.get('destination')).toBe('Total Filling Station, Abraham Adesanya Junction, Lekki, Lagos, Nigeria');
    expect(directionsUrl({ address: 'Jibowu, Lagos', latitude: 0, longitude: 0 })).toBe(`${BASE}${encodeURIComponent('Jibowu, Lagos, Nigeria')}`);
    expect(directionsUrl({ address: 'Jibowu, Lagos, Nigeria', latitude: Number.NaN, longitude: 3 })).toBe(`${BASE}${encodeURIComponent('Jibowu, Lagos, Nigeria')}`);
  });
});
