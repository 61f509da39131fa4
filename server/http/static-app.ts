import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Hono, type MiddlewareHandler } from 'hono';
import { serveStatic, type ServeStaticOptions } from '@hono/node-server/serve-static';
import { archiveAssets } from './asset-archive';
import { buildOnDisk } from './build-on-disk';
import { sendFail } from './respond';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Paths that are the shell itself: answered from the build tracker, never straight from disk. */
const SHELL_FILES = new Set(['/', '/index.html']);

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
    serve ??= existsSync(root) ? serveStatic({ root, ...options }) : undefined;
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
  const currentIndex = buildOnDisk(staticDir, async () => {
    if (archiveDir) await archiveAssets(join(staticDir, 'assets'), archiveDir);
  });
  // Archive the build found at start-up without waiting for a first visitor.
  void currentIndex();
  const fromBuild = filesIn(staticDir);

  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', cacheControl(c.req.path, c.res.status));
  });
  app.use('*', (c, next) => (SHELL_FILES.has(c.req.path) ? next() : fromBuild(c, next)));
  if (archiveDir) app.use('/assets/*', filesIn(archiveDir, { rewriteRequestPath: (path) => path.slice('/assets'.length) }));
  app.get('*', async (c) => {
    if (isFilePath(c.req.path) && !SHELL_FILES.has(c.req.path)) return sendFail(c, 404, `There is no file ${c.req.path}.`);
    const html = await currentIndex();
    if (html === undefined) return c.text('The app is not built yet: run `npm run build` (npm start does it for you).', 503);
    return c.html(html);
  });
  return app;
}
