import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { OTP_MAX_TRIES } from '../../../contract/onboarding';
import { outbox } from '../../../tests/fixtures/accounts';
import { onBothDatabases } from '../../../tests/fixtures/both-databases';
import { otps } from '../../db/schema-accounts';
import { HELP_PURPOSE } from './codes';
import { bookingOf, checkOf, codeSentTo, freshContact, helpTestApp, requestCode, verify, type HelpTestApp } from '../../testing/payment-help-kit';

/*
 * /payment-help's code under bursts, on PGlite and on PostgreSQL (a pool of ten, so the requests
 * truly overlap): every guess is counted before it is compared, a code is spent once, and a burst
 * of requests sends one code.
 */

const burst = <T>(n: number, request: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => request(i)));
const wrong = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

onBothDatabases((name, database) => {
  let t: HelpTestApp;
  beforeAll(async () => {
    const handle = database();
    if (handle) t = await helpTestApp(handle.db);
  });

  /** A contact with a payment, and the code just sent to it. */
  async function contactWithCode() {
    const me = freshContact();
    const booking = await bookingOf(t.db, me);
    await checkOf(t.db, { kind: 'booking', reference: booking.reference, provider: 'paystack', amountKobo: booking.totalKobo, email: me.email, phone: me.phone });
    expect((await requestCode(t, me.phone)).status).toBe(200);
    return { contact: me.phone, code: (await codeSentTo(t, me.phone))! };
  }

  it(`100 wrong codes at once, each from its own address: at most ${OTP_MAX_TRIES} are compared, then the right one is refused too`, { timeout: 120_000 }, async () => {
    const { contact, code } = await contactWithCode();
    const answers = await burst(100, (i) => verify(t, contact, wrong(code, i), `10.40.${i >> 8}.${i & 255}`));
    const wrongSaid = answers.filter((a) => a.status === 400);
    console.info(`[${name}] 100 wrong codes at once: ${wrongSaid.length} told wrong, ${answers.filter((a) => a.status === 429).length} refused`);
    expect(answers.every((a) => a.status === 400 || a.status === 429)).toBe(true);
    // The code's tries are counted before the comparison: the fifth is told the code is locked, the rest are refused uncompared.
    expect(wrongSaid).toHaveLength(OTP_MAX_TRIES - 1);
    const [row] = await t.db.select().from(otps).where(and(eq(otps.target, contact), eq(otps.purpose, HELP_PURPOSE)));
    expect(row?.attempts).toBe(OTP_MAX_TRIES);
    expect((await verify(t, contact, code, '10.41.0.1')).status).toBe(429);
  });

  it('100 right codes at once give one token', { timeout: 120_000 }, async () => {
    const { contact, code } = await contactWithCode();
    const answers = await burst(100, (i) => verify(t, contact, code, `10.42.${i >> 8}.${i & 255}`));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.every((a) => a.status === 200 || a.status === 400 || a.status === 429)).toBe(true);
  });

  it('50 code requests for one contact at once send one code', { timeout: 120_000 }, async () => {
    const me = freshContact();
    const booking = await bookingOf(t.db, me);
    await checkOf(t.db, { kind: 'booking', reference: booking.reference, provider: 'paystack', amountKobo: booking.totalKobo, email: me.email, phone: me.phone });
    const answers = await burst(50, (i) => requestCode(t, me.email, `10.43.0.${i}`));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(49);
    expect(await outbox(t.app, me.email)).toHaveLength(1);
  });
});
