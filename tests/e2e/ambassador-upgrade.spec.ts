import { expect, test } from '../fixtures/network';
import { AMBASSADOR_MESSAGES as A } from '../../contract/ambassador';
import { MESSAGES } from '../../contract/messages';
import { fillUpgrade, invitationState, newInvitation, typeCode, upgradeValues } from '../fixtures/ambassador';
import { nextOtp, quietPage, wrong } from '../fixtures/account-flows';
import { waitForServiceWorker } from '../fixtures/service-worker';

// This spec is about the service worker or reads the app through it (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const smsTo = (phone: string) => `+234${phone.slice(1)}`;

test.beforeEach(quietPage);

test('an invited ambassador upgrades to Tier 3 with the code from the SMS, then goes home after 4 s', async ({ page, request }) => {
  const verificationId = await newInvitation(request);
  await page.goto(`/upgrade?verificationId=${verificationId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tier 3 upgrade' })).toBeVisible();
  // The partner slider: three logos in view, moving on by itself every 2 s.
  const slider = page.getByRole('region', { name: 'Our partners' });
  const track = slider.getByRole('list');
  await expect(track.getByRole('listitem')).toHaveCount(7);
  const start = await track.evaluate((el) => el.scrollLeft);
  await expect.poll(() => track.evaluate((el) => el.scrollLeft), { timeout: 5_000 }).not.toBe(start);

  const values = upgradeValues();
  const form = await fillUpgrade(page, values);
  // The draft survives a reload.
  await page.reload();
  await expect(form.getByRole('textbox', { name: 'NIN' })).toHaveValue(values.nin);
  await form.getByRole('button', { name: 'Submit' }).click();

  const modal = page.getByRole('dialog', { name: 'Enter Verification Code' });
  await expect(modal.getByText(A.completeOtp)).toBeVisible();
  await expect(modal.getByText(`A Verification Code has been sent to ${values.phone}`)).toBeVisible();
  const { code } = await nextOtp(request, smsTo(values.phone));
  await typeCode(page, 'Verification Code', code);
  await modal.getByRole('button', { name: 'Verify' }).click();

  await expect(page.getByRole('status').filter({ hasText: A.upgraded })).toBeVisible();
  expect(await invitationState(request, verificationId)).toEqual({ status: 'verified', tier: 3 });
  await expect(page).toHaveURL(/\/(dashboard)?$/, { timeout: 6_000 });
  // The used link says so.
  await page.goto(`/upgrade?verificationId=${verificationId}`);
  await fillUpgrade(page, upgradeValues());
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: A.alreadyUpgraded })).toBeVisible();
});

test('a wrong code says so and leaves the ambassador at Tier 2; closed, the page says the code waits; Resend code waits out the minute', async ({ page, request }) => {
  const verificationId = await newInvitation(request);
  await page.goto(`/upgrade?verificationId=${verificationId}`);
  const values = upgradeValues();
  await fillUpgrade(page, values);
  await page.getByRole('button', { name: 'Submit' }).click();
  const modal = page.getByRole('dialog', { name: 'Enter Verification Code' });
  const first = await nextOtp(request, smsTo(values.phone));
  await typeCode(page, 'Verification Code', wrong(first.code));
  await modal.getByRole('button', { name: 'Verify' }).click();
  await expect(modal.getByRole('alert')).toHaveText('That code is not correct. 4 tries left.');
  expect(await invitationState(request, verificationId)).toEqual({ status: 'awaiting-otp', tier: 2 });

  // Closed, the page says the request waits for its code; reopened, Resend code waits out the minute.
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText(A.completeOtp)).toBeVisible();
  await page.getByRole('button', { name: 'Enter the code' }).click();
  await modal.getByRole('button', { name: 'Resend code' }).click();
  await expect(modal.getByRole('alert')).toHaveText(/^Please wait \d+ seconds? before requesting a new code\.$/);
});

test('a missing or broken link shows no form; an unknown or lapsed one is refused plainly', async ({ page, request }) => {
  await page.goto('/upgrade');
  await expect(page.getByRole('alert')).toContainText(A.linkMissing);
  await expect(page.getByRole('form', { name: 'Your details' })).toHaveCount(0);
  await page.goto('/upgrade?verificationId=not%20a%20link');
  await expect(page.getByRole('alert')).toContainText(A.linkUnknown);
  await expect(page.getByRole('form', { name: 'Your details' })).toHaveCount(0);

  await page.goto('/upgrade?verificationId=no-such-invitation-12345');
  await fillUpgrade(page, upgradeValues());
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: A.linkUnknown })).toBeVisible();

  const lapsed = await newInvitation(request, true);
  await page.goto(`/upgrade?verificationId=${lapsed}`);
  await fillUpgrade(page, upgradeValues());
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: A.linkExpired })).toBeVisible();
});

test('the form checks every field, the phone, the e-mail and the NIN before anything is sent', async ({ page, request }) => {
  const verificationId = await newInvitation(request);
  await page.goto(`/upgrade?verificationId=${verificationId}`);
  const form = page.getByRole('form', { name: 'Your details' });
  await form.getByRole('button', { name: 'Submit' }).click();
  // Each of the eight fields says it, under the field.
  await expect(form.getByText(MESSAGES.allFieldsRequired, { exact: true })).toHaveCount(8);

  await fillUpgrade(page, upgradeValues({ phone: '0803123456', email: 'amaka@example', nin: '1234567890' }));
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText(MESSAGES.nigerianNumber)).toBeVisible();
  await expect(form.getByText(MESSAGES.invalidEmail)).toBeVisible();
  await expect(form.getByText(A.ninDigits)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await invitationState(request, verificationId)).toEqual({ status: 'invited', tier: 2 });
});

test('offline, Submit says it needs a connection and keeps what was typed; a stalled link says so too', async ({ page, request, link }) => {
  const verificationId = await newInvitation(request);
  await page.goto(`/upgrade?verificationId=${verificationId}`);
  await waitForServiceWorker(page);
  const values = upgradeValues();
  const form = await fillUpgrade(page, values);
  await link.cut();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline. Sending your upgrade request needs a connection' })).toBeVisible();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'You are offline. Sending your upgrade request needs a connection' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Office Address' })).toHaveValue(values.officeAddress);

  await link.stall();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'We could not reach Freely. Check your connection and try again.' })).toBeVisible({ timeout: 15_000 });

  await link.restore();
  expect(await invitationState(request, verificationId)).toEqual({ status: 'invited', tier: 2 });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog', { name: 'Enter Verification Code' })).toBeVisible();
});
