import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from './data-dir-lock';

const root = join(import.meta.dirname, '..', '..');
const parent = mkdtempSync(join(tmpdir(), 'freely-lock-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

// Each child says 'ready', waits for the instant the parent names and spins until it (so all try
// at once, to the microsecond on the cores there are), tries the lock, reports, and keeps whatever
// it got until its stdin closes: every winner is still alive while the others try, so a second
// 'locked' can only come from a lock that is not exclusive.
const CHILD = `
import { acquireDataDirLock } from ${JSON.stringify(join(root, 'server', 'db', 'data-dir-lock.ts'))};
const dataDir = process.argv[2];
let release = () => {};
process.stdin.once('data', (start) => {
  const at = Number(start.toString());
  while (performance.timeOrigin + performance.now() < at) {}
  try {
    release = acquireDataDirLock(dataDir);
    console.log('locked');
  } catch (error) {
    console.log('refused: ' + (error instanceof Error ? error.message : String(error)));
  }
});
process.stdin.on('end', () => { release(); process.exit(0); });
console.log('ready');
`;
const childScript = join(parent, 'lock-child.mts');
writeFileSync(childScript, CHILD);

/** Starts `count` processes against one data dir at once; resolves to each one's verdict. */
async function race(dataDir: string, count: number): Promise<string[]> {
  const children = Array.from({ length: count }, () =>
    spawn(join(root, 'node_modules', '.bin', 'tsx'), [childScript, dataDir], { stdio: ['pipe', 'pipe', 'inherit'] }),
  );
  const lines = children.map((child) => {
    let out = '';
    const waiters: Array<() => void> = [];
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      waiters.splice(0).forEach((w) => w());
    });
    return (n: number) =>
      new Promise<string[]>((resolve) => {
        const check = () => (out.split('\n').filter(Boolean).length >= n ? resolve(out.split('\n').filter(Boolean)) : waiters.push(check));
        check();
      });
  });
  try {
    await Promise.all(lines.map((l) => l(1)));
    const at = String(Date.now() + 150);
    children.forEach((child) => child.stdin.write(at));
    return (await Promise.all(lines.map((l) => l(2)))).map((out) => out[1] ?? '');
  } finally {
    await Promise.all(children.map((child) => new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(null);
      child.once('exit', resolve);
      child.stdin.end();
    })));
  }
}

const deadPid = () => {
  const child = spawnSync(process.execPath, ['-e', '']);
  return child.pid;
};

describe('acquireDataDirLock', () => {
  it('lets exactly one of 8 processes started at once hold a data dir', async () => {
    const dataDir = mkdtempSync(join(parent, 'race-'));
    const verdicts = await race(dataDir, 8);
    expect(verdicts.filter((v) => v === 'locked')).toHaveLength(1);
    expect(verdicts.filter((v) => v.startsWith('refused: The data directory'))).toHaveLength(7);
    // The winner released on the way out; no lock, guard or temporary file is left behind.
    expect(readdirSync(dataDir)).toEqual([]);
  }, 20_000);

  it('lets exactly one of 8 processes take over the same stale lock', async () => {
    const dataDir = mkdtempSync(join(parent, 'stale-race-'));
    writeFileSync(join(dataDir, 'server.lock'), String(deadPid()));
    const verdicts = await race(dataDir, 8);
    expect(verdicts.filter((v) => v === 'locked')).toHaveLength(1);
    expect(verdicts.filter((v) => v.startsWith('refused: The data directory'))).toHaveLength(7);
    expect(readdirSync(dataDir)).toEqual([]);
  }, 20_000);

  it('takes over a lock whose process is gone, and releases it on close', () => {
    const dataDir = mkdtempSync(join(parent, 'stale-'));
    const file = join(dataDir, 'server.lock');
    writeFileSync(file, String(deadPid()));
    const release = acquireDataDirLock(dataDir);
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(file)).toBe(false);
  });

  it('refuses a lock held by a live process, naming it', () => {
    const dataDir = mkdtempSync(join(parent, 'live-'));
    const file = join(dataDir, 'server.lock');
    writeFileSync(file, String(process.ppid));
    expect(() => acquireDataDirLock(dataDir)).toThrow(`The data directory ${dataDir} is in use by process ${process.ppid}. Stop it or set DATA_DIR`);
    expect(readFileSync(file, 'utf8')).toBe(String(process.ppid));
  });

  it('does not remove a lock another process took over after it', () => {
    const dataDir = mkdtempSync(join(parent, 'released-'));
    const file = join(dataDir, 'server.lock');
    const release = acquireDataDirLock(dataDir);
    writeFileSync(file, String(process.ppid));
    release();
    expect(readFileSync(file, 'utf8')).toBe(String(process.ppid));
  });
});
