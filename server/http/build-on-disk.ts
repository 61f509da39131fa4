import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { inlineStylesheets } from './inline-styles';

/**
 * A build as served: its index.html (the bare shell) and its prerendered pages by file
 * (`pages/Faq.html`), as on disk (the service worker precaches those) and with their stylesheets
 * inlined (a navigation that reaches the server: inline-styles.ts).
 */
export type Build = { index: string; pages: ReadonlyMap<string, string>; pagesInlined: ReadonlyMap<string, string> };

/** Same-origin files an index.html loads at once (Vite writes `src="/assets/…"`, `href="/assets/…"`). */
const ENTRY_ASSETS = /\b(?:src|href)="\/(assets\/[^"?#]+)"/g;

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** The prerendered pages (contract/prerendered-pages.ts) of a build; none for a build without them. */
function readPages(staticDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  try {
    for (const name of readdirSync(join(staticDir, 'pages'))) {
      if (name.endsWith('.html')) pages.set(`pages/${name}`, readFileSync(join(staticDir, 'pages', name), 'utf8'));
    }
  } catch {
    // a build from before prerendering, or one still being written
  }
  return pages;
}

/**
 * The index.html and prerendered pages of the build on disk now, for a server that keeps running while `vite build`
 * replaces its directory (it empties it, then writes new hashed files). Each call stats the file
 * (microseconds) and re-reads it only when its inode, size or mtime changed. A new index.html is
 * adopted only once every asset it loads is on disk; until then, and while it is missing mid-build,
 * the last good one is served, whose chunks the asset archive still holds.
 * `onNewBuild` runs (awaited, one at a time) before a new build is served: it archives its assets.
 *
 * What was read while the folder changed is served but not kept: a build replaced while its
 * assets were being archived (a deploy just after the server started) is archived again, and
 * pages read mid-copy are read again, at the next request. Otherwise a build put back as it was
 * (same index.html) would never be archived whole, and a page open on it would meet 404s for its
 * chunks after the next deploy.
 */
export function buildOnDisk(staticDir: string, onNewBuild: () => Promise<void>) {
  const indexFile = join(staticDir, 'index.html');
  const pagesDir = join(staticDir, 'pages');
  let served: Build | undefined;
  let servedStamp: string | undefined;
  /** The index.html of the last build whose assets were archived while nothing changed on disk. */
  let archived: string | undefined;
  let checking: Promise<Build | undefined> | undefined;

  // The pages folder's own time changes as the prerender writes into it, after index.html.
  const stampOf = (): string | undefined => {
    try {
      const s = statSync(indexFile);
      const pages = existsSync(pagesDir) ? statSync(pagesDir).mtimeMs : 0;
      return `${s.ino}:${s.size}:${s.mtimeMs}:${pages}`;
    } catch {
      return undefined;
    }
  };

  const readCompleteBuild = (): string | undefined => {
    try {
      const html = readFileSync(indexFile, 'utf8');
      for (const [, asset] of html.matchAll(ENTRY_ASSETS)) if (!existsSync(join(staticDir, asset!))) return undefined;
      return html;
    } catch {
      return undefined;
    }
  };

  const check = async (stamp: string): Promise<Build | undefined> => {
    const html = readCompleteBuild();
    if (html === undefined) return served;
    if (html !== archived) {
      try {
        await onNewBuild();
        // Files removed or rewritten under the copy (a deploy under way) may be missing: not done.
        if (stampOf() === stamp) archived = html;
      } catch (error) {
        // Serving the new build matters more than keeping the old one's chunks: say so and go on
        // (a deploy emptying the folder mid-copy ends here too; the next change tries again).
        console.error('Could not archive the build\'s assets', error);
      }
    }
    const pages = readPages(staticDir);
    const assets = new Map<string, string | undefined>();
    const readAsset = (path: string) => {
      if (!assets.has(path)) assets.set(path, readText(join(staticDir, path)));
      return assets.get(path);
    };
    const pagesInlined = new Map([...pages].map(([file, page]) => [file, inlineStylesheets(page, readAsset)]));
    served = { index: html, pages, pagesInlined };
    // Changed while it was read: serve it this once, look again at the next request.
    servedStamp = stampOf() === stamp ? stamp : undefined;
    return served;
  };

  /** The build to serve, or undefined while no build was ever seen. */
  return function currentBuild(): Promise<Build | undefined> {
    const stamp = stampOf();
    if (stamp === undefined || stamp === servedStamp) return Promise.resolve(served);
    checking ??= check(stamp).finally(() => (checking = undefined));
    return checking;
  };
}
