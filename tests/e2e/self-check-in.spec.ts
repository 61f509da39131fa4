import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/csp';
import { CHECKIN_MESSAGES } from '../../contract/tickets';
import { bookingStatusOf, bookTripLeavingIn, createPendingBooking } from '../fixtures/tickets';

// This spec is about the service worker or reads the app through it (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 12 point 8: a self check-in is visibly confirmed after /selfcheckin hands over to the
 * booking's page (the success modal alone went away with the page), and a refusal stays explained
 * on the screen once its modal is closed. Each test books its own ticket.
 */

test.beforeEach(async ({ context, page, baseURL }) => {
  await context.addCookies([{ name: 'freely_cookie_consent', value: 'yes', url: baseURL! }]);
  const toast = page.getByRole('status').filter({ hasText: 'Ready to work offline' });
  await page.addLocatorHandler(toast, async () => {
    await toast.getByRole('button').dispatchEvent('click');
  });
});

/** A few hundred metres from the booking's departure terminal. */
async function standAtTerminal(page: Page, reference: string) {
  const row = (await bookingStatusOf(page.request, reference)).userData[0]!;
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: row.departureLatitude + 0.003, longitude: row.departureLongitude - 0.002 });
}

async function checkInByReference(page: Page, reference: string) {
  await page.goto('/selfcheckin');
  await expect(page.getByRole('heading', { level: 1, name: 'Check In' })).toBeVisible();
  await page.getByLabel('Booking Reference').fill(reference);
  await page.getByRole('button', { name: 'Check In' }).click();
}

test('a successful self check-in is confirmed on the booking page, naming the reference', async ({ page, request }) => {
  const reference = await bookTripLeavingIn(request, 180, [4]);
  await standAtTerminal(page, reference);
  await checkInByReference(page, reference);

  await expect(page.getByRole('dialog', { name: 'Check-In Successful' }).getByText(CHECKIN_MESSAGES.success)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/bookingStatus\\?ref=${reference}`));
  const confirmation = page.getByRole('alert').filter({ hasText: 'Check-In Successful' });
  await expect(confirmation).toContainText(`You are checked in for booking ${reference}.`);
  await expect(page.getByRole('listitem', { name: 'Seat 4', exact: true }).getByRole('button', { name: 'View Ticket' })).toBeVisible();

  await confirmation.getByRole('button', { name: 'View Ticket' }).click();
  await expect(page.getByRole('dialog', { name: 'Bus Ticket' })).toBeVisible();
});

test('a refused self check-in stays explained after its modal closes: unpaid, then unknown', async ({ page, request }) => {
  const unpaid = await createPendingBooking(request);
  await standAtTerminal(page, unpaid);
  await checkInByReference(page, unpaid);

  const failed = page.getByRole('dialog', { name: 'Check-In Failed' });
  await expect(failed.getByText('Only a paid booking can be checked in.')).toBeVisible();
  await failed.getByRole('button', { name: 'OK' }).click();
  const reason = page.getByRole('alert').filter({ hasText: 'Check-In Failed' });
  await expect(reason).toContainText(`We could not check in ${unpaid}. Only a paid booking can be checked in.`);
  await expect(page).toHaveURL(/\/selfcheckin$/);

  await page.getByLabel('Booking Reference').fill('FRE-NOPE99');
  await expect(reason).toHaveCount(0);
  await page.getByRole('button', { name: 'Check In' }).click();
  await failed.getByRole('button', { name: 'OK' }).click();
  await expect(reason).toContainText(`We could not check in FRE-NOPE99. ${CHECKIN_MESSAGES.invalidRef}`);
});
