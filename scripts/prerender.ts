import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';

const ROOT = resolve(import.meta.dirname, '..');
const ENTRY = 'src/prerender/render-page.tsx';

/**
 * `vite build` prerenders every route into `<outDir>/pages/` (issue 14): once the app is written,
 * and before vite-plugin-pwa lists the precache, it builds the app again for Node (React's
 * renderToString through TanStack Router, src/prerender/render-page.tsx) and renders each path
 * into a copy of the built index.html (scripts/prerender-pages.ts, in a process of its own: the
 * app's clocks and deadlines must not hold the build open).
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'freely:prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      order: 'pre',
      async handler(error) {
        // The service worker's own build closes here too: only the app's has an index.html.
        if (error || config.build.lib || !config.build.rollupOptions) return;
        const outDir = resolve(config.root, config.build.outDir);
        const ssrDir = join(ROOT, 'node_modules', '.prerender', String(process.pid));
        try {
          await build({
            root: config.root,
            mode: config.mode,
            logLevel: 'warn',
            build: { ssr: ENTRY, outDir: ssrDir, emptyOutDir: true, copyPublicDir: false, minify: false },
          });
          const run = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'prerender-pages.ts'), join(ssrDir, 'render-page.js'), outDir], { stdio: 'inherit' });
          if (run.status !== 0) throw new Error(`prerendering failed (exit ${run.status})`);
        } finally {
          rmSync(ssrDir, { recursive: true, force: true });
        }
      },
    },
  };
}
