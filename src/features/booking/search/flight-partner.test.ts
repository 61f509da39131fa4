import { describe, expect, it } from 'vitest';
import { DEFAULT_FLIGHT_PARTNER, flightPartner } from './flight-partner';

describe('flightPartner (issue 12: no empty frame)', () => {
  it('names the default partner and links its site, framing nothing, when none is configured', () => {
    expect(flightPartner({})).toEqual({ name: DEFAULT_FLIGHT_PARTNER.name, siteUrl: DEFAULT_FLIGHT_PARTNER.siteUrl, embedUrl: undefined });
    expect(flightPartner({ VITE_FLIGHT_PARTNER_URL: '  ' }).embedUrl).toBeUndefined();
  });

  it('links and frames a configured partner page, under its configured name', () => {
    expect(flightPartner({ VITE_FLIGHT_PARTNER_NAME: ' SkyHop ', VITE_FLIGHT_PARTNER_URL: 'https://book.skyhop.example/freely' })).toEqual({
      name: 'SkyHop', siteUrl: 'https://book.skyhop.example/freely', embedUrl: 'https://book.skyhop.example/freely',
    });
  });

  it('ignores an address that is not http(s)', () => {
    for (const bad of ['javascript:alert(1)', 'not a url', 'ftp://files.example']) {
      expect(flightPartner({ VITE_FLIGHT_PARTNER_URL: bad })).toMatchObject({ siteUrl: DEFAULT_FLIGHT_PARTNER.siteUrl, embedUrl: undefined });
    }
  });
});
