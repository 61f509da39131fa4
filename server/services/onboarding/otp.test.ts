import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { otps } from '../../db/schema-accounts';
import { accountsTestApp } from '../../../tests/fixtures/accounts-app';
import { latestOtp, newPhone, outbox, PASSWORD, refresh, signIn, signUpByPhone, send } from '../../../tests/fixtures/accounts';
import * as onboardingCalls from '../../../contract/calls/onboarding';

let t: Awaited<ReturnType<typeof accountsTestApp>>;
beforeAll(async () => {
  t = await accountsTestApp();
});
afterAll(() => t.handle.close());

const SECOND = 1000;
const sendCode = (phone: string) => send(t.app, onboardingCalls.sendPhoneCode, { body: { phoneNumber: phone } });
const verify = (phone: string, otpCode: string) => send(t.app, onboardingCalls.verifyCode, { body: { target: phone, otpCode } });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('one-time codes (spec 1 §5, §9)', () => {
  it('are 6 random digits, stored hashed', async () => {
    const phone = newPhone();
    await sendCode(phone);
    const code = await latestOtp(t.app, phone);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await t.db.select().from(otps).where(eq(otps.target, phone));
    expect(row?.codeHash).toMatch(/^scrypt\$/);
    expect(row?.codeHash).not.toContain(code);
  });

  it('expire after 10 minutes', async () => {
    const phone = newPhone();
    await sendCode(phone);
    const code = await latestOtp(t.app, phone);
    t.advance(10 * 60 * SECOND + SECOND);
    const res = await verify(phone, code);
    expect(res.status).toBe(400);
    expect(res.body.shortDescription).toBe('This code has expired. Please request a new code.');
  });

  it('lock after 5 wrong tries, even for the right code, until a new one is sent', async () => {
    const phone = newPhone();
    await sendCode(phone);
    const code = await latestOtp(t.app, phone);
    for (const left of [4, 3, 2, 1]) {
      const res = await verify(phone, wrongCode(code));
      expect(res.status).toBe(400);
      expect(res.body.shortDescription).toBe(`That code is not correct. ${left} ${left === 1 ? 'try' : 'tries'} left.`);
    }
    const fifth = await verify(phone, wrongCode(code));
    expect(fifth.status).toBe(429);
    expect(fifth.body.shortDescription).toBe('Too many wrong codes. Please request a new code.');
    expect((await verify(phone, code)).body.shortDescription).toBe('Too many wrong codes. Please request a new code.');

    t.advance(61 * SECOND);
    await sendCode(phone);
    expect((await verify(phone, await latestOtp(t.app, phone))).body.shortDescription).toBe('Phone Number Verified');
  });

  it('work once', async () => {
    const phone = newPhone();
    await sendCode(phone);
    const code = await latestOtp(t.app, phone);
    expect((await verify(phone, code)).status).toBe(200);
    const again = await verify(phone, code);
    expect(again.status).toBe(400);
    expect(again.body.shortDescription).toBe('This code has already been used. Please request a new code.');
  });

  it('cannot be resent within 60 seconds, and the wait is given in seconds', async () => {
    const phone = newPhone();
    expect((await sendCode(phone)).status).toBe(200);
    t.advance(15 * SECOND);
    const early = await sendCode(phone);
    expect(early.status).toBe(429);
    expect(early.body.shortDescription).toBe('Please wait 45 seconds before requesting a new code.');
    t.advance(45 * SECOND);
    expect((await sendCode(phone)).status).toBe(200);
    // The new code replaces the old one.
    const [newest, older] = await outbox(t.app, phone);
    const oldCode = /\d{6}/.exec(older!.body)![0];
    const newCode = /\d{6}/.exec(newest!.body)![0];
    if (oldCode !== newCode) expect((await verify(phone, oldCode)).status).toBe(400);
    expect((await verify(phone, newCode)).status).toBe(200);
  });

  it('refuse a code that was never requested', async () => {
    const res = await verify(newPhone(), '123456');
    expect(res.body.shortDescription).toBe('No code has been requested for this. Please request a new code.');
  });

  it('a verified phone must create its password within 30 minutes', async () => {
    const phone = newPhone();
    await sendCode(phone);
    await verify(phone, await latestOtp(t.app, phone));
    t.advance(31 * 60 * SECOND);
    expect((await send(t.app, onboardingCalls.registerByPhone, { body: { phoneNumber: phone, password: PASSWORD } })).status).toBe(403);
  });
});

describe('sign-in with a code (/customer/sendotp, /customer/verifyotp)', () => {
  it('sends to an existing account and signs in once', async () => {
    const phone = await signUpByPhone(t.app);
    t.advance(61 * SECOND);
    const sent = await send(t.app, onboardingCalls.sendCustomerCode, { body: { username: phone, isAccountConfirmation: false } });
    expect(sent.body.shortDescription).toBe('OTP Sent Successfully.');
    const code = await latestOtp(t.app, phone);
    const signedIn = await send(t.app, onboardingCalls.verifyCustomerCode, { body: { activationCode: code, username: phone, isAccountConfirmation: 'false' } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data!.phoneNumber).toBe(phone);
    expect(signedIn.body.data!.jwtToken).toBeTruthy();
    expect((await send(t.app, onboardingCalls.verifyCustomerCode, { body: { activationCode: code, username: phone, isAccountConfirmation: false } })).status).toBe(400);
  });

  it('answers the same for an unknown account, and sends nothing', async () => {
    const phone = newPhone();
    const sent = await send(t.app, onboardingCalls.sendCustomerCode, { body: { username: phone } });
    expect(sent.body).toMatchObject({ code: '1', shortDescription: 'OTP Sent Successfully.' });
    expect(await outbox(t.app, phone)).toEqual([]);
  });
});

describe('forgot password (spec 1 §4)', () => {
  it('sends a code to the account, verifies it, resets the password and signs out everywhere', async () => {
    const phone = await signUpByPhone(t.app);
    const before = await signIn(t.app, phone, PASSWORD);
    const asked = await send(t.app, onboardingCalls.requestResetCode, { body: { email: phone } });
    expect(asked.body.shortDescription).toBe('OTP Sent Successfully.');
    const code = await latestOtp(t.app, phone);
    expect((await send(t.app, onboardingCalls.verifyCode, { body: { target: phone, otpCode: code, purpose: 'reset' } })).body.shortDescription).toBe('OTP Verified.');

    const weak = await send(t.app, onboardingCalls.resetPassword, { body: { username: phone, newPassword: 'weakpass', otp: code } });
    expect(weak.body.shortDescription).toBe('Password must contain an uppercase letter.');
    const reset = await send(t.app, onboardingCalls.resetPassword, { body: { username: phone, newPassword: 'Newer#Pass9', otp: code } });
    expect(reset.body).toMatchObject({ code: '1', shortDescription: 'Password Reset Successful' });
    expect((await send(t.app, onboardingCalls.resetPassword, { body: { username: phone, newPassword: 'Other#Pass9', otp: code } })).status).toBe(400);

    expect((await signIn(t.app, phone, PASSWORD)).status).toBe(401);
    expect((await signIn(t.app, phone, 'Newer#Pass9')).status).toBe(200);
    expect((await send(t.app, onboardingCalls.me, { token: before.result!.Data!.jwtToken })).status).toBe(401);
    expect((await refresh(t.app, before.result!.Data!.jwtToken, before.cookies.freely_refresh)).status).toBe(401);
  });

  it('accepts the code directly too, via GET with the e-mail query', async () => {
    const phone = await signUpByPhone(t.app);
    t.advance(61 * SECOND);
    const asked = await t.app.request(`/api/onboarding/api/customers/ForgotPasswordVerificationCode?email=${encodeURIComponent(phone)}`);
    expect(asked.status).toBe(200);
    const reset = await send(t.app, onboardingCalls.resetPassword, { body: { username: phone, newPassword: 'Newer#Pass9', otp: await latestOtp(t.app, phone) } });
    expect(reset.body.shortDescription).toBe('Password Reset Successful');
  });

  it('wrong reset codes count towards the account lock', async () => {
    const phone = await signUpByPhone(t.app);
    t.advance(61 * SECOND);
    await send(t.app, onboardingCalls.requestResetCode, { body: { username: phone } });
    const code = await latestOtp(t.app, phone);
    for (let i = 0; i < 5; i++) await send(t.app, onboardingCalls.resetPassword, { body: { username: phone, newPassword: 'Newer#Pass9', otp: wrongCode(code) } });
    const locked = await send(t.app, onboardingCalls.resetPassword, { body: { username: phone, newPassword: 'Newer#Pass9', otp: code } });
    expect(locked.status).toBe(429);
    const [row] = await t.db.select().from(otps).where(and(eq(otps.target, phone), eq(otps.purpose, 'reset')));
    expect(row?.attempts).toBe(5);
  });
});
