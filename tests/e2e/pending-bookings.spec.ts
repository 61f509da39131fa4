import { expect, test, type APIRequestContext, type Page } from '../fixtures/csp';
import { sitePath } from '../../contract/call';
import * as bookingCalls from '../../contract/calls/booking';
import * as devCalls from '../../contract/calls/dev';
import { toLocalPhone } from '../../contract/validation';
import { DRAFT_KEY, MAIN, PENDING_KEY, type Draft } from '../fixtures/booking-draft';
import { payWith } from '../fixtures/checkout';
import { flagshipTrips, ownFlagshipBus, uniqueContact } from '../fixtures/holds';
import { newCustomer, randomEmail, startSignedIn } from '../fixtures/signed-in';

/*
 * Issue 31, defect 3: unpaid bookings block the next one at the per-contact limit (2). The shared
 * server raises every limit, so each test gives its own contact the default limits
 * (POST /api/dev/limits/contact) and books on buses of its own (every seat free).
 */

const NOTICE = 'Pay for or release an unpaid booking to go on';

type Contact = ReturnType<typeof uniqueContact>;

/** A bus of the test's own, as the search shows it, and the search it belongs to. */
async function ownBus(request: APIRequestContext, daysAhead: number) {
  const { vehicleTripRegistrationId } = await ownFlagshipBus(request, daysAhead);
  const { from, to, date, trips } = await flagshipTrips(request, daysAhead);
  const trip = trips.find((t) => t.vehicleTripRegistrationId === vehicleTripRegistrationId);
  if (!trip) throw new Error(`Bus ${vehicleTripRegistrationId} is not in the search of ${date}`);
  return { trip, search: { from, to, date, adults: 1 } };
}

async function holdToDefaultLimits(request: APIRequestContext, contact: string) {
  expect((await request.post(sitePath(devCalls.contactHoldLimits), { data: { contact } })).ok()).toBe(true);
}

/** Opens checkout on a draft for one seat of `bus`, at `step` (the page must already be on the app's origin). */
async function openCheckout(page: Page, bus: Awaited<ReturnType<typeof ownBus>>, contact: Draft['contact'], step: 0 | 2 = 2) {
  const draft: Draft = {
    search: bus.search, outbound: { trip: bus.trip, seats: [bus.trip.availableSeats[0]!] }, return: null,
    pickup: step > 0 ? 'no' : null, passengers: step > 0 ? [MAIN] : [], contact, step,
  };
  await page.evaluate(([key, value]) => window.sessionStorage.setItem(key, value), [DRAFT_KEY, JSON.stringify(draft)] as const);
  await page.goto('/passenger-details');
}

/** From the contact step to 'Trip payment', choosing BudPay: the booking is made and /pay-budpay opens. Its reference. */
async function bookWithBudPay(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Proceed' }).click();
  await payWith(page, 'BudPay');
  await expect(page).toHaveURL(/\/pay-budpay$/);
  const stored = await page.evaluate((key) => window.sessionStorage.getItem(key), PENDING_KEY);
  return (JSON.parse(stored!) as { refCode: string }).refCode;
}

/** From the Trip Summary, pays with the card sandbox and lands on the ticket. */
async function payByCard(page: Page) {
  await payWith(page, 'Paystack');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: /^Your Ticket \(FRE-/ })).toBeVisible();
}

const unpaid = (page: Page, reference: string) => page.getByRole('group', { name: `Awaiting payment: ${reference}` });

// Three checkouts, or a checkout and the history, per test.
test.describe.configure({ timeout: 90_000 });

test('a guest with two unpaid checkouts is told at the contact step, before the Trip Summary, releases one there and pays', async ({ page, request }) => {
  const who: Contact = uniqueContact('limit');
  await holdToDefaultLimits(request, who.email);
  await page.goto('/Privacy-Policy');

  // First checkout: BudPay's widget opened and closed. Its payment has started.
  await openCheckout(page, await ownBus(request, 9), who);
  const widgetClosed = await bookWithBudPay(page);
  await page.getByRole('button', { name: /^Pay ₦/ }).click();
  await page.getByRole('button', { name: 'Close BudPay checkout' }).click();
  await expect(page.getByText('Transaction was not completed, window closed.')).toBeVisible();
  // Second: BudPay chosen, then left.
  await openCheckout(page, await ownBus(request, 10), who);
  const left = await bookWithBudPay(page);

  // Third: the contact step says so, and names both.
  await openCheckout(page, await ownBus(request, 12), who);
  await page.getByRole('button', { name: 'Proceed' }).click();
  const notice = page.getByRole('alert').filter({ hasText: NOTICE });
  await expect(notice).toContainText('This e-mail or phone number already has the most unpaid bookings allowed at once (2 bookings or 26 seats).');
  await expect(page.getByRole('dialog', { name: 'Trip Summary' })).toBeHidden();
  await expect(unpaid(page, widgetClosed)).toContainText('A payment has started.');
  await expect(unpaid(page, widgetClosed).getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', `/pay-booking?reference=${widgetClosed}`);
  await expect(unpaid(page, left).getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', `/pay-booking?reference=${left}`);

  // The closed widget's booking is let go: BudPay is asked first (no money came), then its seats are freed.
  await unpaid(page, widgetClosed).getByRole('button', { name: 'Release seats' }).click();
  await unpaid(page, widgetClosed).getByRole('button', { name: 'Yes, release seats' }).click();
  await expect(notice).toBeHidden();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await payByCard(page);
});

test('signed in at the limit: told before the checkout steps, releases one there and pays; Booking history pays or releases the other', async ({ page, request, baseURL }) => {
  const customer = await newCustomer(baseURL!, { firstName: 'Ada', lastName: 'Obi', gender: 1 });
  const phone = toLocalPhone(customer.phone);
  await holdToDefaultLimits(request, phone);
  // Two unpaid bookings made while signed in, with the account's phone.
  const bus = await ownBus(request, 13);
  const references: string[] = [];
  for (const seat of bus.trip.availableSeats.slice(-2)) {
    const res = await request.post(sitePath(bookingCalls.createBooking), {
      headers: { Authorization: `Bearer ${customer.login.jwtToken}` },
      data: {
        tripType: 0, paymentMethod: 5, firstName: 'Ada', lastName: 'Obi', gender: 1, routeId: bus.trip.routeId, ...uniqueContact('history'), phoneNumber: phone,
        seatRegistrations: `${bus.trip.vehicleTripRegistrationId}:${seat}`, vehicleTripRegistrationId: bus.trip.vehicleTripRegistrationId,
      },
    });
    expect(res.ok(), await res.text()).toBe(true);
    references.push(((await res.json()) as { data: { bookingReferenceCode: string } }).data.bookingReferenceCode);
  }
  const [released, kept] = references as [string, string];

  await startSignedIn(page, customer);
  await openCheckout(page, bus, { email: '', phoneNumber: '', nextOfKinName: '', nextOfKinPhone: '' }, 0);
  const notice = page.getByRole('alert').filter({ hasText: NOTICE });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pick Up' })).toBeHidden();
  await expect(unpaid(page, kept).getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', `/pay-booking?reference=${kept}`);
  // The account's own booking: released without asking for its phone.
  await unpaid(page, released).getByRole('button', { name: 'Release seats' }).click();
  await unpaid(page, released).getByRole('button', { name: 'Yes, release seats' }).click();
  await expect(notice).toBeHidden();

  await page.getByRole('radio', { name: 'No, I will join the Bus at the terminal' }).check();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await page.getByLabel('Customer Email Address').fill(randomEmail());
  await page.getByRole('button', { name: 'Proceed' }).click();
  await payByCard(page);

  await page.goto('/bookinghistory');
  const list = page.getByRole('list', { name: 'Your bookings' });
  await expect(list.getByRole('button', { name: new RegExp(released) })).toContainText('Cancelled');
  await expect(list.getByRole('button', { name: new RegExp(kept) })).toContainText('Pending');
  await expect(unpaid(page, kept).getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', `/pay-booking?reference=${kept}`);
  await unpaid(page, kept).getByRole('button', { name: 'Release seats' }).click();
  await unpaid(page, kept).getByRole('button', { name: 'Yes, release seats' }).click();
  await expect(list.getByRole('button', { name: new RegExp(kept) })).toContainText('Cancelled');
  await expect(unpaid(page, kept)).toBeHidden();
});

test('a booking made on this phone awaits payment on My tickets and its status, with Pay now and Release seats; once lapsed it reads Expired with neither', async ({ page, request }) => {
  await page.goto('/Privacy-Policy');
  await openCheckout(page, await ownBus(request, 14), uniqueContact('mine'));
  const reference = await bookWithBudPay(page);

  await page.goto('/my-tickets');
  const mine = page.getByRole('list', { name: 'My tickets' });
  await expect(mine.getByRole('link', { name: new RegExp(reference) })).toContainText('Pending');
  await expect(unpaid(page, reference)).toContainText(/Awaiting payment\. Seats held until \d\d:\d\d [AP]M \(\d+ min left\)\./);
  await expect(unpaid(page, reference).getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', `/pay-booking?reference=${reference}`);
  await expect(unpaid(page, reference).getByRole('button', { name: 'Release seats' })).toBeVisible();

  await page.goto(`/bookingStatus?ref=${reference}`);
  const summary = page.getByRole('region', { name: 'Booking summary' });
  await expect(summary.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', `/pay-booking?reference=${reference}`);
  await expect(summary.getByRole('button', { name: 'Release seats' })).toBeVisible();

  expect((await request.post(sitePath(devCalls.lapseBooking), { data: { reference } })).ok()).toBe(true);
  await page.reload();
  await expect(summary).toContainText('Expired');
  await expect(summary.getByRole('link', { name: 'Pay now' })).toBeHidden();
  await page.goto('/my-tickets');
  await expect(mine.getByRole('link', { name: new RegExp(reference) })).toContainText('Expired');
  await expect(page.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
});

