import { expect, it } from 'vitest';
import { onBothDatabases } from '../../../tests/fixtures/both-databases';
import { createApp } from '../../app';
import { DEFAULT_AUTH_SETTINGS } from '../../auth/settings';
import { loadPaymentSettings } from '../../providers/payments/settings';
import { call, createPendingBooking, pressCheckout, PUBLIC_URL } from '../../testing/payment-kit';
import { sitePath } from '../../../contract/call';
import * as paymentCalls from '../../../contract/calls/payment';

/*
 * Payment calls that take a reference (initialise, confirm) answer differently for known and
 * unknown references, so they are throttled per address like the booking look-ups, with the
 * default limit; and a confirmation tells whoever asks nothing of the traveller's contacts.
 */

const from = (address: string) => ({ 'X-Forwarded-For': address });

onBothDatabases((name, database) => {
  const deployed = async () => {
    const handle = database()!;
    return await createApp({
      db: handle.db,
      config: { logRequests: false, staticDir: '/nonexistent', sandbox: true, publicUrl: PUBLIC_URL, payments: loadPaymentSettings({}), auth: { ...DEFAULT_AUTH_SETTINGS, trustProxy: true } },
    });
  };

  it('300 confirmations at once from one address: 30 are looked at, the rest wait', { timeout: 60_000 }, async () => {
    const app = await deployed();
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: 300 }, (_, i) =>
      call(app, 'GET', `/api/payment/Payment/ProcessPaystackPayment/FRE-GUESS${String(i).padStart(6, '2')}/NG`, undefined, from('198.51.100.90')),
    ));
    console.info(`[${name}] 300 reference guesses at once: ${Math.round(performance.now() - started)} ms`);
    expect(answers.filter((a) => a.status === 404)).toHaveLength(30);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(270);
    expect(refused[0]!.body.shortDescription).toMatch(/^Too many payment requests from this connection\. Please wait \d+ seconds and try again\.$/);
    expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address, and the gateway list, are not held up.
    expect((await call(app, 'GET', sitePath(paymentCalls.paystackConfirm, { ref: 'FRE-GUESS000000' }), undefined, from('198.51.100.91'))).status).toBe(404);
    expect((await call(app, 'GET', `${sitePath(paymentCalls.gateways, { id: '1' })}?countryCode=NG`, undefined, from('198.51.100.90'))).status).toBe(200);
  });

  it("a confirmation answers the ticket without the traveller's e-mail or phone", async (ctx) => {
    const handle = database();
    if (!handle) return ctx.skip();
    const app = await deployed();
    const booking = await createPendingBooking(handle.db, { email: 'ada@example.com' });
    const opened = await call<string>(app, 'POST', sitePath(paymentCalls.paystackInitialize), { reference: booking.reference, email: 'ada@example.com', amount: 1 }, from('198.51.100.92'));
    expect(opened.status).toBe(200);
    await pressCheckout(app, opened.body.data, 'pay');
    const confirmed = await call<{ bookingReference: string; email: string; phoneNumber: string }>(app, 'GET', sitePath(paymentCalls.paystackConfirm, { ref: booking.reference }), undefined, from('203.0.113.93'));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ bookingReference: booking.reference, email: '', phoneNumber: '' });
    expect(JSON.stringify(confirmed.body)).not.toContain('ada@example.com');
  });
});
