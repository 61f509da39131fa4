import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import type { TermiiSettings } from '../providers/messaging/termii';
import { termiiStandIn } from '../sandbox/messaging/termii';
import { servedStandIn, type Hiccup } from './served-stand-in';

/**
 * The sandbox's Termii served on a loopback port, as a real provider is reached, with the failures
 * a real one has (served-stand-in.ts), started on first use. `requests` is every body it was sent.
 */
export function standInServer(database: { db: Db }) {
  const apiKey = `test_${randomBytes(8).toString('hex')}`;
  const requests: Record<string, unknown>[] = [];
  let served: ReturnType<typeof servedStandIn> | undefined;
  let ready: Awaited<ReturnType<typeof servedStandIn>> | undefined;
  const planned: Hiccup[] = [];
  return {
    requests,
    next: (hiccups: Hiccup[]) => (ready ? ready.next(hiccups) : planned.push(...hiccups)),
    async settings(options: { timeoutMs?: number } = {}): Promise<TermiiSettings> {
      ready = await (served ??= servedStandIn(termiiStandIn(database.db, { apiKey, now: () => new Date() }), {
        seen: async (request) => void requests.push((await request.json().catch(() => ({}))) as Record<string, unknown>),
      }));
      ready.next(planned.splice(0));
      return { apiKey, senderId: 'Freely', baseUrl: ready.baseUrl, ...options };
    },
    close: async () => (served ? (await served).close() : undefined),
  };
}
