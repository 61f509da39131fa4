import { describe, expect, it } from 'vitest';
import { offlineFirstFiles, precacheTiers, tierFor, type ChunkGraph } from './precache-tiers';

const chunk = (over: Partial<ChunkGraph extends Map<string, infer C> ? C : never>) => ({
  isEntry: false, moduleIds: [], imports: [], dynamicImports: [], css: [], assets: [], ...over,
});

/** A small app: the entry lazily loads every route; booking status lazily loads the QR code. */
const graph: ChunkGraph = new Map([
  ['assets/index-1.js', chunk({ isEntry: true, imports: ['assets/app-1.js'] })],
  ['assets/app-1.js', chunk({ moduleIds: ['/r/src/routes/index.tsx', '/r/src/routes/my-tickets.tsx'], css: ['assets/app-1.css'], dynamicImports: ['assets/routes-1.js', 'assets/my-tickets-1.js', 'assets/bookingStatus-1.js', 'assets/Faq-1.js', 'assets/Bus-Terminal-1.js', 'assets/update-toast-1.js'] })],
  ['assets/update-toast-1.js', chunk({ moduleIds: ['/r/src/offline/update-toast.tsx', '/r/src/offline/use-auto-close.ts'] })],
  ['assets/routes-1.js', chunk({ moduleIds: ['/r/src/routes/index.tsx?tsr-split=component'], imports: ['assets/lazy-libs-1.js'], dynamicImports: ['assets/date-picker-1.js'] })],
  ['assets/my-tickets-1.js', chunk({ moduleIds: ['/r/src/routes/my-tickets.tsx?tsr-split=component'], imports: ['assets/lazy-shared-1.js'] })],
  ['assets/bookingStatus-1.js', chunk({ moduleIds: ['/r/src/routes/bookingStatus.tsx?tsr-split=component'], dynamicImports: ['assets/qr-code-styling-1.js'] })],
  ['assets/Faq-1.js', chunk({ moduleIds: ['/r/src/routes/Faq.tsx?tsr-split=component'], imports: ['assets/lazy-libs-1.js'] })],
  ['assets/Bus-Terminal-1.js', chunk({ moduleIds: ['/r/src/routes/Bus-Terminal.tsx?tsr-split=component'], dynamicImports: ['assets/place-map-1.js'] })],
  ['assets/lazy-libs-1.js', chunk({ css: ['assets/lazy-libs-1.css'] })],
  ['assets/lazy-shared-1.js', chunk({})],
  ['assets/date-picker-1.js', chunk({})],
  ['assets/qr-code-styling-1.js', chunk({})],
  ['assets/place-map-1.js', chunk({ css: ['assets/place-map-1.css'], assets: ['assets/maplibre-gl-worker-1.mjs'] })],
]);

describe('the offline-first files', () => {
  const files = offlineFirstFiles(graph);

  it('are the entry and home with their static imports, My tickets and booking status with all they load, and the Ready to work offline toast', () => {
    expect([...files].sort()).toEqual([
      'assets/app-1.css', 'assets/app-1.js', 'assets/bookingStatus-1.js', 'assets/index-1.js',
      'assets/lazy-libs-1.css', 'assets/lazy-libs-1.js', 'assets/lazy-shared-1.js', 'assets/my-tickets-1.js', 'assets/qr-code-styling-1.js', 'assets/routes-1.js', 'assets/update-toast-1.js',
    ]);
  });

  it('sort every file into now, later or map', () => {
    expect(tierFor('assets/qr-code-styling-1.js', files)).toBe('now');
    expect(tierFor('index.html', files)).toBe('now');
    expect(tierFor('logo.svg', files)).toBe('now');
    expect(tierFor('assets/Faq-1.js', files)).toBe('later');
    for (const page of ['index', 'my-tickets', 'bookingStatus']) expect(tierFor(`pages/${page}.html`, files), page).toBe('now');
    expect(tierFor('pages/404.html', files)).toBe('later');
    expect(tierFor('pages/Faq.html', files)).toBe('later');
    expect(tierFor('pages/select-bus-hire.html', files)).toBe('later');
    expect(tierFor('icons/icon-192.png', files)).toBe('later');
    expect(tierFor('basemap/countries.geo.json', files)).toBe('later');
    expect(tierFor('assets/place-map-1.js', files)).toBe('map');
    expect(tierFor('assets/maplibre-gl-worker-1.mjs', files)).toBe('map');
  });
});

describe('the manifest transform', () => {
  it('refuses to run before it has seen the app bundle', async () => {
    await expect(precacheTiers().transform([{ url: 'index.html' }])).rejects.toThrow(/no app bundle/);
  });

  it('tags each entry and lists each file once', async () => {
    const { plugin, transform } = precacheTiers();
    const bundle = Object.fromEntries(
      [...graph].map(([fileName, c]) => [
        fileName,
        { type: 'chunk', fileName, isEntry: c.isEntry, facadeModuleId: c.isEntry ? '/r/index.html' : null, moduleIds: c.moduleIds, imports: c.imports, dynamicImports: c.dynamicImports, viteMetadata: { importedCss: new Set(c.css), importedAssets: new Set(c.assets) } },
      ]),
    );
    (plugin.generateBundle as unknown as (o: unknown, b: unknown) => void).call({}, {}, bundle);
    const { manifest } = await transform([{ url: 'icons/icon-192.png' }, { url: 'assets/Faq-1.js' }, { url: 'icons/icon-192.png' }, { url: 'assets/routes-1.js' }]);
    expect(manifest).toEqual([
      { url: 'icons/icon-192.png', tier: 'later' },
      { url: 'assets/Faq-1.js', tier: 'later' },
      { url: 'assets/routes-1.js', tier: 'now' },
    ]);
  });
});
