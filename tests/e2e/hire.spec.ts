import { expect, test, type Page } from '../fixtures/csp';
import { quietPage, signInThroughUi } from '../fixtures/account-flows';
import { sendSandboxTransfer } from '../fixtures/checkout';
import {
  ABEOKUTA, cardPrice, chooseQuantity, dayName, detail, fillHirePassenger, IBADAN, IKEJA, lagosDate, newHirePassenger, openCalendar, payHireWith, searchHire, vehicleCard,
} from '../fixtures/hire';
import { watchPageErrors } from '../fixtures/page-errors';
import { newCustomer } from '../fixtures/signed-in';
import { HIRE_MESSAGES } from '../../contract/hire';

/**
 * Bus hire (spec 1 §2 'Hire', 'Payment hand-off and result pages', §4 'Hire flow', §5 'Dates',
 * 'Location search', 'Hire', 'Phones', 'Email', §6; spec 2 §7.4, §8, §9): the Hire panel on
 * /hire-vehicle and in the home hero, /select-bus-hire, /signnow, /hire-passenger-details, the card
 * checkout and /call-back-hire, and the bank transfer's 'Transaction Pending' page. Each test hires
 * on days of its own, as a passenger of its own, so parallel tests do not share vehicles or limits.
 */

test.beforeEach(async ({ context, page, baseURL }) => {
  await quietPage({ context, page, baseURL });
});

const naira = (kobo: number) => `₦${(kobo / 100).toLocaleString('en-US')}`;
const summary = (page: Page) => page.getByRole('region', { name: 'Booking Summary' });

test('one way by card: the panel, two vehicles kept across a reload, /signnow as a guest, the form kept across a reload, the checkout and /call-back-hire', async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.goto('/hire-vehicle');
  await expect(page.getByRole('heading', { level: 1, name: 'Hire a Bus' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'How it Works' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Things you need to know' })).toBeVisible();
  await expect(page.getByText('If you cancel a paid hire, 20% of the amount is deducted')).toBeVisible();

  const date = lagosDate(3);
  await searchHire(page, { from: IKEJA, to: IBADAN, date });
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toMatchObject({ from: IKEJA.address, to: IBADAN.address, date });
  await expect(page.getByRole('heading', { level: 1, name: 'Select Vehicles' })).toBeVisible();
  const trip = page.getByRole('definition').filter({ hasText: / km$/ });
  await expect(trip).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2} km$/);
  await expect(page.getByText('One Way', { exact: true })).toBeVisible();

  const continueButton = summary(page).getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  const hiace = await cardPrice(page, 'Hiace');
  await expect(vehicleCard(page, 'Hiace').getByText(/seats$/)).toBeVisible();
  await expect(vehicleCard(page, 'Hiace').locator('img')).toHaveAttribute('src', '/vehicles/hiace.svg');
  await chooseQuantity(page, 'Hiace', 2);
  await expect(summary(page).getByText('2 × Hiace')).toBeVisible();
  await expect(summary(page).getByText(naira(2 * hiace), { exact: true }).last()).toBeVisible();
  await expect(page).toHaveURL(/[?&]q=\d+x2/);
  // A reload keeps the search and the quantities: they are in the URL.
  await page.reload();
  await expect(vehicleCard(page, 'Hiace').getByLabel('Quantity')).toHaveValue('2');
  await continueButton.click();

  // Signed out: /signnow, then on as a guest with the hire intact.
  await expect(page).toHaveURL(/\/signnow$/);
  await page.getByRole('link', { name: 'Continue as Guest' }).click();
  await expect(page).toHaveURL(/\/hire-passenger-details$/);
  await expect(page.getByText('Hello Guest, we just need few more details about you')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Booking Summary' }).getByText('2 × Hiace')).toBeVisible();
  const pay = page.getByRole('button', { name: 'Pay', exact: true });
  await expect(pay).toBeDisabled();
  const passenger = newHirePassenger();
  await fillHirePassenger(page, passenger);
  await expect(pay).toBeEnabled();
  // What was typed survives a reload.
  await page.reload();
  await expect(page.getByLabel('Email Address')).toHaveValue(passenger.email);
  await expect(page.getByLabel('Next of Kin Phone Number')).toHaveValue(passenger.nextOfKinPhone);

  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const methods = page.getByRole('dialog', { name: 'Select payment method' });
  await expect(methods.getByText(naira(2 * hiace))).toBeVisible();
  // Gateway list 2 as hire offers it: the card and bank transfer; the bank USSD gateway and the wallet never.
  await expect(methods.getByRole('listitem')).toHaveCount(2);
  await expect(methods.getByRole('button', { name: 'Bank Transfer', exact: true })).toBeVisible();
  await methods.getByRole('button', { name: 'Paystack', exact: true }).click();

  await expect(page).toHaveURL(/\/sandbox\/paystack\/checkout\//);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/call-back-hire\?reference=HIR-/);
  const reference = new URL(page.url()).searchParams.get('reference')!;
  await expect(page.getByRole('heading', { level: 1, name: `Your Hire (${reference})` })).toBeVisible();
  await expect(detail(page, 'Vehicles')).toHaveText('2 × Hiace (14 seats)');
  await expect(detail(page, 'From')).toHaveText(IKEJA.address);
  await expect(detail(page, 'Amount')).toHaveText(naira(2 * hiace));
  await expect(page.getByRole('link', { name: 'Hire Again' })).toHaveAttribute('href', '/hire-vehicle');
  expect(errors).toEqual([]);
});

test('round trip with the night by bank transfer: Transaction Pending with its countdown, the transfer through the sandbox bank, then the paid hire, from the URL alone', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // From the home hero's Hire a bus tab.
  await page.goto('/');
  await page.getByRole('tab', { name: 'Hire a bus' }).click();
  const date = lagosDate(5);
  const returnDate = lagosDate(7);
  await page.getByRole('tab', { name: 'Round Trip' }).click();
  await expect(page.getByText(HIRE_MESSAGES.sleepOverNote)).toBeVisible();
  await searchHire(page, { from: IKEJA, to: ABEOKUTA, date, returnDate, night: true });
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({ returnDate, night: 'true' });
  await expect(page.getByText('Round Trip', { exact: true })).toBeVisible();
  await expect(detail(page, 'Retain bus for the night')).toHaveText('Yes');
  await expect(vehicleCard(page, 'Sienna').getByText('Price per vehicle, both ways and the night')).toBeVisible();
  const sienna = await cardPrice(page, 'Sienna');
  await chooseQuantity(page, 'Sienna', 1);
  await summary(page).getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('link', { name: 'Continue as Guest' }).click();
  await fillHirePassenger(page, newHirePassenger());
  await payHireWith(page, 'Bank Transfer');

  await expect(page).toHaveURL(/\/bankTransferPayment\?reference=HIR-/);
  const reference = new URL(page.url()).searchParams.get('reference')!;
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Pending' })).toBeVisible();
  await expect(detail(page, 'Amount')).toHaveText(naira(sienna));
  await expect(detail(page, 'Reference Code')).toHaveText(reference);
  await expect(page.getByText(HIRE_MESSAGES.transferNote)).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^Time left: (1:00:00|59:\d{2})$/);
  await page.getByRole('button', { name: 'Copy Reference Code' }).click();
  await expect(page.getByRole('button', { name: 'Copied!!!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference);
  // The reference alone opens it again.
  await page.reload();
  await expect(detail(page, 'Reference Code')).toHaveText(reference);

  await sendSandboxTransfer(page, context);
  // The page asks every few seconds: the paid hire shows by itself.
  await expect(page.getByRole('heading', { level: 1, name: `Your Hire (${reference})` })).toBeVisible({ timeout: 15_000 });
  await expect(detail(page, 'Return date')).toBeVisible();
  await expect(detail(page, 'Retain bus for the night')).toHaveText('Yes');
  await page.goto(`/bankTransferPayment?reference=${reference}`);
  await expect(page.getByRole('heading', { level: 1, name: `Your Hire (${reference})` })).toBeVisible();
});

test('signed out, sign-in on /signnow returns to /hire-passenger-details with the hire intact and the profile read-only', async ({ page, baseURL }) => {
  const customer = await newCustomer(baseURL!, { firstName: 'Ngozi', lastName: 'Eze', gender: 1, withEmail: true });
  await page.goto('/hire-vehicle');
  await searchHire(page, { from: IBADAN, to: IKEJA, date: lagosDate(9) });
  await chooseQuantity(page, 'Hiace X', 1);
  await summary(page).getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/signnow$/);
  await page.getByLabel('Email or Phone Number').fill(customer.phone);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/hire-passenger-details$/);
  await expect(page.getByText('Hello Ngozi, we just need few more details about you')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Booking Summary' }).getByText('1 × Hiace X')).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue('Ngozi Eze');
  await expect(page.getByLabel('Full Name')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Email Address')).toHaveAttribute('readonly', '');
  await expect(page.getByRole('textbox', { name: 'Phone Number', exact: true })).toHaveAttribute('readonly', '');
  await expect(page.getByRole('radio', { name: 'Female', exact: true })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Male', exact: true })).toBeDisabled();
  await expect(page.getByLabel('Next of Kin Name')).toHaveValue('Chike Obi');

  // Signed in, Continue on the vehicles goes straight to the details.
  await page.getByRole('link', { name: 'Change vehicles' }).click();
  await expect(vehicleCard(page, 'Hiace X').getByLabel('Quantity')).toHaveValue('1');
  await summary(page).getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/hire-passenger-details$/);
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('4 Ring Road, Ibadan');
  await page.getByLabel('Next of Kin Phone Number').fill('08031112222');
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeEnabled();
});

test('a cancelled card payment: Your Booking was Cancelled!!! with Go Home and Hire Again, and the vehicles free again', async ({ page }) => {
  await page.goto('/hire-vehicle');
  const date = lagosDate(11);
  await searchHire(page, { from: ABEOKUTA, to: IBADAN, date });
  const before = await vehicleCard(page, 'Premium').getByText(/available$|^Fully hired/).innerText();
  await chooseQuantity(page, 'Premium', 1);
  await summary(page).getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('link', { name: 'Continue as Guest' }).click();
  await fillHirePassenger(page, newHirePassenger());
  await payHireWith(page, 'Paystack');
  await expect(page).toHaveURL(/\/sandbox\/paystack\/checkout\//);
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page).toHaveURL(/\/call-back-hire\?reference=HIR-/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Booking was Cancelled!!!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  await page.getByRole('link', { name: 'Hire Again' }).click();
  await expect(page).toHaveURL(/\/hire-vehicle$/);
  // The panel kept the trip; the cancelled hire's vehicle is free again.
  await expect(page.getByRole('combobox', { name: 'Pick-up address' })).toHaveValue(ABEOKUTA.address);
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(vehicleCard(page, 'Premium').getByText(/available$|^Fully hired/)).toHaveText(before);
});

test('bad input: Proceed says what is missing, a place must come from the suggestions, a day 15 ahead cannot be picked, the passenger phones are checked', async ({ page }) => {
  await page.goto('/hire-vehicle');
  const proceed = page.getByRole('button', { name: 'Proceed' });
  await expect(proceed).toBeDisabled();
  await expect(page.getByText(HIRE_MESSAGES.pickupRequired)).toBeVisible();
  const pickup = page.getByRole('combobox', { name: 'Pick-up address' });
  await pickup.fill('Ik');
  await expect(page.getByText('Type at least 3 characters to see places.')).toBeVisible();
  await pickup.fill('Ikejaa Zzz');
  await page.getByRole('combobox', { name: 'Drop-off address' }).focus();
  await expect(page.getByText('We could not find that place. Please choose one from the suggestions.').first()).toBeVisible();
  await expect(proceed).toBeDisabled();

  // Days are picked in the calendar only: today and 15 days ahead are disabled, 14 is not.
  await expect(page.getByRole('button', { name: 'Pick-up date' })).toHaveJSProperty('tagName', 'BUTTON');
  const calendar = await openCalendar(page, 'Pick-up date', lagosDate(15));
  await expect(calendar.getByRole('button', { name: dayName(lagosDate(15)), exact: true })).toBeDisabled();
  await calendar.getByRole('button', { name: dayName(lagosDate(14)), exact: true }).click();
  await page.getByRole('tab', { name: 'Round Trip' }).click();
  const returns = await openCalendar(page, 'Return date', lagosDate(13));
  await expect(returns.getByRole('button', { name: dayName(lagosDate(13)), exact: true })).toBeDisabled();
  await page.keyboard.press('Escape');

  // An unknown link to the vehicles goes back to the panel.
  await page.goto('/select-bus-hire?from=Ikeja');
  await expect(page).toHaveURL(/\/hire-vehicle$/);
  // A refused search says so with a way back (a date outside the window, from an old link).
  await page.goto(`/select-bus-hire?from=${encodeURIComponent(IKEJA.address)}&to=${encodeURIComponent(IBADAN.address)}&date=${lagosDate(20)}`);
  await expect(page.getByRole('alert').filter({ hasText: HIRE_MESSAGES.noHire })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Hire Again' })).toBeVisible();
});

test('the passenger phones: Nigerian only, and not the same twice', async ({ page }) => {
  await page.goto('/hire-vehicle');
  await searchHire(page, { from: IKEJA, to: ABEOKUTA, date: lagosDate(13) });
  await chooseQuantity(page, 'Hiace', 1);
  await summary(page).getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('link', { name: 'Continue as Guest' }).click();
  const passenger = newHirePassenger();
  await fillHirePassenger(page, { ...passenger, nextOfKinPhone: passenger.phoneNumber, email: 'ada@example' });
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('Passenger and Next of Kin Phone No. should not be the same!!!')).toBeVisible();
  await expect(page.getByText('Please provide a valid email address')).toBeVisible();
  await page.getByLabel('Next of Kin Phone Number').fill('+1 202 555 0100');
  await page.getByLabel('Next of Kin Phone Number').blur();
  await expect(page.getByText('Only Nigerian numbers are allowed. Please provide a Nigerian number.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Select payment method' })).toHaveCount(0);
});

test('signed in, a traveller who is already signed in goes from the vehicles straight to the details', async ({ page, baseURL }) => {
  const customer = await newCustomer(baseURL!, { withEmail: true });
  await signInThroughUi(page, '/login', customer.phone);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('tab', { name: 'Hire a bus' }).click();
  await searchHire(page, { from: ABEOKUTA, to: IKEJA, date: lagosDate(2) });
  await chooseQuantity(page, 'GIGM PRO', 1);
  await summary(page).getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/hire-passenger-details$/);
  await expect(page.getByLabel('Full Name')).toHaveValue('Ada Obi');
});
