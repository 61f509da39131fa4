import { sitePath } from '../../contract/call';
import * as bookingCalls from '../../contract/calls/booking';
import { formatTripDate } from '../../contract/dates';
import { RESCHEDULE_MESSAGES, RESCHEDULE_RULE_LINES } from '../../contract/reschedule';
import { toLocalPhone } from '../../contract/validation';
import { quietPage } from '../fixtures/account-flows';
import { expectNoViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/csp';
import { chooseNewBus, daysAhead, findBooking, missedBus, morningHiace, paidAhead, tripNow, unpaidBooking } from '../fixtures/reschedule';
import { newCustomer, startSignedIn } from '../fixtures/signed-in';
import { sendSandboxTransfer } from '../fixtures/checkout';
import { bookingStatusOf, sellSeats } from '../fixtures/tickets';
import { fundByApi, PIN, typePin, walletNow, walletWithPin } from '../fixtures/wallet';

// This spec is about the service worker or reads the app through it (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * Self-service reschedule (/reschedule, issue 18): signed in, a booking moved for free from its
 * ticket and the new ticket in My tickets; a missed bus with the ₦1,000 fee by card through the
 * sandbox and by wallet with the PIN; a guest with reference and phone. Failures: a wrong phone,
 * a seat taken meanwhile, a booking not paid or cancelled, a cancelled card payment leaving the
 * booking as it was; no connection: reschedule-offline.spec.ts. Each test has bookings and contacts of its own, on
 * buses of its own (tests/fixtures/reschedule.ts); new seats are the first free ones of the 07:00 Hiace on a day of its own.
 */

// Each test books, pays and moves through the real app and sandbox: a minute, not the default 30 s, on two shared cores.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ context, page, baseURL }) => {
  await quietPage({ context, page, baseURL });
});

const heading = (page: import('@playwright/test').Page, name: string) => page.getByRole('heading', { name });

test('signed in: a booking moves for free from its ticket, the old seat is free, and My tickets shows the new trip', async ({ page, request, baseURL }) => {
  const customer = await newCustomer(baseURL!);
  const booked = await paidAhead(request, 9, { phoneNumber: toLocalPhone(customer.phone), email: `free.${Date.now()}@example.com` });
  await startSignedIn(page, customer);
  // The ticket as the phone keeps it (the vault), then Reschedule from it.
  await page.goto(`/bookingStatus?ref=${booked.ref}`);
  await page.getByRole('region', { name: 'Booking summary' }).getByRole('link', { name: 'Reschedule' }).click();
  await expect(page).toHaveURL(new RegExp(`/reschedule\\?ref=${booked.ref}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Reschedule' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible();
  for (const line of RESCHEDULE_RULE_LINES) await expect(page.getByText(line)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Booking reference' })).toHaveValue(booked.ref);
  // Their own booking: no phone needed.
  await page.getByRole('button', { name: 'Find booking' }).click();
  await expect(page.getByRole('region', { name: 'Your trip now' })).toContainText('Lagos (Jibowu) → Abuja (Utako)');
  await expect(page.getByRole('status').filter({ hasText: 'Rescheduling this trip is free now.' })).toBeVisible();

  const newDate = daysAhead(12);
  const seat = await chooseNewBus(page, newDate);
  // Dearer buses are not offered (the fare may not be higher).
  await expect(page.getByRole('list', { name: `Buses on ${formatTripDate(newDate)}` })).not.toContainText('Premium');
  await page.getByRole('button', { name: 'Reschedule Now' }).click();

  await expect(heading(page, 'Your trip is rescheduled')).toBeVisible();
  await expect(page.getByText(`Booking ${booked.ref} keeps its reference.`)).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Free' })).toBeVisible();
  await expect(page.getByText('The new ticket is saved on this phone')).toBeVisible();

  const status = await bookingStatusOf(request, booked.ref);
  expect(status.userData.map((r) => [r.departureDate, r.seatNumber])).toEqual([[newDate, seat]]);
  // The old seat is for sale again.
  expect((await tripNow(request, 9, booked.tripId)).availableSeats).toContain(booked.seats[0]);

  // My tickets lists the booking on its new day (the vault keeps one ticket per booking reference).
  await page.goto('/my-tickets');
  const ticket = page.getByRole('list', { name: 'My tickets' }).getByRole('link', { name: new RegExp(booked.ref) });
  await expect(ticket).toContainText(formatTripDate(newDate));
  await ticket.click();
  await expect(page.getByRole('dialog', { name: 'Bus Ticket' })).toContainText(formatTripDate(newDate));
});

test('a guest with a missed bus pays the ₦1,000 by card through the sandbox and is moved, once', async ({ page, request }) => {
  const booked = await missedBus(request);
  await page.goto('/reschedule');
  await findBooking(page, booked.ref, booked.phone);
  await expect(page.getByRole('status').filter({ hasText: 'Rescheduling this trip now costs ₦1,000' })).toBeVisible();
  const newDate = daysAhead(13);
  const seat = await chooseNewBus(page, newDate);
  await expect(page.getByText('Reschedule fee: ₦1,000')).toBeVisible();
  // A guest has no wallet to pay from.
  await expect(page.getByRole('radio', { name: 'Wallet' })).toHaveCount(0);
  const now = page.getByRole('button', { name: 'Reschedule Now' });
  await expect(now).toBeDisabled();
  await page.getByRole('radio', { name: 'Paystack' }).check();
  await expectNoViolations(page, 'a bus, seats and the fee payment chosen');
  await now.click();

  await expect(page).toHaveURL(/\/sandbox\/paystack\/checkout\//);
  await expect(page.getByText('₦1,000')).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/reschedule\?reference=RSC-/);
  await expect(heading(page, 'Your trip is rescheduled')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '₦1,000 paid' })).toBeVisible();
  await expect(page.getByText('The new ticket is saved on this phone')).toBeVisible();
  await expectNoViolations(page, 'rescheduled');
  const status = await bookingStatusOf(request, booked.ref);
  expect(status.userData.map((r) => [r.departureDate, r.seatNumber])).toEqual([[newDate, seat]]);

  // A reload confirms nothing twice.
  await page.reload();
  await expect(heading(page, 'Your trip is rescheduled')).toBeVisible();
  expect((await bookingStatusOf(request, booked.ref)).userData).toHaveLength(1);
});

test('a missed bus paid by bank transfer: Transaction Pending (kept in the URL), then the transfer moves the booking by itself', async ({ page, context, request }) => {
  const booked = await missedBus(request);
  await page.goto('/reschedule');
  await findBooking(page, booked.ref, booked.phone);
  const newDate = daysAhead(17);
  const seat = await chooseNewBus(page, newDate);
  await page.getByRole('radio', { name: 'Bank Transfer' }).check();
  await page.getByRole('button', { name: 'Reschedule Now' }).click();
  await expect(heading(page, 'Transaction Pending')).toBeVisible();
  await expect(page).toHaveURL(/\/reschedule\?reference=RSC-/);
  await expect(page.getByRole('timer', { name: 'Time left to pay' })).toContainText(/Time left: (29|30):/);
  await expectNoViolations(page, 'Transaction Pending');
  // A reload shows the same transfer to make, from the URL alone.
  await page.reload();
  await expect(heading(page, 'Transaction Pending')).toBeVisible();
  expect((await bookingStatusOf(request, booked.ref)).userData.map((r) => r.seatNumber)).toEqual([1]);

  await sendSandboxTransfer(page, context);
  await expect(heading(page, 'Your trip is rescheduled')).toBeVisible({ timeout: 15_000 });
  const status = await bookingStatusOf(request, booked.ref);
  expect(status.userData.map((r) => [r.departureDate, r.seatNumber])).toEqual([[newDate, seat]]);
});

test('a missed bus paid from the wallet with the PIN', async ({ page, request, baseURL }) => {
  const customer = await newCustomer(baseURL!, { withEmail: true });
  await walletWithPin(baseURL!, request, customer);
  await fundByApi(baseURL!, customer, 5_000);
  const booked = await missedBus(request, { phoneNumber: toLocalPhone(customer.phone), email: customer.email });
  await startSignedIn(page, customer);
  await page.goto(`/reschedule?ref=${booked.ref}`);
  await page.getByRole('button', { name: 'Find booking' }).click();
  await chooseNewBus(page, daysAhead(14));
  await page.getByRole('radio', { name: 'Wallet' }).check();
  await expect(page.getByLabel('Transaction PIN, digit 1 of 4', { exact: true })).toHaveAttribute('type', 'password');
  await typePin(page, 'Transaction PIN', '1111');
  await page.getByRole('button', { name: 'Reschedule Now' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Wrong pin supplied' })).toBeVisible();
  expect((await walletNow(baseURL!, customer)).AvailableBalance).toBe(5_000);

  await typePin(page, 'Transaction PIN', PIN);
  await page.getByRole('button', { name: 'Reschedule Now' }).click();
  await expect(heading(page, 'Your trip is rescheduled')).toBeVisible();
  expect((await walletNow(baseURL!, customer)).AvailableBalance).toBe(4_000);
});

test('a cancelled card payment leaves the booking as it was, and frees the seat it held', async ({ page, request }) => {
  const booked = await missedBus(request);
  await page.goto('/reschedule');
  await findBooking(page, booked.ref, booked.phone);
  const seat = await chooseNewBus(page, daysAhead(15));
  await page.getByRole('radio', { name: 'Paystack' }).check();
  await page.getByRole('button', { name: 'Reschedule Now' }).click();
  await expect(page).toHaveURL(/\/sandbox\/paystack\/checkout\//);
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();

  await expect(page).toHaveURL(/\/reschedule\?reference=RSC-/);
  await expect(heading(page, 'Your booking was not rescheduled')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(RESCHEDULE_MESSAGES.cancelled);
  await expectNoViolations(page, 'not rescheduled');
  const status = await bookingStatusOf(request, booked.ref);
  // Still its missed bus, seat 1, paid.
  expect(status.userData.map((r) => [r.seatNumber, r.bookingStatus, Date.parse(r.departsAt) < Date.now()])).toEqual([[1, 1, true]]);
  expect((await morningHiace(request, 15)).availableSeats).toContain(seat);
  // Try again starts over with the booking filled in.
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('textbox', { name: 'Booking reference' })).toHaveValue(booked.ref);
});

test('a wrong phone finds nothing; a seat taken meanwhile is refused and asked again', async ({ page, request }) => {
  const booked = await paidAhead(request, 10);
  await page.goto('/reschedule');
  await findBooking(page, booked.ref, '08000000001');
  await expect(page.getByRole('alert')).toHaveText(RESCHEDULE_MESSAGES.notFound(booked.ref));

  await page.getByRole('textbox', { name: 'Phone number' }).fill(booked.phone);
  await page.getByRole('button', { name: 'Find booking' }).click();
  const newDate = daysAhead(16);
  const seat = await chooseNewBus(page, newDate);
  // Someone else pays for that seat while the traveller looks at the summary.
  await sellSeats(request, (await morningHiace(request, 16)).vehicleTripRegistrationId, [seat]);
  await page.getByRole('button', { name: 'Reschedule Now' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Seat(s) ${seat} already taken. Please choose other seats.` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your new trip' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reschedule Now' })).toBeDisabled();
  expect((await bookingStatusOf(request, booked.ref)).userData.map((r) => r.seatNumber)).toEqual(booked.seats);
});

test('a booking not paid yet, then cancelled, cannot be rescheduled', async ({ page, request }) => {
  const unpaid = await unpaidBooking(request, 7);
  await page.goto('/reschedule');
  await findBooking(page, unpaid.ref, unpaid.phone);
  const refusal = page.getByRole('alert').filter({ hasText: RESCHEDULE_MESSAGES.pending(unpaid.ref) });
  await expect(refusal).toBeVisible();
  await expect(page.getByRole('button', { name: 'New date' })).toHaveCount(0);
  await expectNoViolations(page, 'a trip that cannot be rescheduled');

  const released = await request.post(sitePath(bookingCalls.releaseBooking), { data: { ref: unpaid.ref, contact: unpaid.phone } });
  expect(released.ok()).toBe(true);
  await page.getByRole('button', { name: 'Find another booking' }).click();
  await findBooking(page, unpaid.ref, unpaid.phone);
  await expect(page.getByRole('alert').filter({ hasText: RESCHEDULE_MESSAGES.closed(unpaid.ref, 'cancelled') })).toBeVisible();
});
