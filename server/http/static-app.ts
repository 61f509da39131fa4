import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Hono, type MiddlewareHandler } from 'hono';
import { serveStatic, type ServeStaticOptions } from '@hono/node-server/serve-static';
import { archiveAssets } from './asset-archive';
import { buildOnDisk } from './build-on-disk';
import { sendFail } from './respond';
import { pageForPath } from '../../contract/prerendered-pages';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Paths that are the shell itself, or its prerendered pages: answered from the build tracker, never straight from disk. */
const SHELL_FILES = new Set(['/', '/index.html']);
const isShellFile = (path: string) => SHELL_FILES.has(path) || path.startsWith('/pages/');

/** A file's path (`/assets/…`, `/missing.png`, `/sw.js`) rather than an app path the router decides (`/Faq`). */
const isFilePath = (path: string) => path.startsWith('/assets/') || /\/[^/]*\.[^/]+$/.test(path);

/**
 * Hashed assets are immutable; the shell, manifest and service worker must be revalidated every
 * time or an old app would linger on phones; what is not there must never be cached, or a cache
 * would keep the answer after the file appears.
 */
function cacheControl(path: string, status: number): string {
  if (status >= 300) return 'no-store';
  return path.startsWith('/assets/') ? IMMUTABLE : 'no-cache';
}

/** serveStatic for a folder that may not exist yet (a build that has not run, an archive not made). */
function filesIn(root: string, options: Omit<ServeStaticOptions, 'root'> = {}): MiddlewareHandler {
  let serve: MiddlewareHandler | undefined;
  return (c, next) => {
    // The build's .br and .gz twins (scripts/precompress.ts), by the request's Accept-Encoding.
    serve ??= existsSync(root) ? serveStatic({ root, precompressed: true, ...options }) : undefined;
    return serve ? serve(c, next) : next();
  };
}

export type StaticAppOptions = {
  /** Where the chunks of earlier builds are kept (`<DATA_DIR>/asset-archive`); none in tests that do not need it. */
  archiveDir?: string;
};

/**
 * The built PWA, as it is on disk now: a rebuild under the running server is picked up at the next
 * request (build-on-disk.ts), and chunks of earlier builds stay reachable from the archive for
 * pages still open on them (asset-archive.ts). Extension-less paths get index.html (the client
 * router decides what they are, its not-found page included); a file that is not there is a 404,
 * never the shell: a cache or a module loader would take that HTML for the file.
 */
export function staticApp(staticDir: string, { archiveDir }: StaticAppOptions = {}) {
  const currentBuild = buildOnDisk(staticDir, async () => {
    if (archiveDir) await archiveAssets(join(staticDir, 'assets'), archiveDir);
  });
  // Archive the build found at start-up without waiting for a first visitor.
  void currentBuild();
  const fromBuild = filesIn(staticDir);

  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', cacheControl(c.req.path, c.res.status));
  });
  app.use('*', (c, next) => (isShellFile(c.req.path) ? next() : fromBuild(c, next)));
  if (archiveDir) app.use('/assets/*', filesIn(archiveDir, { rewriteRequestPath: (path) => path.slice('/assets'.length) }));
  app.get('*', async (c) => {
    const build = await currentBuild();
    const path = c.req.path;
    // The service worker precaches the pages by their own file name.
    const page = path.startsWith('/pages/') ? build?.pages.get(path.slice(1)) : undefined;
    if (page !== undefined) return c.html(page);
    if (isFilePath(path) && !SHELL_FILES.has(path)) return sendFail(c, 404, `There is no file ${path}.`);
    if (build === undefined) return c.text('The app is not built yet: run `npm run build` (npm start does it for you).', 503);
    const file = path === '/index.html' ? undefined : pageForPath(path, build.pages);
    return c.html(file === undefined ? build.index : build.pagesInlined.get(file)!);
  });
  return app;
}
