import type { Context } from 'hono';
import type { Db } from '../db/client';
import { authContext } from './context';

/**
 * The caller's address for rate limits. X-Forwarded-For is honoured only with TRUST_PROXY=1
 * (this database's auth settings), since anyone can send it; otherwise the socket's address
 * (@hono/node-server puts the Node request on c.env.incoming). Requests made in-process (tests)
 * have neither: 'local'.
 */
export function clientAddress(c: Context, db: Db): string {
  if (authContext(db).settings.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'local';
}
