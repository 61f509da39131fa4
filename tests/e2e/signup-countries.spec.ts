import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/csp';
import { newPhone, quietPage, registered, signInThroughUi } from '../fixtures/account-flows';

/**
 * Issue 12, point 4: the phone fields offered Ghana, Benin, Togo, Cameroon, Niger, the UK and the
 * US, then refused them with 'Only Nigerian numbers are allowed…'. Now they offer Nigeria alone.
 */

test.use({ viewport: { width: 390, height: 844 } });
test.beforeEach(({ context, page, baseURL }) => quietPage({ context, page, baseURL }));

/** The field offers no country to choose, and shows Nigeria's +234 in front. */
async function expectNigeriaOnly(page: Page, label: string) {
  const field = page.getByRole('textbox', { name: label, exact: true });
  await expect(field).toBeVisible();
  await expect(page.getByRole('combobox', { name: /country/i })).toHaveCount(0);
  await expect(page.getByRole('option', { name: /\+(233|229|228|237|227|44|1)\b/ })).toHaveCount(0);
  const wrapper = field.locator('xpath=ancestor::div[contains(@class, "mantine-TextInput-root")]');
  await expect(wrapper.getByText('+234')).toBeVisible();
  await expect(wrapper.getByRole('img', { name: 'Nigeria' })).toBeVisible();
  await expect(wrapper.getByText('Nigerian numbers only')).toBeVisible();
}

test('sign-up offers only Nigeria, and takes the number typed without its 0 or with +234', async ({ page }) => {
  await page.goto('/Register');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  await expectNigeriaOnly(page, 'Phone Number');

  const number = page.getByRole('textbox', { name: 'Phone Number', exact: true });
  const modal = page.getByRole('dialog', { name: 'Enter Verification Code' });
  const first = newPhone();
  const withoutZero = first.typed.slice(1);
  await number.fill(withoutZero);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(modal.getByText(`A Verification Code has been sent to +234 ${withoutZero}`)).toBeVisible();

  await modal.getByRole('button', { name: 'change number' }).click();
  await expect(modal).toBeHidden();
  const second = newPhone();
  await number.fill(second.phone);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(modal.getByText(`A Verification Code has been sent to +234 ${second.typed.slice(1)}`)).toBeVisible();
});

test("profile completion's next-of-kin phone offers only Nigeria", async ({ page, baseURL }) => {
  const { phone } = await registered(baseURL);
  await signInThroughUi(page, '/login', phone);
  await expect(page.getByRole('heading', { level: 1, name: 'Personalise your profile' })).toBeVisible();
  await expectNigeriaOnly(page, 'Next of Kin Phone Number');
});
