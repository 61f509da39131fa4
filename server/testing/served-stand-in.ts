import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

/** What a real provider does wrong to the next call: a 5xx, a 429, no answer at all, or a 200 that is not its answer. */
export type Hiccup = '500' | '503' | '429' | 'stall' | 'garbled';

/**
 * A provider's stand-in served on a loopback port, as the real API is reached, with the next calls'
 * hiccups planned by the test (`next`); `seen` hears every request first, hiccupped or not. The hosted checkout's pages (under /checkout/) are the
 * traveller's, never hiccupped.
 */
export async function servedStandIn(standIn: Hono, options: { seen?: (request: Request) => Promise<void> } = {}) {
  const hiccups: Hiccup[] = [];
  const app = new Hono();
  app.use('*', async (c, next) => {
    await options.seen?.(c.req.raw.clone());
    const hiccup = c.req.path.includes('/checkout/') ? undefined : hiccups.shift();
    if (hiccup === 'stall') return new Promise<Response>(() => undefined);
    if (hiccup === 'garbled') return c.html('<html>Service temporarily unavailable</html>', 200);
    if (hiccup) return c.text('upstream connect error', Number(hiccup) as 500 | 503 | 429);
    return next();
  });
  app.route('/', standIn);
  let server: Server | undefined;
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => resolve(info.port)) as Server;
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    next: (planned: Hiccup[]) => hiccups.push(...planned),
    /** Presses Pay or Cancel on a hosted checkout (with a tester's `form`, for the sandbox's); answers where it sends the traveller. */
    async press(checkoutUrl: string, action: 'pay' | 'cancel', form: Record<string, string> = {}) {
      const page = new URL(checkoutUrl);
      const res = await fetch(`${page.origin}${page.pathname}/${action}`, { method: 'POST', redirect: 'manual', body: new URLSearchParams(form) });
      return res.headers.get('location') ?? '';
    },
    close: () => new Promise<void>((resolve) => (server ? (server.closeAllConnections(), server.close(() => resolve())) : resolve())),
  };
}
