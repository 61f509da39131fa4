import { expect, test, type APIRequestContext, type Page } from '../fixtures/csp';
import { terminalId } from '../fixtures/api';
import { flagshipTrips, holdSeats } from '../fixtures/holds';
import { watchPageErrors } from '../fixtures/page-errors';
import { sitePath } from '../../contract/call';
import * as bookingCalls from '../../contract/calls/booking';

// This spec is about the service worker or reads the app through it (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// Seat search and selection (spec 1 §2 Home and Trip selection, §4 Seat search and Seat selection).
// From and To on the home hero are native selects (the phone's own picker), so they are driven
// with selectOption; dates can only be picked in the calendar.

/** A Lagos calendar date `days` from now, yyyy-mm-dd. */
const lagosDate = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Africa/Lagos' });
/** How the calendar names a day button ('24 November 2026'). */
const dayName = (ymd: string) =>
  new Date(`${ymd}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

test.beforeEach(async ({ context, page, baseURL }) => {
  await context.addCookies([{ name: 'freely_cookie_consent', value: 'yes', url: baseURL! }]);
  // The service worker's 'Ready to work offline' toast can land over a modal's buttons, or sit
  // under a modal's overlay: close it with a click event wherever it is.
  const toast = page.getByRole('status').filter({ hasText: 'Ready to work offline' });
  await page.addLocatorHandler(toast, async () => {
    await toast.getByRole('button').dispatchEvent('click');
  });
});

async function pickDate(page: Page, field: 'Departure date' | 'Return date', ymd: string) {
  await page.getByRole('button', { name: field }).click();
  const calendar = page.getByRole('dialog', { name: field });
  const nextMonth = calendar.getByRole('button', { name: 'Next month' });
  // The calendar arrives in its own chunk: wait for it before looking for the day.
  await expect(nextMonth).toBeVisible();
  const day = calendar.getByRole('button', { name: dayName(ymd), exact: true });
  if (!(await day.isVisible())) await nextMonth.click();
  await day.click();
  await expect(calendar).toBeHidden();
}

async function fillSearch(page: Page, trip: { from: string; to: string; date: string; adults: number; returnDate?: string }) {
  if (trip.returnDate) await page.getByRole('tab', { name: 'Round Trip' }).click();
  await page.getByLabel('From', { exact: true }).selectOption({ label: trip.from });
  await page.getByLabel('To', { exact: true }).selectOption({ label: trip.to });
  await pickDate(page, 'Departure date', trip.date);
  if (trip.returnDate) await pickDate(page, 'Return date', trip.returnDate);
  await page.getByLabel('Adults').selectOption(String(trip.adults));
}

/** Chooses free seats in the open picker until `count` are selected. */
async function pickSeats(page: Page, dialogName: string, count: number) {
  const picker = page.getByRole('dialog', { name: dialogName, exact: true });
  const free = picker.getByRole('button', { name: /^Seat \d+, available$/ });
  const chosen = picker.getByRole('button', { pressed: true });
  await expect(free.first()).toBeVisible();
  for (let i = await chosen.count(); i < count; i++) await free.first().click();
  await expect(chosen).toHaveCount(count);
  return picker;
}

/** A date within the window on which the return leg has a direct bus with `seats` free seats. */
async function returnDateWithBuses(request: APIRequestContext, from: number, to: number, date: string, seats: number) {
  for (let days = 2; days <= 10; days++) {
    const returnDate = lagosDate(days);
    const res = await request.post(sitePath(bookingCalls.tripSearch), {
      data: { departureTerminalId: from, destinationTerminalId: to, departureDate: date, returnDate, numberOfAdults: seats, numberOfChildren: '0', tripType: '1', bookingType: '2' },
    });
    const body = (await res.json()) as { data: { arrivals: { availableNumberOfSeats: number }[] } };
    if (body.data.arrivals.some((t) => t.availableNumberOfSeats >= seats)) return returnDate;
  }
  throw new Error('No return day with buses in the seeded schedule');
}

test('a guest searches one way from home, picks two seats and continues without logging in', async ({ page, request }) => {
  const errors = watchPageErrors(page);
  const from = await terminalId(request, 'Lagos (Jibowu)');
  const to = await terminalId(request, 'Abuja (Utako)');
  const date = lagosDate(1);
  await page.goto('/');

  const proceed = page.getByRole('button', { name: 'Proceed' });
  await expect(page.getByRole('tab', { name: 'One Way' })).toHaveAttribute('aria-selected', 'true');
  await expect(proceed).toBeDisabled();
  await fillSearch(page, { from: 'Lagos (Jibowu)', to: 'Abuja (Utako)', date, adults: 2 });
  await expect(page.getByLabel('Children')).toBeDisabled();
  await expect(page.getByLabel('Children')).toHaveValue('0');
  await expect(proceed).toBeEnabled();
  await proceed.click();

  await expect(page).toHaveURL(new RegExp(`/select-bus\\?from=${from}&to=${to}&date=${date}&adults=2$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  const buses = page.getByRole('list', { name: 'Buses' });
  const bus = buses.getByRole('article', { name: /07:00 AM/ });
  await expect(bus).toContainText('Lagos (Jibowu)');
  await expect(bus).toContainText('Abuja (Utako)');
  await expect(bus).toContainText(/₦\d{1,3}(,\d{3})+/);
  await expect(bus).toContainText(/\d+ seats? available/);
  await bus.getByRole('button', { name: 'View Seats' }).click();

  const picker = page.getByRole('dialog', { name: 'Select Seat(s)', exact: true });
  const next = picker.getByRole('button', { name: 'Continue' });
  await expect(next).toBeDisabled();
  await pickSeats(page, 'Select Seat(s)', 1);
  await expect(next).toBeDisabled();
  await pickSeats(page, 'Select Seat(s)', 2);
  await expect(next).toBeEnabled();

  // A third seat for two adults is refused.
  await picker.getByRole('button', { name: /^Seat \d+, available$/ }).first().click();
  const exceeded = page.getByRole('dialog', { name: 'Select Seat(s) Exceeded' });
  await expect(exceeded).toBeVisible();
  await exceeded.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(exceeded).toBeHidden();
  await expect(picker.getByRole('button', { pressed: true })).toHaveCount(2);

  await next.click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  const draft = await page.evaluate(() => JSON.parse(sessionStorage.getItem('freely.booking-draft') ?? 'null') as { outbound: { seats: number[] } | null });
  expect(draft.outbound?.seats).toHaveLength(2);
  expect(errors).toEqual([]);

  await page.getByRole('link', { name: 'Continue Without Log In' }).click();
  await expect(page).toHaveURL(/\/passenger-details$/);
});

test('a reload of /select-bus shows the same buses', async ({ page, request }) => {
  const from = await terminalId(request, 'Lagos (Jibowu)');
  const to = await terminalId(request, 'Abuja (Utako)');
  const url = `/select-bus?from=${from}&to=${to}&date=${lagosDate(1)}&adults=1`;
  await page.goto(url);
  const cards = page.getByRole('list', { name: 'Buses' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  const before = await cards.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
  expect(before.length).toBeGreaterThanOrEqual(2);

  await page.reload();
  await expect(cards.first()).toBeVisible();
  expect(await cards.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))).toEqual(before);
  await expect(page).toHaveURL(url);
});

test('/select-bus without its search goes home', async ({ page }) => {
  await page.goto('/select-bus');
  await expect(page.getByRole('heading', { level: 1, name: 'Travel Freely across Nigeria' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/select-bus?from=1&to=13&adults=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Travel Freely across Nigeria' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a trip with no buses says No bus found and offers Book Again', async ({ page, request }) => {
  const from = await terminalId(request, 'Jos');
  const to = await terminalId(request, 'Calabar');
  await page.goto(`/select-bus?from=${from}&to=${to}&date=${lagosDate(1)}&adults=1`);
  await expect(page.getByRole('heading', { name: 'No bus found' })).toBeVisible();
  await page.getByRole('link', { name: 'Book Again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Travel Freely across Nigeria' })).toBeVisible();
});

test('a search the server refuses shows its message and a way home', async ({ page, request }) => {
  const from = await terminalId(request, 'Lagos (Jibowu)');
  const to = await terminalId(request, 'Abuja (Utako)');
  // Today is outside the seat window (tomorrow to 21 days ahead).
  await page.goto(`/select-bus?from=${from}&to=${to}&date=${lagosDate(0)}&adults=1`);
  const alert = page.getByRole('alert').filter({ hasText: 'We could not search buses' });
  await expect(alert).toContainText(/departure date/i);
  await alert.getByRole('link', { name: 'Go Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Travel Freely across Nigeria' })).toBeVisible();
});

test('a round trip shows the return list after the outbound seats', async ({ page, request }) => {
  const from = await terminalId(request, 'Lagos (Jibowu)');
  const to = await terminalId(request, 'Abuja (Utako)');
  const date = lagosDate(1);
  const returnDate = await returnDateWithBuses(request, from, to, date, 1);
  await page.goto('/');
  await fillSearch(page, { from: 'Lagos (Jibowu)', to: 'Abuja (Utako)', date, returnDate, adults: 1 });
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL(new RegExp(`returnDate=${returnDate}`));

  await page.getByRole('list', { name: 'Buses' }).getByRole('article', { name: /07:00 AM/ }).getByRole('button', { name: 'View Seats' }).click();
  const outbound = await pickSeats(page, 'Select Seat(s)', 1);
  await outbound.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Return Trip Bus Availability' })).toBeVisible();
  await expect(page).toHaveURL(/\/select-bus\?/);
  const returns = page.getByRole('list', { name: 'Return buses' });
  const returnBus = returns.getByRole('article').filter({ has: page.getByRole('button', { name: 'View Seats', disabled: false }) }).first();
  await expect(returnBus).toContainText('Abuja (Utako)');
  await returnBus.getByRole('button', { name: 'View Seats' }).click();
  const back = await pickSeats(page, 'Return Trip Select Seat(s)', 1);
  await back.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/signin$/);
  const draft = await page.evaluate(() => JSON.parse(sessionStorage.getItem('freely.booking-draft') ?? 'null') as { outbound: unknown; return: unknown });
  expect(draft.outbound).not.toBeNull();
  expect(draft.return).not.toBeNull();
});

test('Book Now on a popular route opens the search prefilled for tomorrow and one adult', async ({ page, request }) => {
  const from = await terminalId(request, 'Lagos (Jibowu)');
  const to = await terminalId(request, 'Abuja (Utako)');
  await page.goto('/');
  // The carousel loads when it scrolls into view.
  await page.getByText('Sign in and save 5%').scrollIntoViewIfNeeded();
  const carousel = page.getByRole('region', { name: 'Popular routes' });
  await carousel.getByRole('button', { name: 'Book Now: Lagos (Jibowu) to Abuja (Utako)' }).click();

  const dialog = page.getByRole('dialog', { name: 'Book Lagos (Jibowu) to Abuja (Utako)' });
  await expect(dialog.getByLabel('From', { exact: true })).toHaveValue(String(from));
  await expect(dialog.getByLabel('To', { exact: true })).toHaveValue(String(to));
  await expect(dialog.getByLabel('Adults')).toHaveValue('1');
  await dialog.getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL(new RegExp(`/select-bus\\?from=${from}&to=${to}&date=${lagosDate(1)}&adults=1$`));
});

test('the Booking status tab needs a reference before Proceed', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Booking status' }).click();
  const proceed = page.getByRole('button', { name: 'Proceed' });
  await expect(proceed).toBeDisabled();
  await page.getByLabel('Booking reference').fill('FRE-ABC234');
  await proceed.click();
  await expect(page).toHaveURL(/\/bookingStatus\?ref=FRE-ABC234$/);
});

test('a seat another traveller holds unpaid shows as held, and a bus whose free seats are all held is not fully booked', async ({ page, request }) => {
  // Eleven days ahead: no other spec books there.
  const { from, to, date, trips } = await flagshipTrips(request, 11);
  const [bus, other] = trips.filter((t) => t.availableSeats.length > 1);
  expect(bus && other, 'two flagship buses with free seats').toBeTruthy();
  const heldSeat = bus!.availableSeats.at(-1)!;
  await holdSeats(request, bus!, [heldSeat], 'seat.map');
  for (let i = 0; i < other!.availableSeats.length; i += 13) await holdSeats(request, other!, other!.availableSeats.slice(i, i + 13), 'all.held');

  await page.goto(`/select-bus?from=${from}&to=${to}&date=${date}&adults=1`);
  const buses = page.getByRole('list', { name: 'Buses' });
  const allHeld = buses.getByRole('article', { name: `${other!.vehicleName} at ${other!.departureTime}` });
  await expect(allHeld).toContainText('All free seats are held for payment. Check again in a few minutes.');
  await expect(allHeld).not.toContainText('Seats fully booked');
  await expect(allHeld.getByRole('button', { name: 'View Seats' })).toBeDisabled();

  const card = buses.getByRole('article', { name: `${bus!.vehicleName} at ${bus!.departureTime}` });
  await expect(card).toContainText(`${bus!.availableSeats.length - 1} seat`);
  await expect(card).toContainText('1 more held for payment');
  await card.getByRole('button', { name: 'View Seats' }).click();
  const picker = page.getByRole('dialog', { name: 'Select Seat(s)', exact: true });
  const held = picker.getByRole('button', { name: `Seat ${heldSeat}, held`, exact: true });
  await expect(held).toBeDisabled();
  await expect(picker.getByText('Held: Someone is paying for this seat. It may free up in a few minutes.')).toBeVisible();
  await expect(picker.getByText('Held', { exact: true })).toBeVisible();
  await expect(picker.getByRole('button', { pressed: true })).toHaveCount(0);
});
