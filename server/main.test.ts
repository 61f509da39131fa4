import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const parent = mkdtempSync(join(tmpdir(), 'freely-main-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

async function waitFor(url: string) {
  for (let i = 0; i < 300; i++) {
    try {
      const res = await fetch(url);
      if (res.ok) return res;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} never answered`);
}

describe('server start-up and shutdown', () => {
  it('creates, migrates and seeds a new data dir, serves, and stops cleanly on SIGTERM', async () => {
    const dataDir = join(parent, 'nested', 'data');
    const port = 4500 + Math.floor(Math.random() * 400);
    const child = spawn(join(root, 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'silent', STATIC_DIR: join(parent, 'no-build') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

    await waitFor(`http://127.0.0.1:${port}/healthz`);
    const res = await fetch(`http://127.0.0.1:${port}/api/settings/Terminal/DepartureTerminalsByCountryCode/NG`);
    expect(((await res.json()) as { data: unknown[] }).data.length).toBeGreaterThan(25);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(true);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toMatch(/Database ready \(pglite/);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
  }, 60_000);
});
