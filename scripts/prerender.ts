import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';

const ROOT = resolve(import.meta.dirname, '..');
const ENTRY = 'src/prerender/render-page.tsx';
/** A route's code-split component: `src/routes/Faq.tsx?tsr-split=component` is route `/Faq`. */
const ROUTE_COMPONENT = /\/src\/routes\/(.+)\.tsx\?tsr-split=component/;

/** What each route's page must load at once: its stylesheets (or it would paint unstyled) and scripts (preloaded). */
export type RouteAssets = Record<string, { css: string[]; js: string[] }>;

/** For each route file (`index`, `Faq`, `$`), its component's chunk and what that imports statically, with their CSS. */
export function routeAssets(bundle: Rollup.OutputBundle): RouteAssets {
  const chunks = new Map(Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item] as const] : [])));
  const assets: RouteAssets = {};
  for (const chunk of chunks.values()) {
    // A chunk may hold several routes (the offline-first group of vite.config.ts).
    const routes = chunk.moduleIds.flatMap((id) => ROUTE_COMPONENT.exec(id)?.[1] ?? []);
    if (routes.length === 0 || chunk.isEntry) continue;
    const css = new Set<string>();
    const js = new Set<string>();
    const visit = (name: string) => {
      const next = chunks.get(name);
      if (!next || next.isEntry || js.has(name)) return;
      js.add(name);
      next.viteMetadata?.importedCss.forEach((file) => css.add(file));
      next.imports.forEach(visit);
    };
    visit(chunk.fileName);
    for (const route of routes) assets[route] = { css: [...css], js: [...js] };
  }
  return assets;
}

/**
 * `vite build` prerenders every route into `<outDir>/pages/` (issue 14): once the app is written,
 * and before vite-plugin-pwa lists the precache, it builds the app again for Node (React's
 * renderToString through TanStack Router, src/prerender/render-page.tsx) and renders each path
 * into a copy of the built index.html (scripts/prerender-pages.ts, in a process of its own: the
 * app's clocks and deadlines must not hold the build open).
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  let assets: RouteAssets | undefined;
  return {
    name: 'freely:prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      // After Vite has dropped the chunks that held only CSS: a preload of one would be a 404.
      order: 'post',
      handler(_options, bundle) {
        // The service worker's build comes through here too: only the app's bundle has routes.
        const found = routeAssets(bundle);
        if (Object.keys(found).length > 0) assets = found;
      },
    },
    closeBundle: {
      sequential: true,
      order: 'pre',
      async handler(error) {
        // The service worker's own build closes here too: only the app's had routes.
        if (error || !assets) return;
        const outDir = resolve(config.root, config.build.outDir);
        const ssrDir = join(ROOT, 'node_modules', '.prerender', String(process.pid));
        mkdirSync(ssrDir, { recursive: true });
        try {
          await build({
            root: config.root,
            mode: config.mode,
            logLevel: 'warn',
            build: { ssr: ENTRY, outDir: ssrDir, emptyOutDir: true, copyPublicDir: false, minify: false },
          });
          writeFileSync(join(ssrDir, 'route-assets.json'), JSON.stringify(assets));
          const run = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'prerender-pages.ts'), join(ssrDir, 'render-page.js'), outDir, join(ssrDir, 'route-assets.json')], { stdio: 'inherit' });
          if (run.status !== 0) throw new Error(`prerendering failed (exit ${run.status})`);
        } finally {
          rmSync(ssrDir, { recursive: true, force: true });
        }
      },
    },
  };
}
