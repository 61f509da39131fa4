import { copyFile, mkdir, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * How long a chunk stays reachable after the last build that had it. A page opened on an older
 * build lazy-loads route chunks by their old names; `vite build` deletes those from dist/, so the
 * archive answers for them. A week covers a tab left open over a long week-end; a page older than
 * that reloads itself onto the current build when a chunk is gone (src/app/chunk-recovery.ts).
 */
export const ARCHIVE_KEEP_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Copies a build's assets (hashed names, so a name never changes content) into the archive and
 * prunes what no build has had for ARCHIVE_KEEP_MS. Called once per build the server adopts.
 *
 * Copies, not hard links: an archived file's mtime is "last seen in a build", the clock pruning
 * reads, and touching a hard link would touch dist/'s file too (and links fail across devices).
 * Each copy lands under a temporary name and is renamed, so a crash never leaves half a chunk.
 */
export async function archiveAssets(assetsDir: string, archiveDir: string, now = new Date()): Promise<void> {
  await mkdir(archiveDir, { recursive: true });
  const current = new Set<string>();
  for (const entry of await readdir(assetsDir, { withFileTypes: true }).catch(() => [])) {
    if (!entry.isFile()) continue;
    current.add(entry.name);
    const archived = join(archiveDir, entry.name);
    const present = await stat(archived).then(() => true, () => false);
    if (!present) {
      const partial = `${archived}.${process.pid}.partial`;
      await copyFile(join(assetsDir, entry.name), partial);
      await rename(partial, archived);
    }
    await utimes(archived, now, now);
  }
  for (const name of await readdir(archiveDir)) {
    if (current.has(name)) continue;
    const file = join(archiveDir, name);
    const seen = await stat(file).catch(() => undefined);
    if (seen && now.getTime() - seen.mtimeMs > ARCHIVE_KEEP_MS) await rm(file, { force: true, recursive: true });
  }
}
