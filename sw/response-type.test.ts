import { describe, expect, it } from 'vitest';
import { responseMatches } from './response-type';

const answer = (type: string, status = 200) => new Response('x', { status, headers: { 'Content-Type': type } });

describe('a response is cached only if it is what was asked for', () => {
  it('the HTML shell answered for a script, a style or a data file is refused', () => {
    for (const url of ['https://f.ng/assets/app-1.js', 'https://f.ng/assets/maplibre-gl-worker-1.mjs', 'https://f.ng/assets/app-1.css', 'https://f.ng/basemap/countries.geo.json']) {
      expect(responseMatches(url, answer('text/html; charset=utf-8')), url).toBe(false);
    }
  });

  it('files of their own type are kept', () => {
    expect(responseMatches('https://f.ng/assets/app-1.js', answer('text/javascript; charset=utf-8'))).toBe(true);
    expect(responseMatches('https://f.ng/assets/w-1.mjs', answer('application/javascript'))).toBe(true);
    expect(responseMatches('https://f.ng/assets/app-1.css', answer('text/css'))).toBe(true);
    expect(responseMatches('https://f.ng/basemap/places.geo.json', answer('application/json'))).toBe(true);
    expect(responseMatches('https://f.ng/manifest.webmanifest', answer('application/manifest+json'))).toBe(true);
    expect(responseMatches('https://f.ng/icons/icon-192.png', answer('image/png'))).toBe(true);
    expect(responseMatches('https://f.ng/index.html', answer('text/html'))).toBe(true);
  });

  it('API reads must be JSON, and only a 200 is kept', () => {
    expect(responseMatches('https://f.ng/api/settings/Fares/x', answer('application/json'))).toBe(true);
    expect(responseMatches('https://f.ng/api/settings/Fares/x', answer('text/html'))).toBe(false);
    expect(responseMatches('https://f.ng/assets/app-1.js', answer('text/javascript', 404))).toBe(false);
    expect(responseMatches('https://f.ng/api/settings/Fares/x', answer('application/json', 500))).toBe(false);
  });

  it('an extension-less path may only be the shell', () => {
    expect(responseMatches('https://f.ng/Faq', answer('text/html'))).toBe(true);
    expect(responseMatches('https://f.ng/Faq', answer('application/json'))).toBe(false);
  });
});
