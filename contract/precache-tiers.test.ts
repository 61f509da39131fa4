import { describe, expect, it } from 'vitest';
import { MAP_CODE_PATH, SCANNER_CODE_PATH, splitTiers } from './precache-tiers';

describe('precache tiers', () => {
  it('splits the manifest by tier; an entry without one (or a bare URL) is needed now', () => {
    const tiers = splitTiers([
      'index.html',
      { url: 'manifest.webmanifest', revision: 'a' },
      { url: 'assets/app-1.js', revision: null, tier: 'now' },
      { url: 'assets/Faq-2.js', revision: null, tier: 'public' },
      { url: 'assets/dashboard-4.js', revision: null, tier: 'later' },
      { url: 'assets/place-map-3.js', revision: null, tier: 'map' },
    ]);
    expect(tiers.now.map((e) => e.url)).toEqual(['index.html', 'manifest.webmanifest', 'assets/app-1.js']);
    expect(tiers.public.map((e) => e.url)).toEqual(['assets/Faq-2.js']);
    expect(tiers.later.map((e) => e.url)).toEqual(['assets/dashboard-4.js']);
    expect(tiers.map.map((e) => e.url)).toEqual(['assets/place-map-3.js']);
  });

  it('knows the map code by its file names, with or without the leading slash', () => {
    for (const path of ['/assets/place-map-BvsGGAsf.js', 'assets/place-map-qvkd0SPb.css', '/assets/maplibre-gl-worker-CZtFQQIV.mjs']) {
      expect(MAP_CODE_PATH.test(path), path).toBe(true);
    }
    for (const path of ['/assets/map-place-CbOG_Pl6.js', '/assets/app-1.js', '/basemap/countries.geo.json']) expect(MAP_CODE_PATH.test(path), path).toBe(false);
  });

  it("knows the staff scanner's code by its file names", () => {
    for (const path of ['assets/scan-CHMM7Lqb.js', '/assets/scan-DBe5-zMR.css', 'assets/qr-library-C-ZCO0J9.js', 'assets/scanner-storage-DGVGox7u.js']) {
      expect(SCANNER_CODE_PATH.test(path), path).toBe(true);
    }
    for (const path of ['assets/scanner-B1.png', 'assets/qr-code-styling-DJ89farz.js', 'assets/app-1.js']) expect(SCANNER_CODE_PATH.test(path), path).toBe(false);
  });
});
