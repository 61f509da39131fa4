import { expect, test } from '../fixtures/network';
import { PASSWORD, signIn } from '../fixtures/accounts';
import { quietPage, api, nextOtp, customerWithEmail, signInThroughUi, storedSession } from '../fixtures/account-flows';
import { SERVICE_BASE, sitePath } from '../../contract/call';
import * as onboardingCalls from '../../contract/calls/onboarding';
import * as sessionCalls from '../../contract/calls/session';

// This spec is about the service worker or reads the app through it (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * Sign-in, password reset and session renewal through the screens (spec 1 §2 and §4). Codes are read
 * from the sandbox outbox (GET /api/dev/outbox?to=…, newest first); customers a test only needs
 * to exist are made through the API with the same calls the screens make.
 */

test.beforeEach(({ context, page, baseURL }) => quietPage({ context, page, baseURL }));

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

test('signing in offline says plainly that it needs a connection', async ({ page, link }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await link.cut();
  const reached = link.proxy.forwarded;
  await expect(page.getByText('You are offline. Signing in needs a connection.').first()).toBeVisible();
  await page.getByLabel('Email or Phone Number').fill('ada@example.com');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('You are offline. Signing in needs a connection.');
  expect(link.proxy.forwarded).toBe(reached);
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
  await page.route(`**${sitePath(onboardingCalls.me)}`, async (route) => {
    const headers = { ...route.request().headers(), ...(first ? { authorization: `Bearer ${expired}` } : {}) };
    first = false;
    const response = await route.fetch({ headers });
    statuses.push(response.status());
    await route.fulfill({ response });
  });
  const refreshed = page.waitForResponse((r) => r.url().endsWith(sitePath(sessionCalls.refreshToken)) && r.status() === 200);
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
  // The refresh token was never in page storage: only its HttpOnly cookie holds it, and it rotated.
  expect(after).not.toHaveProperty('refreshToken');
  expect(before).not.toHaveProperty('refreshToken');
});

test('the refresh token is an HttpOnly cookie page JavaScript cannot read, and it ends at sign-out', async ({ page, baseURL }) => {
  const { phone } = await customerWithEmail(baseURL);
  await signInThroughUi(page, '/login', phone);
  await expect(page.getByText('Logged In Successfully')).toBeVisible();
  const cookies = await page.context().cookies();
  const refresh = cookies.find((c) => c.name === 'freely_refresh');
  expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: SERVICE_BASE.onboarding });
  expect(await page.evaluate(() => document.cookie)).not.toContain('freely_refresh');
  expect(JSON.stringify(await storedSession(page))).not.toContain(refresh!.value);
  // Its access token works until sign-out, and not one moment after.
  const token = (await storedSession(page))!.token;
  const me = (bearer: string) => page.request.get(sitePath(onboardingCalls.me), { headers: { Authorization: `Bearer ${bearer}` } });
  expect((await me(token)).status()).toBe(200);
  await page.request.post(sitePath(sessionCalls.signOut), { headers: { Authorization: `Bearer ${token}` } });
  expect((await me(token)).status()).toBe(401);
});

test("when the refresh token is bad too: 'Session Expired, Please log in' and /login", async ({ page, baseURL }) => {
  const { phone } = await customerWithEmail(baseURL);
  await signInThroughUi(page, '/login', phone);
  await expect(page.getByText('Logged In Successfully')).toBeVisible();
  await storedSession(page, { token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.Z2FyYmFnZQ' });
  await page.context().addCookies([{ name: 'freely_refresh', value: 'not-a-refresh-token', url: `${baseURL}${SERVICE_BASE.onboarding}`, httpOnly: true, sameSite: 'Strict' }]);
  // A fresh load reads the tampered session from IndexedDB, then the profile read fails twice.
  await page.goto('/login-reg');
  await expect(page.getByText('Session Expired, Please log in')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedSession(page)).toBeUndefined();
});
