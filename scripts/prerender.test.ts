import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { routeAssets } from './prerender';

type Chunk = { fileName: string; isEntry?: boolean; moduleIds?: string[]; imports?: string[]; css?: string[] };
const bundle = (chunks: Chunk[]) =>
  Object.fromEntries(
    chunks.map(({ fileName, isEntry = false, moduleIds = [], imports = [], css = [] }) => [
      fileName,
      { type: 'chunk', fileName, isEntry, moduleIds, imports, viteMetadata: { importedCss: new Set(css), importedAssets: new Set() } },
    ]),
  ) as unknown as Rollup.OutputBundle;

describe('route assets', () => {
  it("gives each route its component's chunk, what it imports statically and their stylesheets, not the entry's", () => {
    const assets = routeAssets(
      bundle([
        { fileName: 'assets/app.js', isEntry: true, css: ['assets/app.css'] },
        { fileName: 'assets/Faq.js', moduleIds: ['/r/src/routes/Faq.tsx?tsr-split=component'], imports: ['assets/app.js', 'assets/Accordion.js'], css: ['assets/Faq.css'] },
        { fileName: 'assets/Accordion.js', imports: ['assets/app.js'], css: ['assets/Accordion.css'] },
        { fileName: 'assets/home.js', moduleIds: ['/r/src/routes/index.tsx?tsr-split=component', '/r/src/features/home.tsx'], imports: ['assets/Accordion.js'] },
        { fileName: 'assets/loader.js', moduleIds: ['/r/src/routes/index.tsx?tsr-split=loader'] },
      ]),
    );
    expect(assets).toEqual({
      Faq: { css: ['assets/Faq.css', 'assets/Accordion.css'], js: ['assets/Faq.js', 'assets/Accordion.js'] },
      index: { css: ['assets/Accordion.css'], js: ['assets/home.js', 'assets/Accordion.js'] },
    });
  });

  it('gives every route of a chunk that holds several (a chunk group) the same assets', () => {
    const assets = routeAssets(
      bundle([
        { fileName: 'assets/app.js', isEntry: true },
        {
          fileName: 'assets/offline-first.js',
          moduleIds: ['/r/src/routes/my-tickets.tsx?tsr-split=component', '/r/src/routes/bookingStatus.tsx?tsr-split=component'],
          imports: ['assets/app.js'],
          css: ['assets/offline-first.css'],
        },
      ]),
    );
    const both = { css: ['assets/offline-first.css'], js: ['assets/offline-first.js'] };
    expect(assets).toEqual({ 'my-tickets': both, bookingStatus: both });
  });
});
