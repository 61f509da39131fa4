import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { otpInMessage, type OutboxMessage } from '../../contract/dev';
import { call, latestOtp, PASSWORD, signIn, signUpByPhone, type Requester } from '../fixtures/accounts';
import { watchPageErrors } from '../fixtures/page-errors';

/**
 * Accounts through the screens (spec 1 §2 'Sign-up, sign-in and profile', §4 Sign-in, Phone
 * sign-up, Forgot password, Profile completion). Codes are read from the sandbox outbox
 * (GET /api/dev/outbox?to=…, newest first). Customers the test only needs to exist are made
 * through the API with the same calls the screens make.
 */

test.beforeEach(async ({ context, page, baseURL }) => {
  await context.addCookies([{ name: 'freely_cookie_consent', value: 'yes', url: baseURL! }]);
  const toast = page.getByRole('status').filter({ hasText: 'Ready to work offline' });
  await page.addLocatorHandler(toast, async () => {
    await toast.getByRole('button').dispatchEvent('click');
  });
});

/** The onboarding API over HTTP, for the fixtures' helpers (tests/fixtures/accounts.ts). */
const api = (baseURL: string | undefined): Requester => ({ request: (path, init) => fetch(new URL(path, baseURL), init) });

/** A fresh Nigerian number, '+2348…' (14 characters), and how a traveller types it. */
function newPhone() {
  const phone = `+2348${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  return { phone, typed: `0${phone.slice(4, 7)} ${phone.slice(7, 10)} ${phone.slice(10)}` };
}
const newEmail = () => `ada.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.com`;

/** The code in the newest message to `to` whose id is above `afterId`, waiting for it to arrive. */
async function nextOtp(request: APIRequestContext, to: string, afterId = 0): Promise<{ code: string; id: number }> {
  let found: { code: string; id: number } | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
      const [newest] = (await res.json()) as OutboxMessage[];
      const code = newest && newest.id > afterId ? otpInMessage(newest.body) : undefined;
      found = code && newest ? { code, id: newest.id } : undefined;
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** A different 6-digit code. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** A registered customer (stage 0) made through the API; returns the phone. */
async function registered(baseURL: string | undefined) {
  const { phone, typed } = newPhone();
  await signUpByPhone(api(baseURL), phone);
  return { phone, typed };
}

/** A customer with a completed profile and a verified e-mail address, made through the API. */
async function customerWithEmail(baseURL: string | undefined) {
  const app = api(baseURL);
  const { phone } = await registered(baseURL);
  const email = newEmail();
  const first = await signIn(app, phone, PASSWORD);
  const token = first.result!.Data!.jwtToken;
  const profile = { phoneNumber: phone, gender: 1, firstName: 'Ada', lastName: 'Obi', nextOfKinName: 'Chike Obi', nextOfKinGender: 0, nextOfKinPhoneNumber: '08099990000' };
  expect((await call(app, 'POST', '/customer/updateprofilev2', profile, token)).status).toBe(200);
  expect((await call(app, 'POST', '/customer/updateemailv2', { email, phoneNumber: phone }, token)).status).toBe(200);
  const confirmed = await call(app, 'POST', '/customer/verifyotp', { activationCode: await latestOtp(app, email), username: email, isAccountConfirmation: true });
  expect(confirmed.status).toBe(200);
  return { phone, email };
}

async function signInThroughUi(page: Page, path: '/login' | '/signin', userName: string, password = PASSWORD) {
  await page.goto(path);
  await page.getByLabel('Email or Phone Number').fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

type StoredSession = { token: string; refreshToken: string; user: { customerStage: number } } | undefined;

/** Reads (and optionally rewrites) the session record in IndexedDB 'freely-session'/'session'. */
function storedSession(page: Page, change?: { token: string; refreshToken?: string }): Promise<StoredSession> {
  // No helper functions inside: the callback runs in the page exactly as written.
  return page.evaluate(async (edit) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('freely-session');
      open.addEventListener('success', () => resolve(open.result));
      open.addEventListener('error', () => reject(open.error));
    });
    const store = db.transaction('session', 'readwrite').objectStore('session');
    const current = await new Promise<StoredSession>((resolve, reject) => {
      const read = store.get('session');
      read.addEventListener('success', () => resolve(read.result as StoredSession));
      read.addEventListener('error', () => reject(read.error));
    });
    if (!edit || !current) return current;
    const next = { ...current, ...edit };
    await new Promise((resolve, reject) => {
      const write = store.put(next, 'session');
      write.addEventListener('success', () => resolve(undefined));
      write.addEventListener('error', () => reject(write.error));
    });
    return next;
  }, change);
}

test('a new customer signs up by phone in four stages, reading the code from the outbox', async ({ page, request }) => {
  const first = newPhone();
  const second = newPhone();
  await page.goto('/Register');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  const country = page.getByLabel('Phone Number country code');
  await expect(country).toHaveValue('234');
  const signUp = page.getByRole('button', { name: 'Sign Up', exact: true });
  await expect(signUp).toBeDisabled();
  await page.getByRole('textbox', { name: 'Phone Number', exact: true }).fill(first.typed);
  await expect(signUp).toBeDisabled();
  await page.getByRole('checkbox').check();
  await expect(signUp).toBeEnabled();

  await country.selectOption('233');
  await signUp.click();
  await expect(page.getByText('Only Nigerian numbers are allowed. Please provide a Nigerian number.')).toBeVisible();
  await country.selectOption('234');
  await signUp.click();

  const modal = page.getByRole('dialog', { name: 'Enter Verification Code' });
  await expect(modal.getByText(`A Verification Code has been sent to +234 ${first.typed.slice(1)}`)).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Verify' })).toBeDisabled();
  await modal.getByRole('button', { name: 'Resend code' }).click();
  await expect(modal.getByText(/Please wait \d+ seconds? before requesting a new code\./)).toBeVisible();

  // 'change number' goes back to stage 1; the code then goes to the new number.
  await modal.getByRole('button', { name: 'change number' }).click();
  await expect(modal).toBeHidden();
  await page.getByRole('textbox', { name: 'Phone Number', exact: true }).fill(second.typed);
  await signUp.click();
  await expect(modal.getByText(`A Verification Code has been sent to +234 ${second.typed.slice(1)}`)).toBeVisible();
  const { code } = await nextOtp(request, second.phone);
  await modal.getByLabel('Verification Code').fill(code);
  await modal.getByRole('button', { name: 'Verify' }).click();

  await expect(page.getByText('Phone Number Verified')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Password' })).toBeVisible();
  const getStarted = page.getByRole('button', { name: 'Get Started' });
  await page.getByLabel('Password', { exact: true }).fill('travel2026');
  await expect(page.getByRole('list', { name: 'Password rules' })).toContainText('One uppercase letter (not yet)');
  await page.getByLabel('Confirm Password', { exact: true }).fill('travel2026');
  await getStarted.click();
  await expect(page.getByText('Password must contain an uppercase letter.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await expect(page.getByText("Password Doesn't Match")).toBeVisible();
  await page.getByRole('button', { name: 'Show confirm password' }).click();
  await expect(page.getByLabel('Confirm Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
  await getStarted.click();

  await expect(page.getByText('Registration successfull, Please login to continue.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // Stage 0 has not finished registering: sign-in leads to profile completion.
  await signInThroughUi(page, '/login', second.typed);
  await expect(page.getByText('Please kindly complete your registration process.')).toBeVisible();
  await expect(page).toHaveURL(/\/login-reg$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Personalise your profile' })).toBeVisible();
});

test('profile completion verifies the e-mail address, then the customer signs in with it', async ({ page, request, baseURL }) => {
  const errors = watchPageErrors(page);
  const { phone } = await registered(baseURL);
  const email = newEmail();
  await signInThroughUi(page, '/login', phone);
  await expect(page).toHaveURL(/\/login-reg$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Personalise your profile' })).toBeVisible();

  const save = page.getByRole('button', { name: 'Save' });
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Obi');
  await page.getByLabel('Next of Kin Full Name').fill('Chike Obi');
  await page.getByLabel('Next of Kin Gender').selectOption('Male');
  await page.getByRole('textbox', { name: 'Next of Kin Phone Number', exact: true }).fill('0809 999 0000');
  await expect(save).toBeDisabled();
  await page.getByRole('combobox', { name: 'Gender', exact: true }).selectOption('Female');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Profile Details Updated Successfully')).toBeVisible();

  const emailModal = page.getByRole('dialog', { name: 'Verify your email' });
  await expect(emailModal).toBeVisible();
  await emailModal.getByLabel('Email Address').fill(email);
  await emailModal.getByRole('button', { name: 'Send Code' }).click();
  const codeModal = page.getByRole('dialog', { name: 'Enter Verification Code' });
  await expect(codeModal.getByText(`A Verification Code has been sent to ${email}`)).toBeVisible();
  const { code } = await nextOtp(request, email);
  await codeModal.getByLabel('Verification Code').fill(code);
  await codeModal.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Email Verified successfully, kindly login to continue.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await signInThroughUi(page, '/login', email.toUpperCase());
  await expect(page.getByText('Logged In Successfully')).toBeVisible();
  await expect(page).not.toHaveURL(/\/(login|login-reg)$/);
  expect((await storedSession(page))?.user.customerStage).toBe(1);
  // Refused calls log as console errors in Chromium; uncaught exceptions are what must not happen.
  expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
});

test('sign-in by phone: the server’s message for a wrong password, show/hide, then home', async ({ page, baseURL }) => {
  const { phone } = await customerWithEmail(baseURL);
  await signInThroughUi(page, '/login', phone.replace('+234', '0'), 'Wrong#2026');
  await expect(page.getByRole('alert')).toHaveText('Incorrect e-mail, phone number or password.');
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await password.fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Logged In Successfully')).toBeVisible();
  await expect(page).not.toHaveURL(/\/login$/);
  expect((await storedSession(page))?.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
});

test('sign-in by e-mail on the booking variant goes on to passenger details', async ({ page, baseURL }) => {
  const { email } = await customerWithEmail(baseURL);
  await page.goto('/signin');
  await expect(page.getByRole('link', { name: 'Continue Without Log In' })).toHaveAttribute('href', '/passenger-details');
  await signInThroughUi(page, '/signin', email);
  await expect(page.getByText('Logged In Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/passenger-details$/);
});

test('signing in offline says plainly that it needs a connection', async ({ page, context }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByText('You are offline. Signing in needs a connection.').first()).toBeVisible();
  await page.getByLabel('Email or Phone Number').fill('ada@example.com');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('You are offline. Signing in needs a connection.');
  await context.setOffline(false);
});

test('password reset through the e-mail modal, the code and /forgot-password', async ({ page, request, baseURL }) => {
  const { email } = await customerWithEmail(baseURL);
  const { id: confirmId } = await nextOtp(request, email);
  const newPassword = 'Journey!2027';
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  const emailModal = page.getByRole('dialog', { name: 'Forgot Password' });
  await emailModal.getByLabel('Email Address').fill(email);
  await emailModal.getByRole('button', { name: 'Send Code' }).click();
  const codeModal = page.getByRole('dialog', { name: 'Enter Verification Code' });
  await expect(codeModal.getByText(`A Verification Code has been sent to ${email}`)).toBeVisible();
  const { code } = await nextOtp(request, email, confirmId);
  await codeModal.getByLabel('Verification Code').fill(code);
  await codeModal.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm Password', { exact: true }).fill('Journey!2028');
  await expect(page.getByText("Password Doesn't Match")).toBeVisible();
  await page.getByRole('button', { name: 'Show new password' }).click();
  await expect(page.getByLabel('New Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password Reset Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await signInThroughUi(page, '/login', email, newPassword);
  await expect(page.getByText('Logged In Successfully')).toBeVisible();
  expect((await signIn(api(baseURL), email, PASSWORD)).status).toBe(401);
});

test('a wrong code is locked after 5 tries; the sixth, even right, is refused', async ({ page, request }) => {
  const { phone, typed } = newPhone();
  await page.goto('/Register');
  await page.getByRole('textbox', { name: 'Phone Number', exact: true }).fill(typed);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Enter Verification Code' });
  await expect(modal).toBeVisible();
  const { code } = await nextOtp(request, phone);
  const field = modal.getByLabel('Verification Code');
  const answer = modal.getByRole('alert');
  const expected = [
    'That code is not correct. 4 tries left.',
    'That code is not correct. 3 tries left.',
    'That code is not correct. 2 tries left.',
    'That code is not correct. 1 try left.',
    'Too many wrong codes. Please request a new code.',
  ];
  for (const message of expected) {
    await field.fill(wrong(code));
    await modal.getByRole('button', { name: 'Verify' }).click();
    await expect(answer).toHaveText(message);
  }
  await field.fill(code);
  const sixth = page.waitForResponse((r) => r.url().endsWith('/api/onboarding/Otp/verify'));
  await modal.getByRole('button', { name: 'Verify' }).click();
  expect((await sixth).status()).toBe(429);
  await expect(answer).toHaveText('Too many wrong codes. Please request a new code.');
  await expect(page.getByText('Phone Number Verified')).toHaveCount(0);
});

test('an expired access token is refreshed without the customer noticing', async ({ page, baseURL }) => {
  const { phone } = await customerWithEmail(baseURL);
  await signInThroughUi(page, '/login', phone);
  await expect(page.getByText('Logged In Successfully')).toBeVisible();
  const before = await storedSession(page);
  expect(before?.token).toBeTruthy();

  // The server's clock cannot be moved from here, so its first profile read is made with an
  // expired token (exp in 2001, not signed by this server): it answers 401 exactly as it does
  // for an access token past its 15 minutes. The app must refresh and retry by itself.
  const expired = `${Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url')}.${Buffer.from(
    JSON.stringify({ sub: '1', role: 'Customer', iat: 1_000_000_000, exp: 1_000_000_900 }),
  ).toString('base64url')}.c2lnbmF0dXJl`;
  const statuses: number[] = [];
  let first = true;
  await page.route('**/api/onboarding/customer/me', async (route) => {
    const headers = { ...route.request().headers(), ...(first ? { authorization: `Bearer ${expired}` } : {}) };
    first = false;
    const response = await route.fetch({ headers });
    statuses.push(response.status());
    await route.fulfill({ response });
  });
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/onboarding/Customer/generatenewtoken') && r.status() === 200);
  await page.goto('/login-reg');
  await refreshed;
  await expect(page.getByLabel('First Name')).toHaveValue('Ada');
  // One 401, then only successes (the screen may read the profile again once it is shown).
  expect(statuses[0]).toBe(401);
  expect(statuses.length).toBeGreaterThan(1);
  expect(statuses.slice(1).every((status) => status === 200)).toBe(true);
  await expect(page).toHaveURL(/\/login-reg$/);
  await expect(page.getByText('Session Expired, Please log in')).toHaveCount(0);
  const after = await storedSession(page);
  expect(after?.token).toBeTruthy();
  expect(after?.token).not.toBe(before?.token);
  expect(after?.refreshToken).not.toBe(before?.refreshToken);
});

test("when the refresh token is bad too: 'Session Expired, Please log in' and /login", async ({ page, baseURL }) => {
  const { phone } = await customerWithEmail(baseURL);
  await signInThroughUi(page, '/login', phone);
  await expect(page.getByText('Logged In Successfully')).toBeVisible();
  await storedSession(page, { token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.Z2FyYmFnZQ', refreshToken: 'not-a-refresh-token' });
  // A fresh load reads the tampered session from IndexedDB, then the profile read fails twice.
  await page.goto('/login-reg');
  await expect(page.getByText('Session Expired, Please log in')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedSession(page)).toBeUndefined();
});
