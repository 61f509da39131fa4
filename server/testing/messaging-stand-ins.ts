import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { Db } from '../db/client';
import type { TermiiSettings } from '../providers/messaging/termii';
import { termiiStandIn } from '../sandbox/messaging/termii';

type Failure = '503' | '500' | '429' | 'stall' | 'garbled';

/**
 * The sandbox's Termii served on a loopback port, as a real provider is reached, with the failures
 * a real one has: the next requests can answer 5xx or 429, stall, or answer 200 with a body that is
 * not Termii's. `requests` is every body it was sent.
 */
export function standInServer(database: { db: Db }) {
  const apiKey = `test_${randomBytes(8).toString('hex')}`;
  const requests: Record<string, unknown>[] = [];
  const failures: Failure[] = [];
  let server: Server | undefined;
  let port: Promise<number> | undefined;
  const start = () =>
    new Promise<number>((resolve) => {
      const app = new Hono();
      app.use('*', async (c, next) => {
        requests.push((await c.req.raw.clone().json().catch(() => ({}))) as Record<string, unknown>);
        const failure = failures.shift();
        if (failure === 'stall') return new Promise<Response>(() => undefined);
        if (failure === 'garbled') return c.text('<html>OK</html>', 200);
        if (failure) return c.json({ message: 'busy' }, Number(failure) as 503 | 500 | 429);
        return next();
      });
      app.route('/', termiiStandIn(database.db, { apiKey, now: () => new Date() }));
      server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => resolve(info.port)) as Server;
    });
  return {
    requests,
    next: (planned: Failure[]) => failures.push(...planned),
    async settings(options: { timeoutMs?: number } = {}): Promise<TermiiSettings> {
      return { apiKey, senderId: 'Freely', baseUrl: `http://127.0.0.1:${await (port ??= start())}`, ...options };
    },
    close: () => new Promise<void>((resolve) => (server ? (server.closeAllConnections(), server.close(() => resolve())) : resolve())),
  };
}
