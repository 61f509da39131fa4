import type { Context } from 'hono';

/**
 * The caller's address for rate limits. X-Forwarded-For is honoured only with TRUST_PROXY=1,
 * since anyone can send it; otherwise the socket's address (@hono/node-server puts the Node
 * request on c.env.incoming). Requests made in-process (tests) have neither: 'local'.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'local';
}
