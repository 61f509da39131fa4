import { expect, test } from '../fixtures/csp';
import { PASSWORD } from '../fixtures/accounts';
import { quietPage, newPhone, newEmail, nextOtp, wrong, registered, signInThroughUi, storedSession } from '../fixtures/account-flows';
import { watchPageErrors } from '../fixtures/page-errors';
import { sitePath } from '../../contract/call';
import * as onboardingCalls from '../../contract/calls/onboarding';

/**
 * Sign-up, profile completion and one-time codes through the screens (spec 1 §2 and §4). Codes are read
 * from the sandbox outbox (GET /api/dev/outbox?to=…, newest first); customers a test only needs
 * to exist are made through the API with the same calls the screens make.
 */

test.beforeEach(({ context, page, baseURL }) => quietPage({ context, page, baseURL }));

test('a new customer signs up by phone in four stages, reading the code from the outbox', async ({ page, request }) => {
  const first = newPhone();
  const second = newPhone();
  await page.goto('/Register');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  const signUp = page.getByRole('button', { name: 'Sign Up', exact: true });
  await expect(signUp).toBeDisabled();
  const number = page.getByRole('textbox', { name: 'Phone Number', exact: true });
  await number.fill('+233 24 123 4567');
  await expect(signUp).toBeDisabled();
  await page.getByRole('checkbox').check();
  await expect(signUp).toBeEnabled();

  // Only +234 is offered (tests/e2e/signup-countries.spec.ts); another country typed in full is refused.
  await signUp.click();
  await expect(page.getByText('Only Nigerian numbers are allowed. Please provide a Nigerian number.')).toBeVisible();
  await number.fill(first.typed);
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
  const sixth = page.waitForResponse((r) => r.url().endsWith(sitePath(onboardingCalls.verifyCode)));
  await modal.getByRole('button', { name: 'Verify' }).click();
  expect((await sixth).status()).toBe(429);
  await expect(answer).toHaveText('Too many wrong codes. Please request a new code.');
  await expect(page.getByText('Phone Number Verified')).toHaveCount(0);
});
