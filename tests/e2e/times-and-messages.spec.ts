import { expect, test } from '../fixtures/csp';
import { terminalId } from '../fixtures/api';
import { newCustomer, startSignedIn } from '../fixtures/signed-in';
import { TRAVELLER } from '../fixtures/tickets';
import { sitePath } from '../../contract/call';
import * as devCalls from '../../contract/calls/dev';

// This spec is about the service worker or reads the app through it (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 12 point 8: refusals read as plain sentences (no 'numberOfAdults: ' in front), and every
 * time a traveller reads has one shape, the server's '07:30 AM' (never '9:09 pm').
 */

/** A Lagos calendar date `days` from now, yyyy-mm-dd. */
const lagosDate = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Africa/Lagos' });

test.beforeEach(async ({ context, page, baseURL }) => {
  await context.addCookies([{ name: 'freely_cookie_consent', value: 'yes', url: baseURL! }]);
  const toast = page.getByRole('status').filter({ hasText: 'Ready to work offline' });
  await page.addLocatorHandler(toast, async () => {
    await toast.getByRole('button').dispatchEvent('click');
  });
});

test('a /select-bus link for 14 adults says why in a plain sentence; 13 adults search as usual', async ({ page, request }) => {
  const from = await terminalId(request, 'Lagos (Jibowu)');
  const to = await terminalId(request, 'Abuja (Utako)');
  const link = (adults: number) => `/select-bus?from=${from}&to=${to}&date=${lagosDate(1)}&adults=${adults}`;

  await page.goto(link(14));
  const refusal = page.getByRole('alert').filter({ hasText: 'We could not search buses' });
  await expect(refusal).toContainText('At most 13 adults per booking.');
  await expect(page.getByText('numberOfAdults')).toHaveCount(0);
  await expect(refusal).not.toContainText(/\w+: At most/);
  // A link will not change on retry: only Go Home.
  await expect(refusal.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(refusal.getByRole('link', { name: 'Go Home' })).toBeVisible();

  await page.goto(link(13));
  await expect(page.getByText(/ · 13 adults$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'View Seats' }).first()).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'We could not search buses' })).toHaveCount(0);
});

test('booking history shows times as the rest of the app does: 09:09 PM, never 9:09 pm', async ({ page, request, baseURL }) => {
  const customer = await newCustomer(baseURL!, { firstName: 'Ada', lastName: 'Obi', withEmail: true });
  const trip = (await (await request.post(sitePath(devCalls.soonTrip), { data: { minutesFromNow: 600 } })).json()) as { vehicleTripRegistrationId: number };
  const booked = await request.post(sitePath(devCalls.confirmedBooking), {
    data: { vehicleTripRegistrationId: trip.vehicleTripRegistrationId, seats: [5], fullName: TRAVELLER.fullName, email: customer.email, phoneNumber: TRAVELLER.phoneNumber },
  });
  expect(booked.ok(), await booked.text()).toBe(true);
  const { bookingReferenceCode: reference } = (await booked.json()) as { bookingReferenceCode: string };

  await startSignedIn(page, customer);
  await page.goto('/bookinghistory');
  const card = page.getByRole('list', { name: 'Your bookings' }).getByRole('button', { name: new RegExp(reference) });
  await expect(card).toContainText(/\d{1,2}:\d{2} (AM|PM)/);
  await card.click();
  const details = page.getByRole('dialog', { name: 'Booking Details' });
  await expect(details).toContainText(/Departure.*\d{1,2}:\d{2} (AM|PM)/);
  await expect(details).toContainText(/Booked on\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} (AM|PM)/);
  await expect(details).not.toContainText(/\d (am|pm)\b/);
  await expect(page.locator('main')).not.toContainText(/\d (am|pm)\b/);
});
