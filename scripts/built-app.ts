// The built app (dist/) on a throw-away data dir and a free port, for scripts that drive it in
// Chromium: `npm run bench`, scripts/make-screenshots.ts.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A port nobody listens on, so a stale server can never answer for ours. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Up to 90 s: a first start seeds a new database (slow on a busy 2-core machine). */
async function waitForHealth(url: string) {
  for (let i = 0; i < 900; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

/** Waits (up to 10 s) until no process of the group is left, so its data dir can be deleted. */
async function groupGone(pid: number) {
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(-pid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Runs `run` with the origin of the built app, then stops the server and deletes its data. `env`
 * adds to the server's environment (DATABASE_URL: PostgreSQL instead of PGlite).
 */
export async function withBuiltApp<T>(run: (origin: string) => Promise<T>, env: Record<string, string> = {}): Promise<T> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'freely-script-'));
  // Its own process group: npx starts the server as a child, and the whole group must stop with it.
  const server = spawn('npx', ['tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
    stdio: 'ignore',
    detached: true,
  });
  try {
    const origin = `http://127.0.0.1:${port}`;
    await waitForHealth(`${origin}/healthz`);
    return await run(origin);
  } finally {
    process.kill(-server.pid!, 'SIGTERM');
    await groupGone(server.pid!);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
