import type { APIRequestContext, Page } from '@playwright/test';
import type { OutboxMessage } from '../../contract/dev';
import { expect, test } from '../fixtures/csp';
import { MAIN, placeDraft } from '../fixtures/booking-draft';
import { naira, payWith } from '../fixtures/checkout';
import { uniqueContact } from '../fixtures/holds';
import { sitePath } from '../../contract/call';
import * as devCalls from '../../contract/calls/dev';
import * as paymentCalls from '../../contract/calls/payment';

/**
 * Issue 12 point 1: a paid booking sends the traveller one e-mail and one SMS (the sandbox outbox)
 * with the reference and a link that opens the ticket, however often the confirmation is replayed.
 * Each test books as a traveller of its own (the outbox is read per address, so counts are exact),
 * 9 days ahead with seats from the end: no other spec books that day.
 */

async function outboxOf(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const res = await request.get(sitePath(devCalls.outbox), { params: { to } });
  expect(res.ok(), `outbox answered ${res.status()}`).toBe(true);
  return (await res.json()) as OutboxMessage[];
}

/** The e-mail receipts (issue 31) are messages of their own: each test counts them apart from the confirmation. */
const isReceipt = (m: OutboxMessage) => /^Your Freely (receipt|refund):/.test(m.subject ?? '');
const confirmationMails = async (request: APIRequestContext, to: string) => (await outboxOf(request, to)).filter((m) => !isReceipt(m));
const receiptsTo = async (request: APIRequestContext, to: string) => (await outboxOf(request, to)).filter(isReceipt);

/** Everything sent to the traveller's e-mail and phone but the receipts, once a message has arrived at each. */
async function confirmationsTo(request: APIRequestContext, contact: { email: string; phoneNumber: string }) {
  await expect.poll(async () => (await confirmationMails(request, contact.email)).length).toBeGreaterThan(0);
  await expect.poll(async () => (await outboxOf(request, contact.phoneNumber)).length).toBeGreaterThan(0);
  return { email: await confirmationMails(request, contact.email), sms: await outboxOf(request, contact.phoneNumber) };
}

/** From the contact step of the draft to the card sandbox's checkout page. */
async function openCardCheckout(page: Page) {
  await page.goto('/passenger-details');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await payWith(page, 'Paystack');
  await expect(page).toHaveURL(/\/sandbox\/paystack\//);
}

const ticketHeading = (page: Page) => page.getByRole('heading', { level: 1, name: /^Your Ticket \(FRE-[A-Z0-9]{10}\)$/ });

test.describe('booking confirmations', () => {
  // A whole booking paid, its messages and receipt read back, then a second phone: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 60_000 });
  test('a guest who pays gets one e-mail and one SMS whose link opens the ticket, however often the confirmation is replayed', async ({ page, request, browser }) => {
    const contact = uniqueContact('confirmed');
    const draft = await placeDraft(page, request, { daysAhead: 9, time: '07:00 AM', adults: 1, fromEnd: 2, step: 2, passengers: [MAIN], contact });
    await openCardCheckout(page);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/call-back\?tx_ref=FRE-/);
    await expect(ticketHeading(page)).toBeVisible();
    const reference = new URL(page.url()).searchParams.get('tx_ref')!;
    const link = `${new URL(page.url()).origin}/bookingStatus?ref=${reference}`;

    const { email, sms } = await confirmationsTo(request, contact);
    expect(email).toHaveLength(1);
    expect(email[0]!.subject).toBe(`Your Freely ticket ${reference}`);
    for (const part of [reference, 'Lagos (Jibowu) → Abuja (Utako)', `Time: ${draft.outbound.trip.departureTime}`, `Seats: ${draft.outbound.seats[0]}`, 'Ada Obi', link]) {
      expect(email[0]!.body).toContain(part);
    }
    expect(sms).toHaveLength(1);
    expect(sms[0]!.body).toContain(reference);
    expect(sms[0]!.body).toContain(link);

    // The traveller comes back to the result page, and the confirmation is asked again and again.
    await page.reload();
    await expect(ticketHeading(page)).toHaveText(`Your Ticket (${reference})`);
    for (let i = 0; i < 3; i++) expect((await request.get(sitePath(paymentCalls.paystackConfirm, { ref: reference }))).ok()).toBe(true);
    expect(await confirmationMails(request, contact.email)).toHaveLength(1);
    expect(await outboxOf(request, contact.phoneNumber)).toHaveLength(1);
    // And one receipt, once the payment's check has closed (within a tick of the settlement).
    await expect.poll(async () => (await receiptsTo(request, contact.email)).length, { timeout: 20_000 }).toBe(1);
    const [receipt] = await receiptsTo(request, contact.email);
    expect(receipt!.subject).toBe(`Your Freely receipt: ${naira(draft.outbound.trip.farePrice)} for ${reference}`);
    for (const part of [`Our reference: ${reference}`, 'Paystack', `transaction: ${reference}.1`, '(Lagos time)']) expect(receipt!.body).toContain(part);

    // The link in the SMS, opened where nothing was saved (the tab was closed; another phone).
    const elsewhere = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const opened = await elsewhere.newPage();
    await opened.goto(sms[0]!.body.match(/https?:\/\/\S+/)![0]);
    await expect(opened.getByRole('region', { name: 'Booking summary' }).getByText(reference)).toBeVisible();
    await expect(opened.getByRole('region', { name: 'Booking summary' }).getByText('Confirmed')).toBeVisible();
    await opened.getByRole('button', { name: 'Show Ticket' }).click();
    const ticket = opened.getByRole('dialog', { name: 'Bus Ticket' });
    await expect(ticket.getByText(reference)).toBeVisible();
    await expect(ticket.getByText(new RegExp(`Ada Obi, Seat ${draft.outbound.seats[0]}`))).toBeVisible();
    await elsewhere.close();
  });

  test('cancelling at the checkout sends nothing and keeps the booking; paying it afterwards confirms it once', async ({ page, request }) => {
    const contact = uniqueContact('cancelled');
    await placeDraft(page, request, { daysAhead: 9, time: '09:30 AM', adults: 1, fromEnd: 2, step: 2, passengers: [MAIN], contact });
    await openCardCheckout(page);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(page).toHaveURL(/\/call-back\?tx_ref=FRE-/);
    // The seats are still held: not a cancelled booking (issue 31).
    await expect(page.getByRole('heading', { name: 'Payment not completed' })).toBeVisible();
    const cancelled = new URL(page.url()).searchParams.get('tx_ref')!;
    expect(await confirmationMails(request, contact.email)).toEqual([]);
    expect(await outboxOf(request, contact.phoneNumber)).toEqual([]);

    // The traveller tries again with the same selection and pays this time.
    await openCardCheckout(page);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(ticketHeading(page)).toBeVisible();
    // The same selection pays the same held booking, not a new one.
    const paid = new URL(page.url()).searchParams.get('tx_ref')!;
    expect(paid).toBe(cancelled);
    const { email, sms } = await confirmationsTo(request, contact);
    expect([email.length, sms.length]).toEqual([1, 1]);
    for (const message of [...email, ...sms]) expect(message.body).toContain(paid);
  });
});
