import { expect, test } from '../fixtures/network';
import { AMBASSADOR_MESSAGES as A } from '../../contract/ambassador';
import { toLocalPhone } from '../../contract/validation';
import { sitePath } from '../../contract/call';
import * as devCalls from '../../contract/calls/dev';
import { paidBookingFor, typeCode } from '../fixtures/ambassador';
import { nextOtp, quietPage, wrong } from '../fixtures/account-flows';
import { waitForServiceWorker } from '../fixtures/service-worker';
import { newCustomer, startSignedIn, type Customer } from '../fixtures/signed-in';
import { fundByApi, latestId, walletWithPin } from '../fixtures/wallet';
import type { Page } from '@playwright/test';

// This spec is about the service worker or reads the app through it (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test.beforeEach(quietPage);

/** The customer's name and next of kin, unlike anyone else's, so the page can be searched for them. */
const person = () => {
  const tag = Math.floor(Math.random() * 1e6).toString(36);
  return { firstName: `Zainab${tag}`, lastName: `Okafor${tag}`, nextOfKinName: `Kelechi Kin${tag}` };
};

async function searchFor(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Email Address' }).fill(email);
  await page.getByRole('button', { name: 'Search my account' }).click();
  return page.getByRole('dialog', { name: 'Verify your Email address' });
}

test('a signed-in traveller deletes their account with the code: signed out, the old sign-in fails, the trip stays anonymous', async ({ page, request, baseURL }) => {
  const who = person();
  const customer: Customer = await newCustomer(baseURL!, { ...who, withEmail: true });
  const reference = await paidBookingFor(request, {
    fullName: `${who.firstName} ${who.lastName}`, email: customer.email, phoneNumber: toLocalPhone(customer.phone), nextOfKinName: who.nextOfKinName, nextOfKinPhone: '07031234567',
  });
  await startSignedIn(page, customer);
  await page.goto('/delete-account');
  await expect(page.getByRole('heading', { level: 1, name: 'Delete Account' })).toBeVisible();
  await expect(page.getByText('Deleting your account is permanent')).toBeVisible();
  await expect(page.getByText('your wallet balance', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search my account' })).toBeDisabled();

  const before = await latestId(request, customer.email);
  const modal = await searchFor(page, customer.email);
  await expect(modal.getByRole('status')).toHaveText(A.otpSent);
  const { code } = await nextOtp(request, customer.email, before);
  await typeCode(page, 'OTP', code);
  await modal.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByRole('status').filter({ hasText: A.deleted })).toBeVisible();
  // Home after 3 s, signed out on this phone.
  await expect(page).toHaveURL(/\/$/, { timeout: 6_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Travel Freely across Nigeria' })).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Email or Phone Number').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect e-mail, phone number or password.');

  await page.goto(`/bookingStatus?ref=${reference}`);
  await expect(page.getByRole('heading', { name: 'Booking Details' })).toBeVisible();
  await expect(page.getByText('Anonymous passenger').first()).toBeVisible();
  await expect(page.getByText(who.firstName)).toHaveCount(0);
  await expect(page.getByText(who.nextOfKinName)).toHaveCount(0);
});

test('a wrong code is refused with the tries left; Resend is refused within the wait, and once it is over sends a code that deletes', async ({ page, request, baseURL }) => {
  const customer = await newCustomer(baseURL!, { ...person(), withEmail: true });
  await page.goto('/delete-account');
  const before = await latestId(request, customer.email);
  const modal = await searchFor(page, customer.email);
  const first = await nextOtp(request, customer.email, before);
  await typeCode(page, 'OTP', wrong(first.code));
  await modal.getByRole('button', { name: 'Proceed' }).click();
  await expect(modal.getByRole('alert')).toHaveText('That code is not correct. 4 tries left.');

  await modal.getByRole('button', { name: 'Resend' }).click();
  await expect(modal.getByRole('alert')).toHaveText(/^Please wait \d+ seconds? before requesting a new code\.$/);
  // The wait ends now through the sandbox's developer call, not waited out (its length is the
  // server's: server/services/onboarding/otp.test.ts). The first code's 'sent' note stays on
  // screen, so the outbox tells when the Resend was taken.
  expect((await request.post(sitePath(devCalls.endCodeWait), { data: { to: customer.email, purpose: 'ambassador-delete' } })).ok()).toBe(true);
  await modal.getByRole('button', { name: 'Resend' }).click();
  await expect.poll(() => latestId(request, customer.email)).toBeGreaterThan(first.id);
  await expect(modal.getByRole('status')).toHaveText(A.otpSent);
  const second = await nextOtp(request, customer.email, first.id);
  await typeCode(page, 'OTP', second.code);
  await modal.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByRole('status').filter({ hasText: A.deleted })).toBeVisible();
});

test('an account whose wallet holds money is not deleted, and says why; an unknown e-mail reads the same and gets nothing', async ({ page, request, baseURL }) => {
  const customer = await newCustomer(baseURL!, { ...person(), withEmail: true });
  await walletWithPin(baseURL!, request, customer);
  await fundByApi(baseURL!, customer, 500);
  await page.goto('/delete-account');
  const before = await latestId(request, customer.email);
  const modal = await searchFor(page, customer.email);
  const { code } = await nextOtp(request, customer.email, before);
  await typeCode(page, 'OTP', code);
  await modal.getByRole('button', { name: 'Proceed' }).click();
  await expect(modal.getByRole('alert')).toHaveText(A.walletHoldsMoney('₦500.00'));

  // Closing withdraws the request; an address with no account gets the same window and no e-mail.
  await modal.getByRole('button', { name: 'Close' }).click();
  const nobody = `nobody.${Date.now().toString(36)}@example.com`;
  const again = await searchFor(page, nobody);
  await expect(again.getByRole('status')).toHaveText(A.otpSent);
  expect(await latestId(request, nobody)).toBe(0);
});

test('the search needs an e-mail; offline it says so, and a stalled deletion says it could not reach Freely', async ({ page, request, baseURL, link }) => {
  const customer = await newCustomer(baseURL!, { ...person(), withEmail: true });
  await page.goto('/delete-account');
  await waitForServiceWorker(page);
  await page.getByRole('textbox', { name: 'Email Address' }).fill('not-an-email');
  await page.getByRole('button', { name: 'Search my account' }).click();
  await expect(page.getByText('Please provide a valid email address')).toBeVisible();

  await link.cut();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline. Searching for your account needs a connection.' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email Address' }).fill(customer.email);
  await page.getByRole('button', { name: 'Search my account' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'You are offline. Searching for your account needs a connection.' })).toBeVisible();
  // The e-mail typed survives a reload.
  await link.restore();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Email Address' })).toHaveValue(customer.email);

  const before = await latestId(request, customer.email);
  const modal = await searchFor(page, customer.email);
  const { code } = await nextOtp(request, customer.email, before);
  await typeCode(page, 'OTP', code);
  await link.stall();
  await modal.getByRole('button', { name: 'Proceed' }).click();
  await expect(modal.getByRole('alert')).toHaveText('We could not reach Freely. Check your connection and try again.', { timeout: 15_000 });
  await link.restore();
  await modal.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByRole('status').filter({ hasText: A.deleted })).toBeVisible();
});
