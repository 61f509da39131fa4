import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { getMimeType } from 'hono/utils/mime';
import type { Plugin } from 'vite';
import { BACKGROUND_TIERS, MAP_CODE_PATH, type PrecacheTier, type TieredEntry } from '../contract/precache-tiers';
import { packFiles } from '../contract/precache-pack';

/**
 * Sorts the precache into tiers (contract/precache-tiers.ts) from the build's own chunk graph: the
 * 'now' tier is the entry chunk and every chunk and stylesheet that the routes a traveller needs
 * with no signal can load, statically or lazily (the ticket's QR code is a lazy chunk); 'public'
 * is every other page that needs no account, with all it loads; 'later' the rest.
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
/**
 * Routes that go in the 'later' tier: they need an account (guestsGoHome), a staff member, or a
 * live answer from a payment provider or a bus (a provider's return page, a tracking link), so
 * nobody opens them with no signal. Every other route needs no account and is 'public'.
 */
const LATER_ROUTES = new RegExp(
  `/src/routes/(${[
    'dashboard', 'bookinghistory', 'setting', 'profile', 'referral', 'upgrade', 'bills-payment', 'paybill-call-back', 'wallet-woven-pay', 'staff/',
    'track-bus/', 'call-back', 'call-back-hire', 'bnpl-call-back', 'flutter-pay', 'pay-flutter', 'pay-paystack', 'pay-budpay', 'bud-pay',
    'monnify-pay', 'nomba-pay', 'opay-callback', 'aza-pay', 'woven-pay', 'bankTransferPayment', 'confirmed-wallet-payment',
  ].join('|')})[\\w$/.-]*\\?tsr-split=`,
);
/** Files outside assets/ the shell shows at once (the header's logo, the manifest). */
const SHELL_FILE = /^(index\.html|manifest\.webmanifest|[\w-]+\.svg)$/;
/**
 * The prerendered pages (contract/prerendered-pages.ts) of home and the offline-first routes. The
 * others are not precached: offline, the shell renders the same route from its code (sw/navigation.ts),
 * and fifty pages of HTML were half the bytes and a fifth of the requests of a first visit on 3G.
 */
const OFFLINE_FIRST_PAGES = /^pages\/(index|my-tickets|bookingStatus)\.html$/;
const PAGE = /^pages\//;

export type ChunkGraph = Map<string, { isEntry: boolean; moduleIds: string[]; imports: string[]; dynamicImports: string[]; css: string[]; assets: string[] }>;

/**
 * Adds `fileName` and what it imports, lazily too if `lazy`, to `files`: the map's code excepted,
 * and never into a chunk `stop` refuses (judged by its modules).
 */
function collect(graph: ChunkGraph, files: Set<string>, fileName: string, lazy: boolean, stop?: (moduleIds: string[]) => boolean) {
  const chunk = graph.get(fileName);
  if (!chunk || MAP_CODE_PATH.test(fileName) || stop?.(chunk.moduleIds)) return;
  files.add(fileName);
  for (const file of [...chunk.css, ...chunk.assets]) if (!MAP_CODE_PATH.test(file)) files.add(file);
  for (const next of [...chunk.imports, ...(lazy ? chunk.dynamicImports : [])]) if (!files.has(next)) collect(graph, files, next, lazy, stop);
}

/**
 * The files the offline-first routes need, map code excepted: the entry and the home page with what
 * they import statically (the entry's lazy imports are every other route), and each offline-first
 * route's chunk with everything it imports, lazily too.
 */
export function offlineFirstFiles(graph: ChunkGraph): Set<string> {
  const files = new Set<string>();
  for (const [fileName, chunk] of graph) {
    if (chunk.isEntry || chunk.moduleIds.some((id) => SHELL_ROUTES.test(id))) collect(graph, files, fileName, false);
  }
  for (const [fileName, chunk] of graph) {
    if (!chunk.isEntry && chunk.moduleIds.some((id) => OFFLINE_FIRST_ROUTES.test(id) || SHELL_LAZY.test(id))) collect(graph, files, fileName, true);
  }
  return files;
}

/**
 * The files of every page that needs no account: all the entry can load, lazily too, except what
 * only a 'later' route (LATER_ROUTES) loads, and the map's code.
 */
export function publicFiles(graph: ChunkGraph): Set<string> {
  const files = new Set<string>();
  const laterRoute = (moduleIds: string[]) => moduleIds.some((id) => LATER_ROUTES.test(id));
  for (const [fileName, chunk] of graph) if (chunk.isEntry) collect(graph, files, fileName, true, laterRoute);
  return files;
}

export type TierFiles = { now: Set<string>; public: Set<string> };

/** The tier of a file; 'none' for a prerendered page that is not precached (see OFFLINE_FIRST_PAGES). */
export function tierFor(url: string, files: TierFiles): PrecacheTier | 'none' {
  if (MAP_CODE_PATH.test(url)) return 'map';
  if (files.now.has(url) || SHELL_FILE.test(url) || OFFLINE_FIRST_PAGES.test(url)) return 'now';
  if (PAGE.test(url)) return 'none';
  if (files.public.has(url)) return 'public';
  return 'later';
}

/**
 * Writes one pack (contract/precache-pack.ts) of each background tier's files into `outDir`'s
 * assets, named by its content, and returns the manifest entries that point the worker at them.
 */
export function writePacks(outDir: string, manifest: readonly TieredEntry[]): (TieredEntry & { revision: null; size: number })[] {
  return BACKGROUND_TIERS.flatMap((tier) => {
    const files = manifest
      .filter((entry) => entry.tier === tier)
      .map(({ url }) => ({ url, type: getMimeType(url) ?? 'application/octet-stream', body: readFileSync(join(outDir, url)) }));
    if (files.length === 0) return [];
    const pack = packFiles(files);
    const url = `assets/pack-${tier}-${createHash('sha256').update(pack).digest('base64url').slice(0, 8)}.pack`;
    writeFileSync(join(outDir, url), pack);
    return [{ url, revision: null, size: pack.byteLength, tier, pack: true }];
  });
}

/**
 * The Vite plugin that reads the chunk graph, and the manifest transform (for vite-plugin-pwa's
 * `injectManifest.manifestTransforms`) that writes each entry's tier, drops duplicates and adds
 * the packs. It runs once the app's files are written.
 */
export function precacheTiers() {
  let files: TierFiles | undefined;
  let outDir = 'dist';
  const plugin: Plugin = {
    name: 'freely:precache-tiers',
    apply: 'build',
    configResolved: (config) => void (outDir = resolve(config.root, config.build.outDir)),
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
      files = { now: offlineFirstFiles(graph), public: publicFiles(graph) };
    },
  };
  const transform = async <E extends { url: string }>(entries: E[]) => {
    if (!files) throw new Error('precache-tiers: no app bundle was seen (did the app build above fail?)');
    const seen = new Set<string>();
    const manifest = entries
      .filter((entry) => !seen.has(entry.url) && seen.add(entry.url))
      .map((entry) => ({ ...entry, tier: tierFor(entry.url, files!) }))
      .filter((entry): entry is E & { tier: PrecacheTier } => entry.tier !== 'none');
    return { manifest: [...manifest, ...writePacks(outDir, manifest)] };
  };
  return { plugin, transform };
}
