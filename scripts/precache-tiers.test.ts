import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unpackFiles } from '../contract/precache-pack';
import { offlineFirstFiles, precacheTiers, publicFiles, tierFor, type ChunkGraph } from './precache-tiers';

const chunk = (over: Partial<ChunkGraph extends Map<string, infer C> ? C : never>) => ({
  isEntry: false, moduleIds: [], imports: [], dynamicImports: [], css: [], assets: [], ...over,
});

/**
 * A small app: the entry lazily loads every route; booking status lazily loads the QR code; the
 * dashboard (an account's page) and FAQ share a chunk, and the dashboard has one of its own.
 */
const graph: ChunkGraph = new Map([
  ['assets/index-1.js', chunk({ isEntry: true, imports: ['assets/app-1.js'] })],
  ['assets/app-1.js', chunk({ moduleIds: ['/r/src/routes/index.tsx', '/r/src/routes/my-tickets.tsx'], css: ['assets/app-1.css'], dynamicImports: ['assets/routes-1.js', 'assets/my-tickets-1.js', 'assets/bookingStatus-1.js', 'assets/Faq-1.js', 'assets/Bus-Terminal-1.js', 'assets/update-toast-1.js', 'assets/dashboard-1.js'] })],
  ['assets/dashboard-1.js', chunk({ moduleIds: ['/r/src/routes/dashboard.tsx?tsr-split=component'], imports: ['assets/shared-1.js', 'assets/wallet-1.js'] })],
  ['assets/wallet-1.js', chunk({})],
  ['assets/update-toast-1.js', chunk({ moduleIds: ['/r/src/offline/update-toast.tsx', '/r/src/offline/use-auto-close.ts'] })],
  ['assets/routes-1.js', chunk({ moduleIds: ['/r/src/routes/index.tsx?tsr-split=component'], imports: ['assets/lazy-libs-1.js'], dynamicImports: ['assets/date-picker-1.js'] })],
  ['assets/my-tickets-1.js', chunk({ moduleIds: ['/r/src/routes/my-tickets.tsx?tsr-split=component'], imports: ['assets/lazy-shared-1.js'] })],
  ['assets/bookingStatus-1.js', chunk({ moduleIds: ['/r/src/routes/bookingStatus.tsx?tsr-split=component'], dynamicImports: ['assets/qr-code-styling-1.js'] })],
  ['assets/Faq-1.js', chunk({ moduleIds: ['/r/src/routes/Faq.tsx?tsr-split=component'], imports: ['assets/lazy-libs-1.js', 'assets/shared-1.js'] })],
  ['assets/shared-1.js', chunk({})],
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

  it('sort every file into now, public, later or map, and leave the other prerendered pages out', () => {
    const tiers = { now: files, public: publicFiles(graph) };
    expect(tierFor('assets/qr-code-styling-1.js', tiers)).toBe('now');
    expect(tierFor('index.html', tiers)).toBe('now');
    expect(tierFor('logo.svg', tiers)).toBe('now');
    for (const page of ['index', 'my-tickets', 'bookingStatus']) expect(tierFor(`pages/${page}.html`, tiers), page).toBe('now');
    // Pages that need no account, with what they load, lazily too; what an account's page shares with them.
    for (const file of ['assets/Faq-1.js', 'assets/Bus-Terminal-1.js', 'assets/date-picker-1.js', 'assets/shared-1.js']) expect(tierFor(file, tiers), file).toBe('public');
    // What only an account's page loads.
    for (const file of ['assets/dashboard-1.js', 'assets/wallet-1.js', 'icons/icon-192.png', 'basemap/countries.geo.json']) expect(tierFor(file, tiers), file).toBe('later');
    for (const page of ['404', 'Faq', 'select-bus-hire']) expect(tierFor(`pages/${page}.html`, tiers), page).toBe('none');
    expect(tierFor('assets/place-map-1.js', tiers)).toBe('map');
    expect(tierFor('assets/maplibre-gl-worker-1.mjs', tiers)).toBe('map');
  });
});

describe('the manifest transform', () => {
  it('refuses to run before it has seen the app bundle', async () => {
    await expect(precacheTiers().transform([{ url: 'index.html' }])).rejects.toThrow(/no app bundle/);
  });

  it('tags each entry, lists each file once, leaves out the pages not precached, and packs each background tier', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'tiers-'));
    mkdirSync(join(outDir, 'assets'));
    mkdirSync(join(outDir, 'icons'));
    writeFileSync(join(outDir, 'icons/icon-192.png'), new Uint8Array([137, 80, 78, 71]));
    writeFileSync(join(outDir, 'assets/Faq-1.js'), 'export const faq = 1;');
    const { plugin, transform } = precacheTiers();
    (plugin.configResolved as unknown as (c: unknown) => void)({ root: outDir, build: { outDir: '.' } });
    const bundle = Object.fromEntries(
      [...graph].map(([fileName, c]) => [
        fileName,
        { type: 'chunk', fileName, isEntry: c.isEntry, facadeModuleId: c.isEntry ? '/r/index.html' : null, moduleIds: c.moduleIds, imports: c.imports, dynamicImports: c.dynamicImports, viteMetadata: { importedCss: new Set(c.css), importedAssets: new Set(c.assets) } },
      ]),
    );
    (plugin.generateBundle as unknown as (o: unknown, b: unknown) => void).call({}, {}, bundle);
    const { manifest } = await transform([{ url: 'icons/icon-192.png' }, { url: 'assets/Faq-1.js' }, { url: 'icons/icon-192.png' }, { url: 'pages/Faq.html' }, { url: 'assets/routes-1.js' }]);
    expect(manifest.slice(0, 3)).toEqual([
      { url: 'icons/icon-192.png', tier: 'later' },
      { url: 'assets/Faq-1.js', tier: 'public' },
      { url: 'assets/routes-1.js', tier: 'now' },
    ]);
    const packs = manifest.slice(3) as { url: string; tier: string; pack: boolean; size: number }[];
    expect(packs.map(({ tier, pack }) => ({ tier, pack }))).toEqual([{ tier: 'public', pack: true }, { tier: 'later', pack: true }]);
    const unpacked = (url: string) => unpackFiles(new Uint8Array(readFileSync(join(outDir, url))).buffer);
    expect(packs[0]!.url).toMatch(/^assets\/pack-public-[\w-]{8}\.pack$/);
    expect(unpacked(packs[0]!.url)).toEqual([{ url: 'assets/Faq-1.js', type: 'text/javascript; charset=utf-8', body: new TextEncoder().encode('export const faq = 1;') }]);
    expect(unpacked(packs[1]!.url)).toEqual([{ url: 'icons/icon-192.png', type: 'image/png', body: new Uint8Array([137, 80, 78, 71]) }]);
    rmSync(outDir, { recursive: true });
  });
});
