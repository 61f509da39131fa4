import { expect, test, type Page } from '../fixtures/csp';
import { PASSWORD, signIn } from '../fixtures/accounts';
import { placeDraft, SECOND } from '../fixtures/booking-draft';
import { watchPageErrors } from '../fixtures/page-errors';
import { httpApi, newCustomer, persistedQueryCache, startSignedIn, storedSession } from '../fixtures/signed-in';
import { sitePath } from '../../contract/call';
import * as devCalls from '../../contract/calls/dev';

// This spec is about the service worker or reads the app through it (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * The signed-in area (spec 1 §2 'Sign-up, sign-in and profile', 'Shared header', side navigation;
 * §4 Booking history; §6 roles). Customers are made through the API (tests/fixtures/signed-in.ts)
 * and start with their session in IndexedDB, as the app keeps it after signing in.
 */

test.beforeEach(async ({ context, page, baseURL }) => {
  await context.addCookies([{ name: 'freely_cookie_consent', value: 'yes', url: baseURL! }]);
  const toast = page.getByRole('status').filter({ hasText: 'Ready to work offline' });
  await page.addLocatorHandler(toast, async () => {
    await toast.getByRole('button').dispatchEvent('click');
  });
});

const accountNav = (page: Page) => page.getByRole('navigation', { name: 'Account' });

/** A 1×1 transparent PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function choosePhoto(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /^(Upload|Change) photo$/ }).click();
  await (await chooser).setFiles(file);
}

test('a guest is sent home from the signed-in pages and sees only the public links', async ({ page }) => {
  for (const path of ['/dashboard', '/setting', '/bookinghistory', '/profile']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Travel Freely across Nigeria' })).toBeVisible();
  }
  await page.goto('/referral');
  await expect(page.getByText('Sign in to see your referral code.')).toBeVisible();
  await expect(accountNav(page).getByRole('link')).toHaveText(['Help & Support', 'Referral', 'Setting']);
});

test('home sends a signed-in traveller to the dashboard; the avatar menu has My Account and Logout, which forgets the account', async ({ page, baseURL, isMobile }) => {
  const errors = watchPageErrors(page);
  const customer = await newCustomer(baseURL!);
  await startSignedIn(page, customer);

  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(accountNav(page).getByRole('link')).toHaveText(['Dashboard', 'Wallet', 'Booking history', 'Bills Payment', 'Help & Support', 'Referral', 'Setting']);
  await expect(accountNav(page).getByRole('link', { name: 'Wallet' })).toHaveAttribute('href', '/profile');
  await expect(accountNav(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In / Sign Up' })).toHaveCount(0);

  // No photo yet: the default picture.
  const avatar = page.getByRole('button', { name: 'Account menu' });
  await expect(avatar.locator('img')).toHaveCount(0);
  await avatar.click();
  await expect(page.getByRole('menu')).toContainText('Ada Obi');
  await page.getByRole('menuitem', { name: 'My Account' }).click();
  await expect(page).toHaveURL(/\/setting$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  await page.goto('/bookinghistory');
  await expect(page.getByText('You are yet to make a booking')).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Travel Freely across Nigeria' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('link', { name: 'Sign In / Sign Up' }).first()).toBeVisible();
  expect(await storedSession(page)).toBeUndefined();
  // The account's cached answers are gone from the device (public ones may be cached again).
  await expect.poll(() => persistedQueryCache(page)).not.toContain('"account"');

  await page.goto('/bookinghistory');
  await expect(page).toHaveURL(/\/$/);
  expect(errors).toEqual([]);
});

test('a signed-in booking: checkout prefilled with gender read-only, the Wallet gateways offered, then listed in history', async ({ page, request, baseURL }) => {
  const customer = await newCustomer(baseURL!, { firstName: 'Ada', lastName: 'Obi', gender: 1, withEmail: true });
  const { email, phone } = customer;
  const draft = await placeDraft(page, request, { daysAhead: 8, time: '07:00 AM', adults: 2 });
  await startSignedIn(page, customer);
  await page.goto('/passenger-details');

  await expect(page.getByRole('heading', { level: 1, name: 'Hello Ada,' })).toBeVisible();
  await page.getByRole('radio', { name: 'No, I will join the Bus at the terminal' }).check();
  await page.getByRole('button', { name: 'Proceed' }).click();
  const main = page.getByRole('group', { name: 'Main passenger' });
  await expect(main.getByLabel('Full Name')).toHaveValue('Ada Obi');
  await expect(main.getByRole('radio', { name: 'Female', exact: true })).toBeChecked();
  await expect(main.getByRole('radio', { name: 'Female', exact: true })).toBeDisabled();
  await expect(main.getByRole('radio', { name: 'Male', exact: true })).toBeDisabled();
  const second = page.getByRole('group', { name: 'Passenger #2' });
  await second.getByLabel('Full Name').fill(SECOND.fullName);
  await second.getByRole('radio', { name: 'Male', exact: true }).check();
  await page.getByRole('button', { name: 'Proceed' }).click();

  await expect(page.getByLabel('Customer Email Address')).toHaveValue(email);
  await expect(page.getByLabel('Customer Phone Number')).toHaveValue(`0${phone.slice(4)}`);
  await expect(page.getByLabel('Next of Kin Name')).toHaveValue('Chike Obi');
  await expect(page.getByLabel("Next of Kin's Mobile Phone Number")).toHaveValue('08099990000');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await page.getByRole('dialog', { name: 'Trip Summary' }).getByRole('button', { name: 'Pay' }).click();

  const payment = page.getByRole('dialog', { name: 'Trip payment' });
  await expect(payment.getByRole('button', { name: 'Paystack', exact: true })).toBeVisible();
  // Spec 2 §9: a signed-in customer also sees the wallet (2 and 23 are one main-wallet button); tests/e2e/wallet-checkout.spec.ts pays with it.
  await expect(payment.getByRole('button', { name: 'Wallet', exact: true })).toHaveCount(1);
  await expect(payment.getByRole('button', { name: 'Cashback Wallet', exact: true })).toBeVisible();
  await payment.getByRole('button', { name: 'Paystack', exact: true }).click();
  await expect(page).toHaveURL(/\/sandbox\/paystack\//);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/call-back\?tx_ref=FRE-/);
  await expect(page.getByRole('heading', { name: /^Your Ticket \(FRE-/ })).toBeVisible();
  const reference = new URL(page.url()).searchParams.get('tx_ref')!;

  await page.goto('/bookinghistory');
  await expect(page.getByRole('heading', { level: 1, name: 'Booking History' })).toBeVisible();
  const card = page.getByRole('list', { name: 'Your bookings' }).getByRole('button', { name: new RegExp(reference) });
  await expect(card).toContainText('Lagos (Jibowu) → Abuja (Utako)');
  await expect(card).toContainText('Approved');
  await expect(card).toContainText('2 seats');
  await card.click();
  await expect(page).toHaveURL(new RegExp(`ref=${reference}`));
  const details = page.getByRole('dialog', { name: 'Booking Details' });
  await expect(details).toContainText(`Reference${reference}`);
  await expect(details).toContainText('StatusApproved');
  await expect(details).toContainText(`Seat Number(s)${draft.outbound.seats.join(', ')}`);
  await expect(details).toContainText(`PassengersAda Obi, ${SECOND.fullName}`);
  await details.getByRole('link', { name: 'View ticket' }).click();
  await expect(page).toHaveURL(new RegExp(`/bookingStatus\\?ref=${reference}`));
});

test('settings: profile update, photo upload (images only) and change password', async ({ page, baseURL }) => {
  const errors = watchPageErrors(page);
  const customer = await newCustomer(baseURL!, { firstName: 'Ada', lastName: 'Obi', gender: 1 });
  const { phone } = customer;
  await startSignedIn(page, customer);
  await page.goto('/setting');

  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  // The wallet's tabs (tests/e2e/wallet-pin.spec.ts) are there too.
  await expect(page.getByRole('tab', { name: 'Change Wallet PIN' })).toBeEnabled();
  await expect(page.getByRole('tab', { name: 'Reset Wallet Pin' })).toBeEnabled();
  await expect(page.getByLabel('Phone Number', { exact: true })).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('readonly', '');

  await page.getByLabel('Full Name').fill('Adaeze');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Please enter your first and last name.')).toBeVisible();
  await page.getByLabel('Full Name').fill('Adaeze Obi Nwosu');
  await page.getByLabel('Next of Kin Name').fill('Ngozi Obi');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile Details Updated Successfully' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Full Name')).toHaveValue('Adaeze Obi Nwosu');
  await expect(page.getByLabel('Next of Kin Name')).toHaveValue('Ngozi Obi');

  // Not an image: refused before upload, and by the server when only the name pretends.
  await choosePhoto(page, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert').filter({ hasText: 'Please select an image to upload' })).toBeVisible();
  await choosePhoto(page, { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') });
  await expect(page.getByRole('alert').filter({ hasText: 'Please select an image to upload' })).toBeVisible();
  await choosePhoto(page, { name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('status').filter({ hasText: 'Photo Uploaded Successfully' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' }).locator('img')).toHaveAttribute('src', /\/api\/onboarding\/customer\/photo\//);
  await expect(page.getByRole('img', { name: 'Your profile picture' })).toBeVisible();

  await page.getByRole('tab', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/tab=password/);
  await page.getByLabel('Current Password', { exact: true }).fill('Wrong#2026x');
  await page.getByLabel('New Password', { exact: true }).fill('Journey#2027');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Journey#2028');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText("Password Doesn't Match")).toBeVisible();
  await page.getByLabel('Confirm Password', { exact: true }).fill('Journey#2027');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your current password is not correct.' })).toBeVisible();
  await page.getByLabel('Current Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Password Changed Successfully.' })).toBeVisible();
  await expect(page.getByLabel('Current Password', { exact: true })).toHaveValue('');

  const api = httpApi(baseURL!);
  expect((await signIn(api, phone, 'Journey#2027')).result?.Data?.firstName).toBe('Adaeze');
  // The two refusals above (a fake picture, a wrong current password) are 400s the browser logs.
  expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
});

test('help & support and referral with Copy', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const customer = await newCustomer(baseURL!);
  const { login } = customer;
  await startSignedIn(page, customer);

  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
  // The numbers themselves come from src/lib/company.ts.
  await expect(page.getByRole('link', { name: /^Call customer care on [\d ]+$/ })).toHaveAttribute('href', /^tel:\+234\d{10}$/);
  const email = page.getByRole('main').getByRole('link', { name: /^[\w.-]+@[\w.-]+$/ });
  await expect(email).toHaveAttribute('href', `mailto:${await email.innerText()}`);
  await expect(page.getByRole('navigation', { name: 'Policies' }).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/Privacy-Policy');
  await expect(page.getByRole('navigation', { name: 'Policies' }).getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/Terms-and-Conditions');

  await accountNav(page).getByRole('link', { name: 'Referral' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Referral' })).toBeVisible();
  await expect(page.getByText(login.referralCode, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Copied!!!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(login.referralCode);
  await expect(page.getByRole('link', { name: 'Terms & Conditions' }).last()).toHaveAttribute('href', '/Terms-and-Conditions');
});

test('Suggest a Route hides the contact fields for a signed-in traveller and sends theirs', async ({ page, baseURL, request }) => {
  const customer = await newCustomer(baseURL!, { withEmail: true, firstName: 'Bola' });
  await startSignedIn(page, customer);
  await page.goto('/suggest-route');
  const form = page.getByRole('form', { name: 'Suggest a Route' });
  await expect(form.getByRole('combobox', { name: 'Departure State' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Email Address' })).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: 'Phone Number' })).toHaveCount(0);
  await form.getByRole('combobox', { name: 'Departure State' }).selectOption({ label: 'Oyo' });
  await form.getByRole('textbox', { name: 'Departure Location' }).fill('Bodija');
  await form.getByRole('combobox', { name: 'Arrival State' }).selectOption({ label: 'Ekiti' });
  await form.getByRole('textbox', { name: 'Arrival Location' }).fill('Ado');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog', { name: 'Route suggested' })).toBeVisible();
  const stored = (await (await request.get(sitePath(devCalls.forms), { params: { email: customer.email } })).json()) as {
    suggestions: { phoneNumber: string; fullName: string; customerId: number | null }[];
  };
  expect(stored.suggestions).toEqual([expect.objectContaining({ phoneNumber: customer.phone, fullName: 'Bola Obi', customerId: customer.login.customersId })]);
});
