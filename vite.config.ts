import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precacheTiers } from './scripts/precache-tiers';
import { MANIFEST_SCREENSHOTS } from './scripts/manifest-screenshots';
import { stripRequestSchemas } from './scripts/strip-request-schemas';
import { prerender } from './scripts/prerender';
import { pureContract } from './scripts/pure-contract';
import { precompress } from './scripts/precompress';
import { EARLY_INPUT_SCRIPT } from './contract/early-input';
import { paintFirst } from './contract/paint-first';
import { CHUNK_GROUPS } from './scripts/chunk-groups';
import { mantineStableIds } from './scripts/mantine-stable-ids';

const tiers = precacheTiers();
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: {
      '@/': fileURLToPath(new URL('./src/', import.meta.url)),
      '@contract/': fileURLToPath(new URL('./contract/', import.meta.url)),
    },
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders too: otherwise every route's prefetch (and the feature code it imports) ships in
      // the first load of every page.
      codeSplittingOptions: { defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']] },
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    react(),
    mantineStableIds(),
    stripRequestSchemas(),
    pureContract(),
    // Holds taps and typing until the app is in (contract/early-input.ts); inline, so it needs no
    // round trip and runs before the page is drawn.
    { name: 'early-input', transformIndexHtml: (html: string) => html.replace('</head>', `<script>${EARLY_INPUT_SCRIPT}</script></head>`) },
    // The app's scripts load once the page is painted (contract/paint-first.ts); after Vite has written their tags.
    { name: 'paint-first', apply: 'build', transformIndexHtml: { order: 'post', handler: paintFirst } },
    // The prerender's own build (scripts/prerender.ts) is for Node: no precache, no service worker.
    ...(isSsrBuild ? [] : [prerender(), tiers.plugin, pwa(), precompress()]),
  ],
  server: {
    // The live tracking socket is the one WebSocket under /api: Vite proxies it only when told to.
    proxy: { '/api/booking/AutoTrack/live': { target: apiTarget, ws: true }, '/api': apiTarget, '/sandbox': apiTarget, '/healthz': apiTarget },
  },
  build: {
    target: 'es2022',
    sourcemap: !!process.env.SOURCEMAP,
    rolldownOptions: {
      output: {
        // The entry keeps the name deploys and their tests know it by (`/assets/app-….js`).
        ...(isSsrBuild ? {} : { entryFileNames: 'assets/app-[hash].js' }),
        // A few files instead of dozens of tiny ones: scripts/chunk-groups.ts says why and which.
        codeSplitting: { groups: CHUNK_GROUPS },
      },
    },
  },
}));

/** The service worker and the web app manifest (vite-plugin-pwa, injectManifest: the worker's source is sw/). */
function pwa() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    manifest: {
      id: '/',
      name: 'Freely: intercity bus travel',
      short_name: 'Freely',
      description: 'Book intercity bus seats, hire a bus, pay bills and keep your tickets offline.',
      lang: 'en-NG',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#0b6b3a',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
      screenshots: MANIFEST_SCREENSHOTS.map(({ src, sizes, form_factor, label }) => ({ src: `/${src}`, sizes, form_factor, label, type: 'image/jpeg' })),
      // A long press on the installed icon: the two things a traveller opens at the terminal.
      shortcuts: [
        { name: 'My tickets', short_name: 'Tickets', url: '/my-tickets', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
        { name: 'Booking status', short_name: 'Status', url: '/bookingStatus', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
      ],
    },
    // The icons and the manifest are in the glob already: listed again they were fetched twice.
    includeManifestIcons: false,
    injectManifest: {
      // The manifest itself is added by the plugin; screenshots are for the install dialog only.
      globPatterns: ['**/*.{js,mjs,css,html,svg,png,webp,woff2,json}'],
      globIgnores: ['screenshots/**'],
      // Tiers (contract/precache-tiers.ts, written by scripts/precache-tiers.ts): the map's code is listed but fetched only for phones that
      // have opened a map, so an update can bring them the new one.
      manifestTransforms: [tiers.transform],
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      // The worker takes paths from call descriptions (matchesCall) and never validates a request:
      // their schemas stay out of it too (fresh instances: the app build has its own).
      buildPlugins: { vite: [stripRequestSchemas(), pureContract()] },
    },
    devOptions: { enabled: false },
  });
}
