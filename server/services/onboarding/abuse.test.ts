import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { onBothDatabases } from '../../../tests/fixtures/both-databases';
import { accountsTestApp } from '../../../tests/fixtures/accounts-app';
import { cookieHeader, latestOtp, newPhone, outbox, PASSWORD, signIn, signUpByPhone, send } from '../../../tests/fixtures/accounts';
import { otps } from '../../db/schema-accounts';
import * as onboardingCalls from '../../../contract/calls/onboarding';

/*
 * The attacks of issue 10, replayed against the onboarding service on PGlite and PostgreSQL:
 * bursts of guesses in flight at once, SMS floods, and lockouts used against a victim.
 */

type TestApp = Awaited<ReturnType<typeof accountsTestApp>>;
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const wrongCode = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
const from = (address: string) => ({ 'X-Forwarded-For': address });
const tally = (answers: { status: number; body: { shortDescription: string } }[]) => {
  const counts: Record<string, number> = {};
  for (const a of answers) counts[`${a.status} ${a.body.shortDescription}`] = (counts[`${a.status} ${a.body.shortDescription}`] ?? 0) + 1;
  return counts;
};

onBothDatabases((name, database) => {
  let t: TestApp;
  beforeAll(async () => {
    const handle = database();
    if (handle) t = await accountsTestApp({ handle, auth: { sendsPerAddressPerHour: 30 } });
  });

  it('200 wrong password-reset codes at once: at most 5 are checked, and the right one among them resets nothing', { timeout: 120_000 }, async () => {
    const phone = await signUpByPhone(t.app, newPhone(), PASSWORD);
    t.advance(61 * SECOND);
    await send(t.app, onboardingCalls.requestResetCode, { body: { username: phone } });
    const code = await latestOtp(t.app, phone);
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) =>
      send(t.app, onboardingCalls.resetPassword, { body: { username: phone, newPassword: 'Stolen#Pass1', otp: i === 150 ? code : wrongCode(code, i) }, headers: from('198.51.100.66') }),
    ));
    console.info(`[${name}] 200 reset codes at once: ${Math.round(performance.now() - started)} ms`, tally(answers));
    expect(answers.every((a) => a.status === 400 || a.status === 429)).toBe(true);
    // A code is compared only after its try is counted: at most 5 answers can say it was wrong.
    expect(answers.filter((a) => /not correct/.test(a.body.shortDescription)).length).toBeLessThanOrEqual(5);
    const [row] = await t.db.select().from(otps).where(and(eq(otps.target, phone), eq(otps.purpose, 'reset')));
    expect(row?.attempts).toBeLessThanOrEqual(5);
    expect(row?.consumedAt).toBeNull();
    expect((await signIn(t.app, phone, 'Stolen#Pass1', { headers: from('198.51.100.67') })).status).toBe(401);
    expect((await signIn(t.app, phone, PASSWORD, { headers: from('198.51.100.68') })).status).toBe(200);
  });

  it('the same burst spread over 200 addresses still checks at most 5 (the code itself counts its tries)', { timeout: 120_000 }, async () => {
    const phone = newPhone();
    await send(t.app, onboardingCalls.sendPhoneCode, { body: { phoneNumber: phone }, headers: from('203.0.113.1') });
    const code = await latestOtp(t.app, phone);
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) =>
      send(t.app, onboardingCalls.verifyCode, { body: { target: phone, otpCode: i === 150 ? code : wrongCode(code, i) }, headers: from(`10.${i >> 8}.${i & 255}.9`) }),
    ));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(0);
    expect(answers.filter((a) => /not correct/.test(a.body.shortDescription)).length).toBeLessThanOrEqual(5);
    const [row] = await t.db.select().from(otps).where(eq(otps.target, phone));
    expect(row?.attempts).toBe(5);
    expect(row?.verifiedAt).toBeNull();
  });

  it('200 wrong passwords in a burst from one address: at most 5 are checked, then that address waits', { timeout: 120_000 }, async () => {
    const phone = await signUpByPhone(t.app, newPhone(), PASSWORD);
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) =>
      signIn(t.app, phone, i === 150 ? PASSWORD : `Wrong#Pass${i}`, { headers: from('198.51.100.77') }),
    ));
    console.info(`[${name}] 200 sign-ins at once`, tally(answers.map((a) => ({ status: a.status, body: a.envelope }))));
    expect(answers.filter((a) => a.status === 401).length + answers.filter((a) => a.status === 200).length).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(195);
    for (const a of answers.filter((x) => x.status === 429)) {
      expect(a.envelope.shortDescription).toMatch(/^Too many sign-in attempts\. Please wait \d+ minutes? and try again\.$/);
    }
  });

  it("an attacker elsewhere cannot lock the owner out; the attacker's own waits grow", async () => {
    const phone = await signUpByPhone(t.app, newPhone(), PASSWORD);
    const attacker = from('192.0.2.50');
    for (let i = 0; i < 5; i++) expect((await signIn(t.app, phone, 'Wrong#Pass1', { headers: attacker })).status).toBe(401);
    const blocked = await signIn(t.app, phone, PASSWORD, { headers: attacker });
    expect(blocked.status).toBe(429);
    expect(blocked.retryAfter).toBe('60');
    expect(blocked.envelope.shortDescription).toBe('Too many sign-in attempts. Please wait 1 minute and try again.');
    // The owner, on their own phone and network, is not affected.
    expect((await signIn(t.app, phone, PASSWORD, { headers: from('192.0.2.99') })).status).toBe(200);
    // After the minute, the attacker gets one try, and then two minutes.
    t.advance(MINUTE);
    expect((await signIn(t.app, phone, 'Wrong#Pass2', { headers: attacker })).status).toBe(401);
    expect((await signIn(t.app, phone, 'Wrong#Pass3', { headers: attacker })).envelope.shortDescription).toBe('Too many sign-in attempts. Please wait 2 minutes and try again.');
  });

  it('an address guessing at many accounts is slowed, but an owner whose phone the account knows still signs in from it', async () => {
    const shared = from('100.64.0.1'); // a carrier address many phones share
    const phone = await signUpByPhone(t.app, newPhone(), PASSWORD);
    const known = await signIn(t.app, phone, PASSWORD, { headers: shared });
    expect(known.status).toBe(200);
    expect(known.cookies.freely_device).toBeTruthy();
    for (let i = 0; i < 50; i++) expect((await signIn(t.app, `stuffed${i}@example.com`, 'Wrong#Pass1', { headers: shared })).status).toBe(401);
    expect((await signIn(t.app, 'stuffed99@example.com', 'Wrong#Pass1', { headers: shared })).status).toBe(429);
    const deviceCookie = { Cookie: cookieHeader({ freely_device: known.cookies.freely_device }) };
    expect((await signIn(t.app, phone, PASSWORD, { headers: { ...shared, ...deviceCookie } })).status).toBe(200);
    // A forged device cookie is no key.
    const forged = { Cookie: cookieHeader({ freely_device: known.cookies.freely_device!.replace(/.$/, (ch) => (ch === 'A' ? 'B' : 'A')) }) };
    expect((await signIn(t.app, phone, PASSWORD, { headers: { ...shared, ...forged } })).status).toBe(429);
  });

  it('one account guessed at from 300 addresses at once: at most 100 are checked; its known phone still gets in', { timeout: 120_000 }, async () => {
    const phone = await signUpByPhone(t.app, newPhone(), PASSWORD);
    const known = await signIn(t.app, phone, PASSWORD, { headers: from('192.0.2.200') });
    const answers = await Promise.all(Array.from({ length: 300 }, (_, i) => signIn(t.app, phone, `Wrong#Pass${i}`, { headers: from(`10.77.${i >> 8}.${i & 255}`) })));
    expect(answers.filter((a) => a.status === 401).length).toBeLessThanOrEqual(100);
    expect(answers.every((a) => a.status === 401 || a.status === 429)).toBe(true);
    const device = { Cookie: cookieHeader({ freely_device: known.cookies.freely_device }) };
    expect((await signIn(t.app, phone, PASSWORD, { headers: { ...from('192.0.2.200'), ...device } })).status).toBe(200);
  });

  it('one address guessing at 200 accounts at once: at most 50 are checked', { timeout: 120_000 }, async () => {
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => signIn(t.app, `sprayed${i}.${name.toLowerCase()}@example.com`, 'Wrong#Pass1', { headers: from('100.64.9.9') })));
    expect(answers.filter((a) => a.status === 401).length).toBeLessThanOrEqual(50);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(150);
  });

  it('100 wrong current passwords at once on Change password: at most 5 are checked', { timeout: 60_000 }, async () => {
    const phone = await signUpByPhone(t.app, newPhone(), PASSWORD);
    const token = (await signIn(t.app, phone, PASSWORD, { headers: from('192.0.2.201') })).result!.Data!.jwtToken;
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) =>
      send(t.app, onboardingCalls.changePassword, { body: { oldPassword: `Wrong#Pass${i}`, password: 'Newer#Pass9', confirmPassword: 'Newer#Pass9' }, token: token })));
    expect(answers.filter((a) => a.body.shortDescription === 'Your current password is not correct.').length).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(95);
  });

  it('one number gets at most 5 codes an hour even from bursts for every purpose, minute after minute', { timeout: 60_000 }, async () => {
    const phone = await signUpByPhone(t.app, newPhone(), PASSWORD);
    t.advance(61 * SECOND);
    const before = (await outbox(t.app, phone)).length;
    for (let round = 0; round < 4; round++) {
      await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 === 0
        ? send(t.app, onboardingCalls.sendCustomerCode, { body: { username: phone }, headers: from(`172.18.${round}.${i}`) })
        : send(t.app, onboardingCalls.requestResetCode, { body: { username: phone }, headers: from(`172.18.${round}.${i}`) }))));
      t.advance(61 * SECOND);
    }
    // One sign-up code before; then two purposes a minute until the hour's five are spent.
    expect((await outbox(t.app, phone)).length - before).toBe(4);
  });

  it('20 sends at once to one number send one SMS; the rest are told to wait', { timeout: 60_000 }, async () => {
    const phone = newPhone();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => send(t.app, onboardingCalls.sendPhoneCode, { body: { phoneNumber: phone }, headers: from(`172.16.0.${i + 1}`) })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(429);
      expect(a.body.shortDescription).toMatch(/^Please wait (59|60) seconds before requesting a new code\.$/);
    }
    expect(await outbox(t.app, phone)).toHaveLength(1);
  });

  it('one number gets at most 5 codes an hour, whoever asks', async () => {
    const phone = newPhone();
    for (let i = 0; i < 5; i++) {
      expect((await send(t.app, onboardingCalls.sendPhoneCode, { body: { phoneNumber: phone }, headers: from(`172.17.0.${i + 1}`) })).status).toBe(200);
      t.advance(61 * SECOND);
    }
    const sixth = await send(t.app, onboardingCalls.sendPhoneCode, { body: { phoneNumber: phone }, headers: from('172.17.0.9') });
    expect(sixth.status).toBe(429);
    expect(sixth.body.shortDescription).toMatch(/^Too many codes were sent to this number or address\. Please try again in \d+ minutes\.$/);
    expect(await outbox(t.app, phone)).toHaveLength(5);
  });

  it('one address can have 30 codes an hour sent, to 100 numbers asked at once', { timeout: 60_000 }, async () => {
    const phones = Array.from({ length: 100 }, () => newPhone());
    const answers = await Promise.all(phones.map((phone) => send(t.app, onboardingCalls.sendPhoneCode, { body: { phoneNumber: phone }, headers: from('203.0.113.200') })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(30);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.body.shortDescription).toBe('Too many codes were requested from this connection. Please try again in 60 minutes.');
    }
    const sent = (await Promise.all(phones.map((p) => outbox(t.app, p)))).flat();
    expect(sent).toHaveLength(30);
  });

  it('a code to an unknown account costs the same allowance as a real one (nothing to probe)', async () => {
    const phone = newPhone();
    const first = await send(t.app, onboardingCalls.sendCustomerCode, { body: { username: phone }, headers: from('203.0.113.7') });
    expect(first.status).toBe(200);
    const again = await send(t.app, onboardingCalls.sendCustomerCode, { body: { username: phone }, headers: from('203.0.113.7') });
    expect(again.status).toBe(429);
    expect(await outbox(t.app, phone)).toEqual([]);
  });
});

onBothDatabases((name, database) => {
  it('the server sends at most MESSAGES_PER_HOUR, whatever the addresses', { timeout: 60_000 }, async (ctx) => {
    const handle = database();
    if (!handle) return ctx.skip();
    const t = await accountsTestApp({ handle, auth: { messagesPerHour: 40 } });
    const phones = Array.from({ length: 100 }, () => newPhone());
    const answers = await Promise.all(phones.map((phone, i) => send(t.app, onboardingCalls.sendPhoneCode, { body: { phoneNumber: phone }, headers: from(`10.9.${i}.1`) })));
    console.info(`[${name}] 100 sends from 100 addresses with a cap of 40`, tally(answers));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(40);
    expect(answers.filter((a) => a.status === 429).every((a) => a.body.shortDescription.startsWith('We are sending too many codes right now.'))).toBe(true);
  });
});
