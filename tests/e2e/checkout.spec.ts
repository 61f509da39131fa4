import { expect, test } from '../fixtures/csp';
import { CONTACT, MAIN, placeDraft, SECOND } from '../fixtures/booking-draft';
import { naira, payWith, storedDraft } from '../fixtures/checkout';
import { flagshipTrips, uniqueContact } from '../fixtures/holds';
import { sitePath } from '../../contract/call';
import * as bookingCalls from '../../contract/calls/booking';

/**
 * Checkout steps, starting from a booking draft placed in sessionStorage the way /select-bus
 * leaves it. Trips are real: fetched from the API for Lagos (Jibowu) → Abuja (Utako) tomorrow.
 * Each test that books uses a trip of its own (its own date or departure) and takes seats from the
 * end of the free list, so parallel workers, and other specs picking from the front, never collide.
 */

test.describe('checkout', () => {
  test('Pick Up: No lets the traveller proceed, Yes points to the app, Back returns to the bus list', async ({ page, request }) => {
    const draft = await placeDraft(page, request);
    await page.goto('/passenger-details');
    await expect(page.getByRole('heading', { level: 1, name: 'Hello Guest,' })).toBeVisible();
    await expect(page.getByText('we just need few more details about you')).toBeVisible();

    const proceed = page.getByRole('button', { name: 'Proceed' });
    await expect(proceed).toBeDisabled();
    await page.getByRole('radio', { name: 'Yes, I want to be picked up' }).check();
    const pickup = page.getByRole('dialog', { name: 'Pick Up Service' });
    await expect(pickup.getByRole('link', { name: 'Download on the App Store' })).toBeVisible();
    await pickup.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('radio', { name: 'No, I will join the Bus at the terminal' }).check();
    await expect(proceed).toBeEnabled();
    await proceed.click();
    await expect(page.getByRole('heading', { name: 'Passenger Details' })).toBeVisible();
    await expect(page.getByText('Please enter name as they appear on identification document')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Passenger #2' })).toBeVisible();

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { name: 'Pick Up' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/select-bus\?/);
    const back = new URL(page.url()).searchParams;
    expect(back.get('date')).toBe(draft.outbound.trip.departureDate);
    expect(back.get('adults')).toBe('2');
  });

  test('the contact step says what is wrong, in the spec’s words', async ({ page, request }) => {
    await placeDraft(page, request, { step: 2, passengers: [MAIN, SECOND] });
    await page.goto('/passenger-details');
    await expect(page.getByText('We need your contact details for booking confirmation')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Terms and Conditions' })).toBeVisible();
    await expect(page.getByText(/valid for one month.*cannot be refunded/)).toBeVisible();

    const proceed = page.getByRole('button', { name: 'Proceed' });
    await expect(proceed).toBeDisabled();
    await page.getByLabel('Customer Email Address').fill('ada@example');
    await page.getByLabel('Customer Phone Number').fill('0803123456');
    await page.getByLabel('Next of Kin Name').fill('Ngozi Obi');
    await page.getByLabel("Next of Kin's Mobile Phone Number").fill('080312345678');
    await proceed.click();
    await expect(page.getByText('Please provide a valid email address')).toBeVisible();
    await expect(page.getByText('Phone No. should not be less than 11 characters')).toBeVisible();
    await expect(page.getByText('Phone No. should not be greater than 11 characters')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Trip Summary' })).toBeHidden();

    await page.getByLabel('Customer Email Address').fill(CONTACT.email);
    await page.getByLabel('Customer Phone Number').fill(CONTACT.phoneNumber);
    await page.getByLabel("Next of Kin's Mobile Phone Number").fill(CONTACT.phoneNumber);
    await proceed.click();
    await expect(page.getByText('Passenger and Next of Kin Phone No. should not be the same!!!')).toBeVisible();

    await page.getByLabel("Next of Kin's Mobile Phone Number").fill(CONTACT.nextOfKinPhone);
    await proceed.click();
    await expect(page.getByRole('dialog', { name: 'Trip Summary' })).toBeVisible();
  });

  test('typed details survive a reload', async ({ page, request }) => {
    await placeDraft(page, request, { step: 1 });
    await page.goto('/passenger-details');
    const main = page.getByRole('group', { name: 'Main passenger' });
    await main.getByLabel('Full Name').fill('Ada Obi');
    await main.getByRole('radio', { name: 'Female', exact: true }).check();
    await page.getByRole('group', { name: 'Passenger #2' }).getByLabel('Full Name').fill('Chidi Okafor');
    await expect.poll(() => storedDraft(page)).toContain('Chidi Okafor');

    await page.reload();
    await expect(page.getByRole('group', { name: 'Main passenger' }).getByLabel('Full Name')).toHaveValue('Ada Obi');
    await expect(page.getByRole('group', { name: 'Main passenger' }).getByRole('radio', { name: 'Female', exact: true })).toBeChecked();
    await expect(page.getByRole('group', { name: 'Passenger #2' }).getByLabel('Full Name')).toHaveValue('Chidi Okafor');

    await page.getByRole('group', { name: 'Passenger #2' }).getByRole('radio', { name: 'Male', exact: true }).check();
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page.getByLabel('Customer Email Address').fill(CONTACT.email);
    await expect.poll(() => storedDraft(page)).toContain(CONTACT.email);
    await page.reload();
    await expect(page.getByLabel('Customer Email Address')).toHaveValue(CONTACT.email);
  });

  test('the Trip Summary shows the seats and the total', async ({ page, request }) => {
    const draft = await placeDraft(page, request, { step: 2, passengers: [MAIN, SECOND], contact: CONTACT });
    await page.goto('/passenger-details');
    await page.getByRole('button', { name: 'Proceed' }).click();
    const summary = page.getByRole('dialog', { name: 'Trip Summary' });
    await expect(summary).toContainText('Lagos (Jibowu)');
    await expect(summary).toContainText('Abuja (Utako)');
    await expect(summary).toContainText(draft.outbound.trip.departureTime);
    await expect(summary).toContainText(`Seat Number(s)${draft.outbound.seats.join(', ')}`);
    await expect(summary).toContainText(`Discount${naira(0)}`);
    await expect(summary).toContainText(`Total Amount${naira(draft.outbound.trip.farePrice * 2)}`);
    await expect(summary).not.toContainText('Returned Seat Number(s)');

    await summary.getByRole('button', { name: 'Pay' }).click();
    const payment = page.getByRole('dialog', { name: 'Trip payment' });
    await expect(payment).toContainText(naira(draft.outbound.trip.farePrice * 2));
    const methods = payment.getByRole('list', { name: 'Select payment method' });
    for (const name of ['Paystack', 'Flutterwave', 'BudPay', 'Bank Transfer', 'Buy Now Pay Later']) {
      await expect(methods.getByRole('button', { name, exact: true })).toBeVisible();
    }
    // Spec 2 §9: hidden gateways, and the wallet for a guest.
    for (const name of ['Wallet', 'FirstBank USSD', 'UnionBank', 'Paystack USSD']) {
      await expect(methods.getByRole('button', { name, exact: true })).toHaveCount(0);
    }
  });

  test('a traveller who goes back from checkout to choose again gives their held seats back at once', async ({ page, request }) => {
    // Ten days ahead, with a contact of its own: no other test books this trip as this traveller.
    const draft = await placeDraft(page, request, { daysAhead: 10, step: 2, passengers: [MAIN, SECOND], contact: uniqueContact('goes.back') });
    const seats = draft.outbound.seats;
    const tripNow = async () => (await flagshipTrips(request, 10)).trips.find((t) => t.vehicleTripRegistrationId === draft.outbound.trip.vehicleTripRegistrationId)!;
    await page.goto('/passenger-details');
    await page.getByRole('button', { name: 'Proceed' }).click();
    await payWith(page, 'Flutterwave');
    // The booking exists and holds the seats; the payment has not started (Pay not pressed).
    await expect(page).toHaveURL(/\/pay-flutter$/);
    await expect(page.getByText(/^FRE-[A-Z2-9]{10}$/)).toBeVisible();
    expect((await tripNow()).heldSeats).toEqual(expect.arrayContaining(seats));

    // Back to checkout, then Back through its steps to the bus list, as a traveller changing their mind.
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Next of Kin Details' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { name: 'Passenger Details' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { name: 'Pick Up' })).toBeVisible();
    const released = page.waitForResponse((r) => r.url().includes(sitePath(bookingCalls.releaseBooking)));
    await page.getByRole('button', { name: 'Back' }).click();
    expect((await released).status()).toBe(200);
    await expect(page).toHaveURL(/\/select-bus\?/);

    // Free again, for everyone and in this traveller's own seat map.
    const now = await tripNow();
    expect(now.availableSeats).toEqual(expect.arrayContaining(seats));
    expect(now.heldSeats.filter((s) => seats.includes(s))).toEqual([]);
    const trip = draft.outbound.trip;
    await page.getByRole('list', { name: 'Buses' }).getByRole('article', { name: `${trip.vehicleName} at ${trip.departureTime}` }).getByRole('button', { name: 'View Seats' }).click();
    const picker = page.getByRole('dialog', { name: 'Select Seat(s)', exact: true });
    for (const seat of seats) await expect(picker.getByRole('button', { name: new RegExp(`^Seat ${seat}, (available|selected)$`) })).toBeEnabled();
  });
});
