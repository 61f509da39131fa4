import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite happily lets two processes open one data dir and corrupt it (TOOLCHAIN.md), so the
 * server takes a pid lock file and refuses to start while another live process holds it.
 *
 * Taking it is one atomic step: the pid is written to a file of our own, which is then hard-linked
 * to `server.lock`. link() fails with EEXIST when the lock exists, so of many processes starting
 * at once exactly one wins, and the lock file is never seen empty (it appears with its pid in it).
 *
 * A lock left by a process that died is taken over. Two processes may find the same dead pid at
 * once, so the takeover (re-read, remove, link) runs under a second exclusive file,
 * `server.lock.takeover`: whoever holds it re-reads the lock first, so a later one sees the new
 * live owner and is refused. A process that dies inside those few system calls leaves that guard
 * behind; it is cleared once its pid is dead too. The window that remains: two processes clearing
 * the same abandoned guard in the same instant could both take over, which needs a crash in the
 * middle of a takeover followed by two simultaneous starts. A pid reused by an unrelated live
 * process makes an abandoned lock look held: the message names the pid and the file to delete.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const file = join(dataDir, 'server.lock');
  const mine = String(process.pid);
  if (!tryLink(file, mine)) {
    const holder = readPid(file);
    if (holder !== undefined && holder !== process.pid && isAlive(holder)) throw inUse(dataDir, file, holder);
    takeOver(dataDir, file, mine);
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    // Only our own lock: never remove one a later process took over.
    if (readPid(file) === process.pid) unlinkQuietly(file);
  };
}

/** Replaces a lock whose holder is gone, one process at a time. */
function takeOver(dataDir: string, file: string, mine: string) {
  const guard = `${file}.takeover`;
  if (!tryLink(guard, mine)) {
    const guardPid = readPid(guard);
    if (guardPid !== undefined && guardPid !== process.pid && isAlive(guardPid)) {
      // Another process is replacing the same stale lock right now; it will hold it.
      throw inUse(dataDir, file, guardPid);
    }
    unlinkQuietly(guard);
    if (!tryLink(guard, mine)) throw inUse(dataDir, file, readPid(guard) ?? 0);
  }
  try {
    // Re-read under the guard: someone may have taken over between our first look and now.
    const holder = readPid(file);
    if (holder !== undefined && holder !== process.pid && isAlive(holder)) throw inUse(dataDir, file, holder);
    unlinkQuietly(file);
    // A process on the plain path can still win here; then it holds the lock and we are refused.
    if (!tryLink(file, mine)) throw inUse(dataDir, file, readPid(file) ?? 0);
  } finally {
    unlinkQuietly(guard);
  }
}

/** Writes `content` to a private file, then links it to `target`; false when `target` exists. */
function tryLink(target: string, content: string): boolean {
  const temp = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temp, content, { flag: 'wx' });
  try {
    linkSync(temp, target);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkQuietly(temp);
  }
}

/** The pid in a lock file; undefined when it is missing or unreadable (then it guards nothing). */
function readPid(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function unlinkQuietly(file: string) {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

const inUse = (dataDir: string, file: string, pid: number) =>
  new Error(`The data directory ${dataDir} is in use by process ${pid}. Stop it or set DATA_DIR (if no such process runs, delete ${file}).`);

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
