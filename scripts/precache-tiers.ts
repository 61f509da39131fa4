import type { Plugin } from 'vite';
import { MAP_CODE_PATH, type PrecacheTier } from '../contract/precache-tiers';

/**
 * Sorts the precache into tiers (contract/precache-tiers.ts) from the build's own chunk graph: the
 * 'now' tier is the entry chunk and every chunk and stylesheet that the routes a traveller needs
 * with no signal can load, statically or lazily (the ticket's QR code is a lazy chunk).
 */

/**
 * Routes that must open offline within seconds of a first visit on 3G (their code-split parts: the
 * route definitions themselves are in the entry's route tree). My tickets and booking status with
 * everything they load, the ticket's QR code included; the home page with what it shows at once
 * (its pickers and modals come with the rest: they need a connection to be of use).
 */
const OFFLINE_FIRST_ROUTES = /\/src\/routes\/(my-tickets|bookingStatus)\.tsx\?tsr-split=/;
const SHELL_ROUTES = /\/src\/routes\/index\.tsx\?tsr-split=/;
/**
 * The shell's own lazy parts, which must work offline from the first visit: 'Ready to work offline'
 * itself (the link may be gone by the time it loads), the shell's notices, the phone's menu, and
 * workbox-window, which registers the worker and offers updates. The wide screen's header menus
 * and the signed-in avatar menu come with the rest.
 */
const SHELL_LAZY = /\/src\/(offline\/update-toast|ui\/toast|ui\/shell\/mobile-nav)\.tsx$|\/node_modules\/workbox-window\//;
/** Files outside assets/ the shell shows at once (the header's logo, the manifest). */
const SHELL_FILE = /^(index\.html|manifest\.webmanifest|[\w-]+\.svg)$/;
/** The prerendered pages (contract/prerendered-pages.ts) of home and the offline-first routes. */
const OFFLINE_FIRST_PAGES = /^pages\/(index|my-tickets|bookingStatus)\.html$/;

export type ChunkGraph = Map<string, { isEntry: boolean; moduleIds: string[]; imports: string[]; dynamicImports: string[]; css: string[]; assets: string[] }>;

/**
 * The files the offline-first routes need, map code excepted: the entry and the home page with what
 * they import statically (the entry's lazy imports are every other route), and each offline-first
 * route's chunk with everything it imports, lazily too.
 */
export function offlineFirstFiles(graph: ChunkGraph): Set<string> {
  const files = new Set<string>();
  const visit = (fileName: string, lazyToo: boolean) => {
    const chunk = graph.get(fileName);
    if (!chunk || MAP_CODE_PATH.test(fileName)) return;
    files.add(fileName);
    for (const file of [...chunk.css, ...chunk.assets]) if (!MAP_CODE_PATH.test(file)) files.add(file);
    for (const next of [...chunk.imports, ...(lazyToo ? chunk.dynamicImports : [])]) if (!files.has(next)) visit(next, lazyToo);
  };
  for (const [fileName, chunk] of graph) {
    if (chunk.isEntry || (!chunk.isEntry && chunk.moduleIds.some((id) => SHELL_ROUTES.test(id)))) visit(fileName, false);
  }
  for (const [fileName, chunk] of graph) {
    if (!chunk.isEntry && chunk.moduleIds.some((id) => OFFLINE_FIRST_ROUTES.test(id) || SHELL_LAZY.test(id))) visit(fileName, true);
  }
  return files;
}

export function tierFor(url: string, offlineFirst: Set<string>): PrecacheTier {
  if (MAP_CODE_PATH.test(url)) return 'map';
  if (offlineFirst.has(url) || SHELL_FILE.test(url) || OFFLINE_FIRST_PAGES.test(url)) return 'now';
  return 'later';
}

/**
 * The Vite plugin that reads the chunk graph, and the manifest transform (for vite-plugin-pwa's
 * `injectManifest.manifestTransforms`) that writes each entry's tier and drops duplicates.
 */
export function precacheTiers() {
  let offlineFirst: Set<string> | undefined;
  const plugin: Plugin = {
    name: 'freely:precache-tiers',
    apply: 'build',
    generateBundle(_options, bundle) {
      // The service worker's own build goes through here too: only the app's bundle has the shell.
      const isApp = Object.values(bundle).some((item) => item.type === 'chunk' && item.isEntry && item.facadeModuleId?.endsWith('/index.html'));
      if (!isApp) return;
      const graph: ChunkGraph = new Map();
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        graph.set(item.fileName, {
          isEntry: item.isEntry,
          // A chunk grouped away (vite.config.ts) leaves a facade that only re-exports: its module is the facade.
          moduleIds: item.facadeModuleId ? [...item.moduleIds, item.facadeModuleId] : item.moduleIds,
          imports: item.imports,
          dynamicImports: item.dynamicImports,
          css: [...(item.viteMetadata?.importedCss ?? [])],
          assets: [...(item.viteMetadata?.importedAssets ?? [])],
        });
      }
      offlineFirst = offlineFirstFiles(graph);
    },
  };
  const transform = async <E extends { url: string }>(entries: E[]) => {
    if (!offlineFirst) throw new Error('precache-tiers: no app bundle was seen (did the app build above fail?)');
    const seen = new Set<string>();
    const manifest = entries
      .filter((entry) => !seen.has(entry.url) && seen.add(entry.url))
      .map((entry) => ({ ...entry, tier: tierFor(entry.url, offlineFirst!) }));
    return { manifest };
  };
  return { plugin, transform };
}
