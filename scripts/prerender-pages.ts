// Run by scripts/prerender.ts: node --import tsx scripts/prerender-pages.ts <ssr bundle> <outDir> <route assets>.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadAfterPaint } from '../contract/paint-first';
import { pageFile, withPage } from '../contract/prerendered-pages';
import { TICKET_FIRST_ROUTES, withTicketFirst } from '../contract/ticket-first';
import type { RouteAssets } from './prerender';

/** src/prerender/render-page.tsx, built for Node. */
type RenderModule = {
  prerenderPaths: () => string[];
  renderPage: (path: string) => Promise<{ path: string; routeId: string; html: string } | { path: string; skipped: string }>;
};

const [bundle, outDir, assetsFile] = process.argv.slice(2) as [string, string, string];
const assets = JSON.parse(readFileSync(assetsFile, 'utf8')) as RouteAssets;

/**
 * The route's stylesheets, so it paints styled, and its scripts preloaded, so it hydrates sooner:
 * with the app's own, once the page is painted (contract/paint-first.ts).
 */
function withRouteAssets(html: string, routeId: string): string {
  const { css, js } = assets[routeId === '/' ? 'index' : routeId.slice(1)] ?? { css: [], js: [] };
  // The entry's own, which index.html links already, are left out.
  const own = (file: string) => !template.includes(`href="/${file}"`);
  const styles = css.filter(own).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
  const modules = js.filter(own).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  return loadAfterPaint(html, modules).replace('</head>', () => `${styles.join('')}</head>`);
}
// What a phone shows before any answer arrives: the build is offline (a loader's background call
// such as the guest token is not even tried), and no call made during the prerender ever answers.
Object.defineProperty(globalThis, 'navigator', { value: { onLine: false }, configurable: true });
globalThis.fetch = () => new Promise<Response>(() => undefined);

const { renderPage, prerenderPaths } = (await import(pathToFileURL(bundle).href)) as RenderModule;
const template = readFileSync(join(outDir, 'index.html'), 'utf8');
// Written aside, then moved in at once: a running server (server/http/build-on-disk.ts) never reads half the pages.
const staging = join(outDir, 'pages-staging');
rmSync(staging, { recursive: true, force: true });
const written: string[] = [];
for (const path of prerenderPaths()) {
  const page = await renderPage(path);
  if ('skipped' in page) {
    console.log(`prerender: ${path} skipped (${page.skipped})`);
    continue;
  }
  const file = join(staging, pageFile(path).replace(/^pages\//, ''));
  mkdirSync(dirname(file), { recursive: true });
  const html = withRouteAssets(withPage(template, page.routeId, page.html), page.routeId);
  // The ticket's link and My tickets show the saved tickets before the app runs (contract/ticket-first.ts).
  writeFileSync(file, TICKET_FIRST_ROUTES.includes(page.routeId) ? withTicketFirst(html) : html);
  written.push(path);
}
rmSync(join(outDir, 'pages'), { recursive: true, force: true });
renameSync(staging, join(outDir, 'pages'));
console.log(`prerender: ${written.length} pages in ${join(outDir, 'pages')}`);
process.exit(0);
