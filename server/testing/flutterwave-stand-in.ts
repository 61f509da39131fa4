import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { flutterwaveStandIn } from '../sandbox/payments/flutterwave-api';
import type { Hiccup } from './paystack-stand-in';

/**
 * The sandbox's Flutterwave served on a loopback port, as the real API is reached, with what a real
 * provider does wrong: the next calls can answer 503, stall, or answer 200 with a body that is not
 * Flutterwave's. Its webhooks go to `deliver` (the app's own front door in a test).
 */
export async function servedFlutterwave(options: { secretKey: string; secretHash: string; webhookUrl: string | (() => string); deliver?: typeof fetch }) {
  const standIn = flutterwaveStandIn(options);
  const hiccups: Hiccup[] = [];
  const app = new Hono();
  app.use('*', async (c, next) => {
    const hiccup = c.req.path.startsWith('/checkout/') ? undefined : hiccups.shift();
    if (hiccup === 'stall') return new Promise<Response>(() => undefined);
    if (hiccup === 'garbled') return c.html('<html>Service temporarily unavailable</html>', 200);
    if (hiccup === '503') return c.text('upstream connect error', 503);
    return next();
  });
  app.route('/', standIn.app);
  let server: Server | undefined;
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => resolve(info.port)) as Server;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    transactions: standIn.transactions,
    next: (planned: Hiccup[]) => hiccups.push(...planned),
    /** Presses Pay or Cancel on the hosted checkout; answers where it sends the traveller. */
    async press(checkoutUrl: string, action: 'pay' | 'cancel') {
      const res = await fetch(`${checkoutUrl}/${action}`, { method: 'POST', redirect: 'manual' });
      return res.headers.get('location') ?? '';
    },
    close: () => new Promise<void>((resolve) => (server ? (server.closeAllConnections(), server.close(() => resolve())) : resolve())),
  };
}
