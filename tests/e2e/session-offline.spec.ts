import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/network';
import { customerWithEmail, signInThroughUi, storedSession } from '../fixtures/account-flows';
import { waitForServiceWorker } from '../fixtures/service-worker';
import { sitePath } from '../../contract/call';
import * as onboardingCalls from '../../contract/calls/onboarding';
import * as sessionCalls from '../../contract/calls/session';

// This spec is about the service worker or reads the app through it (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * The refresh token now lives in an HttpOnly cookie the page cannot read (issue 10). A traveller
 * must still stay signed in when the network goes: cut for real (every connection of the page
 * and its service worker refused by the test's proxy), or failing only when the app renews its
 * session. Only a server that refuses the renewal signs them out.
 */

/** An access token the server refuses (signed by nobody), as one past its 15 minutes is. */
const refusedToken = `${Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url')}.${Buffer.from(
  JSON.stringify({ sub: '1', role: 'Customer', iat: 1_000_000_000, exp: 1_000_000_900 }),
).toString('base64url')}.c2lnbmF0dXJl`;

/** Signs a fresh customer in through the screens (the page talks to the server through the proxy). */
async function signedIn(page: Page, baseURL: string | undefined) {
  const { phone } = await customerWithEmail(baseURL);
  await signInThroughUi(page, '/login', phone);
  await expect(page.getByText('Logged In Successfully')).toBeVisible();
}

test('a signed-in traveller stays signed in with the link cut, and carries on when it returns', async ({ page, link, baseURL }) => {
  await signedIn(page, baseURL);
  await page.goto('/login-reg');
  await expect(page.getByLabel('First Name')).toHaveValue('Ada');
  await waitForServiceWorker(page);
  const session = await storedSession(page);

  await link.cut();
  const reached = link.proxy.forwarded;
  await page.reload();
  // The service worker serves the app; the screen still knows who is signed in.
  await expect(page).toHaveURL(/\/login-reg$/);
  await expect(page.getByLabel('First Name')).toHaveValue('Ada');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByText('Session Expired, Please log in')).toHaveCount(0);
  expect(await storedSession(page)).toEqual(session);
  // Nothing reached the server while the link was cut, the service worker's requests included.
  expect(link.proxy.forwarded).toBe(reached);

  await link.restore();
  await page.reload();
  await expect(page.getByLabel('First Name')).toHaveValue('Ada');
  expect(link.proxy.forwarded).toBeGreaterThan(reached);
});

test('a renewal that cannot get through keeps the traveller signed in; a refused one signs them out', async ({ page, context, baseURL }) => {
  await signedIn(page, baseURL);
  const session = await storedSession(page);

  // The server answers the profile read 401, and the renewal dies on the way (no signal).
  const profileReads: number[] = [];
  let renewals = 0;
  await page.route(`**${sitePath(onboardingCalls.me)}`, async (route) => {
    const response = await route.fetch({ headers: { ...route.request().headers(), authorization: `Bearer ${refusedToken}` } });
    profileReads.push(response.status());
    await route.fulfill({ response });
  });
  await page.route(`**${sitePath(sessionCalls.refreshToken)}`, async (route) => {
    renewals++;
    await route.abort('internetdisconnected');
  });
  await page.goto('/login-reg');
  await expect.poll(() => renewals).toBeGreaterThan(0);
  expect(profileReads[0]).toBe(401);
  await expect(page.getByText('Session Expired, Please log in')).toHaveCount(0);
  await expect(page).toHaveURL(/\/login-reg$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  expect(await storedSession(page)).toEqual(session);

  // With the signal back the same session carries on: the cookie renews it.
  await page.unroute(`**${sitePath(sessionCalls.refreshToken)}`);
  const renewed = page.waitForResponse((r) => r.url().endsWith('/Customer/generatenewtoken') && r.status() === 200);
  await page.reload();
  await renewed;
  await expect(page.getByLabel('First Name')).toHaveValue('Ada');
  expect((await storedSession(page))?.token).not.toBe(session?.token);

  // A renewal the server refuses (the sign-in was ended elsewhere) does sign the traveller out.
  await page.unroute(`**${sitePath(onboardingCalls.me)}`);
  await context.clearCookies({ name: 'freely_refresh' });
  await page.route(`**${sitePath(onboardingCalls.me)}`, async (route) => route.continue({ headers: { ...route.request().headers(), authorization: `Bearer ${refusedToken}` } }));
  await page.reload();
  await expect(page.getByText('Session Expired, Please log in')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedSession(page)).toBeUndefined();
});
