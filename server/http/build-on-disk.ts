import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Same-origin files an index.html loads at once (Vite writes `src="/assets/…"`, `href="/assets/…"`). */
const ENTRY_ASSETS = /\b(?:src|href)="\/(assets\/[^"?#]+)"/g;

/**
 * The index.html of the build on disk now, for a server that keeps running while `vite build`
 * replaces its directory (it empties it, then writes new hashed files). Each call stats the file
 * (microseconds) and re-reads it only when its inode, size or mtime changed. A new index.html is
 * adopted only once every asset it loads is on disk; until then, and while it is missing mid-build,
 * the last good one is served, whose chunks the asset archive still holds.
 * `onNewBuild` runs (awaited, one at a time) before a new build is served: it archives its assets.
 */
export function buildOnDisk(staticDir: string, onNewBuild: () => Promise<void>) {
  const indexFile = join(staticDir, 'index.html');
  let served: string | undefined;
  let servedStamp: string | undefined;
  let checking: Promise<string | undefined> | undefined;

  const stampOf = (): string | undefined => {
    try {
      const s = statSync(indexFile);
      return `${s.ino}:${s.size}:${s.mtimeMs}`;
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

  const check = async (stamp: string): Promise<string | undefined> => {
    const html = readCompleteBuild();
    if (html === undefined) return served;
    if (html !== served) {
      try {
        await onNewBuild();
      } catch (error) {
        // Serving the new build matters more than keeping the old one's chunks: say so and go on.
        console.error('Could not archive the build\'s assets', error);
      }
      served = html;
    }
    servedStamp = stamp;
    return served;
  };

  /** The index.html to serve, or undefined while no build was ever seen. */
  return function currentIndex(): Promise<string | undefined> {
    const stamp = stampOf();
    if (stamp === undefined || stamp === servedStamp) return Promise.resolve(served);
    checking ??= check(stamp).finally(() => (checking = undefined));
    return checking;
  };
}
