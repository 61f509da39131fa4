import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../../contract/onboarding';
import { accountsTestApp } from '../../../tests/fixtures/accounts-app';
import { call, latestOtp, newPhone, outbox, PASSWORD, signIn, signUpByPhone, send } from '../../../tests/fixtures/accounts';
import * as onboardingCalls from '../../../contract/calls/onboarding';

let t: Awaited<ReturnType<typeof accountsTestApp>>;
beforeAll(async () => {
  t = await accountsTestApp();
});
afterAll(() => t.handle.close());

describe('phone sign-up (spec 1 §4)', () => {
  it('sends a code, verifies it, creates the password, then signs in with the cipher', async () => {
    const phone = newPhone();
    const sent = await send(t.app, onboardingCalls.sendPhoneCode, { body: { phoneNumber: phone.replace('+234', '+234 ') } });
    expect(sent.status).toBe(200);
    expect(sent.body.shortDescription).toBe('OTP Sent Successfully.');
    expect(Date.parse(sent.body.data!.dateTime)).not.toBeNaN();

    const messages = await outbox(t.app, phone);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ channel: 'sms', to: phone });
    expect(messages[0]?.body).toMatch(/\b\d{6}\b/);

    const verified = await send(t.app, onboardingCalls.verifyCode, { body: { target: phone, otpCode: await latestOtp(t.app, phone) } });
    expect(verified.body).toMatchObject({ code: '1', shortDescription: 'Phone Number Verified' });

    const registered = await send(t.app, onboardingCalls.registerByPhone, { body: { phoneNumber: phone, password: PASSWORD, clientId: 'freely-web', countryId: 1 } });
    expect(registered.status).toBe(200);
    expect(registered.body).toMatchObject({ code: '1', shortDescription: 'Registration successfull, Please login to continue.' });

    const { status, envelope, result } = await signIn(t.app, phone, PASSWORD);
    expect(status).toBe(200);
    expect(envelope.code).toBe('1');
    // The envelope's data is ciphertext: no token is readable without the request's key.
    // A JWT is two base64url JSON parts ('eyJ…') and a dot between; random ciphertext contains 'eyJ' alone now and then (about 1 run in 300).
    expect(JSON.stringify(envelope)).not.toMatch(/eyJ[\w-]*\.eyJ/);
    expect(result?.Code).toBe('1');
    expect(result?.ShortDescription).toBe('Please kindly complete your registration process.');
    const user = result?.Data as LoginResponse;
    expect(Object.keys(user).sort()).toEqual(
      [
        'title', 'email', 'firstName', 'lastName', 'gender', 'customerPhoto', 'accountIsConfirmed', 'jwtToken', 'refreshToken', 'nextOfKinName',
        'nextOfKinPhone', 'phoneNumber', 'customerStage', 'customersId', 'referralCode', 'hasPin',
      ].sort(),
    );
    expect(user).toMatchObject({ phoneNumber: phone, customerStage: 0, accountIsConfirmed: false, hasPin: false, email: '', customerPhoto: '', gender: null });
    expect(user.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(user.jwtToken.split('.')).toHaveLength(3);

    // The 11-digit form signs in too.
    expect((await signIn(t.app, `0${phone.slice(4)}`, PASSWORD)).result?.Code).toBe('1');
  });

  it('refuses to create a password before the phone is verified', async () => {
    const phone = newPhone();
    await send(t.app, onboardingCalls.sendPhoneCode, { body: { phoneNumber: phone } });
    const res = await send(t.app, onboardingCalls.registerByPhone, { body: { phoneNumber: phone, password: PASSWORD, countryId: 1 } });
    expect(res.status).toBe(403);
    expect(res.body.shortDescription).toMatch(/verify your phone number/);
  });

  it('a verified phone registers once; the number is then taken', async () => {
    const phone = await signUpByPhone(t.app);
    const again = await send(t.app, onboardingCalls.sendPhoneCode, { body: { phoneNumber: phone } });
    expect(again.status).toBe(409);
    expect(again.body.shortDescription).toBe('This phone number is already registered. Please sign in.');
    const register = await send(t.app, onboardingCalls.registerByPhone, { body: { phoneNumber: phone, password: PASSWORD } });
    expect(register.status).toBe(409);
  });

  it('enforces the password policy on the server', async () => {
    const phone = newPhone();
    const res = await send(t.app, onboardingCalls.registerByPhone, { body: { phoneNumber: phone, password: 'password1', countryId: 1 } });
    expect(res.status).toBe(400);
    expect(res.body.shortDescription).toBe('Password must contain an uppercase letter.');
    const short = await send(t.app, onboardingCalls.registerByPhone, { body: { phoneNumber: phone, password: 'A#b', countryId: 1 } });
    expect(short.body.shortDescription).toBe('Password must be at least 8 characters.');
  });

  it('refuses a phone that is not Nigerian, with the spec message', async () => {
    const res = await send(t.app, onboardingCalls.sendPhoneCode, { body: { phoneNumber: '08031234567' } });
    expect(res.status).toBe(400);
    expect(res.body.shortDescription).toBe('Only Nigerian numbers are allowed. Please provide a Nigerian number.');
  });
});

describe('profile completion and e-mail verification (spec 1 §4)', () => {
  it('completes the profile (stage 1, title from gender), then verifies a new e-mail', async () => {
    const phone = await signUpByPhone(t.app);
    const token = (await signIn(t.app, phone, PASSWORD)).result!.Data!.jwtToken;
    const profile = await send(t.app, onboardingCalls.completeProfile, { body: { phoneNumber: phone, gender: 0, title: '', firstName: 'Ada', lastName: 'Obi', referralCode: '', nextOfKinName: 'Chike Obi', nextOfKinGender: 0, nextOfKinPhoneNumber: '+2348099990000' }, token: token });
    expect(profile.status).toBe(200);
    expect(profile.body.shortDescription).toBe('Profile Details Updated Successfully');
    expect(profile.body.data).toMatchObject({ customerStage: 1, title: 'Mr', firstName: 'Ada', gender: 0, nextOfKinPhone: '08099990000', nextOfKinGender: 0 });

    const email = `ada.${phone.slice(-6)}@example.com`;
    const sent = await send(t.app, onboardingCalls.updateEmail, { body: { email: email.toUpperCase(), phoneNumber: phone }, token: token });
    expect(sent.body).toMatchObject({ code: '1', shortDescription: 'OTP send to email successfully.' });
    const [mail] = await outbox(t.app, email);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Confirm your Freely e-mail address' });

    const pending = await send(t.app, onboardingCalls.me, { token: token });
    expect(pending.body.data).toMatchObject({ email: '', pendingEmail: email, accountIsConfirmed: false });

    const verified = await send(t.app, onboardingCalls.verifyCustomerCode, { body: { activationCode: await latestOtp(t.app, email), username: email, isAccountConfirmation: true } });
    expect(verified.body).toMatchObject({ code: '1', shortDescription: 'Email Verified successfully, kindly login to continue.' });

    const me = await send(t.app, onboardingCalls.me, { token: token });
    expect(me.body.data).toMatchObject({ email, pendingEmail: '', accountIsConfirmed: true });
    const byEmail = await signIn(t.app, email, PASSWORD);
    expect(byEmail.result?.ShortDescription).toBe('Logged In Successfully');
  });

  it('stores a referrer, refuses unknown or own codes', async () => {
    const referrer = await signIn(t.app, await signUpByPhone(t.app), PASSWORD);
    const phone = await signUpByPhone(t.app);
    const me = (await signIn(t.app, phone, PASSWORD)).result!.Data!;
    const body = { gender: 1 as const, firstName: 'Ngozi', lastName: 'Eze', nextOfKinName: 'Emeka', nextOfKinGender: 0 as const, nextOfKinPhoneNumber: '08011112222' };
    const unknown = await send(t.app, onboardingCalls.completeProfile, { body: { ...body, referralCode: 'ZZZZZZZZ' }, token: me.jwtToken });
    expect(unknown.body.shortDescription).toBe('This referral code does not exist.');
    const own = await send(t.app, onboardingCalls.completeProfile, { body: { ...body, referralCode: me.referralCode }, token: me.jwtToken });
    expect(own.body.shortDescription).toBe('You cannot use your own referral code.');
    const ok = await send(t.app, onboardingCalls.completeProfile, { body: { ...body, referralCode: referrer.result!.Data!.referralCode.toLowerCase() }, token: me.jwtToken });
    expect(ok.status).toBe(200);
    expect(ok.body.data.title).toBe('');
  });

  it('marks the wallet stage for the customer’s own phone and e-mail only', async () => {
    const phone = await signUpByPhone(t.app);
    const token = (await signIn(t.app, phone, PASSWORD)).result!.Data!.jwtToken;
    const other = await call(t.app, 'PUT', `/Customer/updatecustomerstageafterwalletsetup/${encodeURIComponent('+2348000000001')}/x@example.com`, undefined, token);
    expect(other.status).toBe(403);
    const mine = await call(t.app, 'PUT', `/Customer/updatecustomerstageafterwalletsetup/${encodeURIComponent(phone)}/none`, undefined, token);
    expect(mine.body).toMatchObject({ code: '1', shortDescription: 'Request successfull.' });
    const me = await send(t.app, onboardingCalls.me, { token: token });
    expect(me.body.data).toMatchObject({ customerStage: 2, hasPin: true });
  });
});

describe('e-mail sign-up (/customer/register)', () => {
  it('needs the address verified first, then registers it confirmed', async () => {
    const email = `new.${Date.now()}@example.com`;
    const early = await send(t.app, onboardingCalls.registerByEmail, { body: { email, password: PASSWORD, firstName: 'Bola', lastName: 'Ade' } });
    expect(early.status).toBe(403);
    await send(t.app, onboardingCalls.sendEmailCode, { body: { email } });
    const verified = await send(t.app, onboardingCalls.verifyCode, { body: { target: email, otpCode: await latestOtp(t.app, email), purpose: 'register' } });
    expect(verified.body.shortDescription).toBe('OTP Verified.');
    const res = await send(t.app, onboardingCalls.registerByEmail, { body: { email, password: PASSWORD, firstName: 'Bola', lastName: 'Ade' } });
    expect(res.body.shortDescription).toBe('Registration successfull, Please login to continue.');
    const user = (await signIn(t.app, email, PASSWORD)).result!.Data!;
    expect(user).toMatchObject({ email, firstName: 'Bola', accountIsConfirmed: true, phoneNumber: '' });
  });
});
