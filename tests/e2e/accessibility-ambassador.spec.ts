import { expect, test } from '../fixtures/csp';
import { expectNoViolations, h1, quietPage, settled } from '../fixtures/axe';
import { fillUpgrade, newInvitation, upgradeValues } from '../fixtures/ambassador';

/**
 * axe (as accessibility-screens.spec.ts) on the ambassador screens in their states: the upgrade
 * form empty, with its errors, its OTP modal and a broken link; the deletion page, its warning and
 * 'Verify your Email address' with an error.
 */

test.beforeEach(async ({ page, baseURL }) => quietPage(page, baseURL!));

test('the upgrade form, its errors and its OTP modal', async ({ page, request }) => {
  await page.goto(`/upgrade?verificationId=${await newInvitation(request)}`);
  await expect(h1(page, 'Tier 3 upgrade')).toBeVisible();
  await settled(page);
  await expectNoViolations(page, 'the form, empty');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('All fields are required.', { exact: true }).first()).toBeVisible();
  await expectNoViolations(page, 'the form with its errors');
  await fillUpgrade(page, upgradeValues());
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog', { name: 'Enter Verification Code' })).toBeVisible();
  await expectNoViolations(page, 'the OTP modal');
  await page.goto('/upgrade?verificationId=broken');
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoViolations(page, 'a broken link');
});

test('the deletion page and its code window with an error', async ({ page }) => {
  await page.goto('/delete-account');
  await expect(h1(page, 'Delete Account')).toBeVisible();
  await settled(page);
  await expectNoViolations(page, 'the warning and the search');
  await page.getByRole('textbox', { name: 'Email Address' }).fill(`nobody.${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Search my account' }).click();
  const modal = page.getByRole('dialog', { name: 'Verify your Email address' });
  await expect(modal.getByRole('status')).toBeVisible();
  await page.getByLabel('OTP, digit 1 of 6', { exact: true }).click();
  await page.keyboard.type('123456');
  await modal.getByRole('button', { name: 'Proceed' }).click();
  await expect(modal.getByRole('alert')).toBeVisible();
  await expectNoViolations(page, 'the code window with an error');
});
