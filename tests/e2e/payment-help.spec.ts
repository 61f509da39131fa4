import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures/csp';
import { quietPage } from '../fixtures/account-flows';
import { expectNoViolations } from '../fixtures/axe';
import { ownFlagshipBus, uniqueContact } from '../fixtures/holds';
import { newCustomer, startSignedIn } from '../fixtures/signed-in';
import { fundByApi, typePin, walletWithPin } from '../fixtures/wallet';
import { sitePath } from '../../contract/call';
import * as bookingCalls from '../../contract/calls/booking';
import * as devCalls from '../../contract/calls/dev';
import * as paymentCalls from '../../contract/calls/payment';
import type { OutboxMessage } from '../../contract/dev';

/**
 * "I paid but have no ticket" (issue 31): a traveller proves their phone with the code from the
 * outbox and sees each payment in plain words (a ticket, a refund of a second payment, one still
 * being checked, one that took no money), and gets one receipt e-mail for the payment that bought
 * the ticket; the wallet statement downloads as CSV. Payments go through the sandbox's checkouts.
 */

test.beforeEach(async ({ context, page, baseURL }) => {
  await quietPage({ context, page, baseURL });
});

type Contact = ReturnType<typeof uniqueContact>;

async function ok<T>(answer: { ok(): boolean; status(): number; text(): Promise<string> }, what: string): Promise<T> {
  const text = await answer.text();
  expect(answer.ok(), `${what} answered ${answer.status()}: ${text}`).toBe(true);
  return JSON.parse(text) as T;
}

/** A one-seat booking of the contact's on a bus of its own; its reference. */
async function book(request: APIRequestContext, contact: Contact): Promise<string> {
  const trip = await ownFlagshipBus(request, 13);
  const body = await ok<{ data: { bookingReferenceCode: string } }>(await request.post(sitePath(bookingCalls.createBooking), {
    data: {
      tripType: 0, paymentMethod: 5, firstName: 'Ada Obi', gender: 1, routeId: trip.routeId, ...contact,
      seatRegistrations: `${trip.vehicleTripRegistrationId}:1`, vehicleTripRegistrationId: trip.vehicleTripRegistrationId, beneficiaries: [],
    },
  }), 'POST /booking');
  return body.data.bookingReferenceCode;
}

/** Presses Pay or Cancel on a sandbox checkout page, as its form posts. */
async function press(request: APIRequestContext, checkoutUrl: string, action: 'pay' | 'cancel') {
  const answer = await request.post(`${new URL(checkoutUrl, 'http://x').pathname}/${action}`, { maxRedirects: 0 });
  expect(answer.status(), `sandbox ${action}`).toBe(303);
}

async function paystackCheckout(request: APIRequestContext, reference: string, email: string): Promise<string> {
  return (await ok<{ data: string }>(await request.post(sitePath(paymentCalls.paystackInitialize), { data: { reference, email } }), 'Paystack initialize')).data;
}

/** Monnify's checkout: a cancel there is final (Paystack's stays 'abandoned', still payable, so its check goes on). */
async function monnifyCheckout(request: APIRequestContext, reference: string, email: string): Promise<string> {
  const body = {
    reference, paymentReference: reference, amount: 1, customerName: 'Ada Obi', customerEmail: email, paymentDescription: 'Bus ticket', currencyCode: 'NGN',
    contractCode: 'X', redirectUrl: 'https://example.invalid', paymentMethods: ['CARD'], serviceId: 1,
  };
  return (await ok<{ data: { responseBody: { checkoutUrl: string } } }>(await request.post(sitePath(paymentCalls.moniepointInitialize), { data: body }), 'Monnify initialize')).data.responseBody.checkoutUrl;
}

/** The sandbox's clock for one payment: its checks run as if `minutes` had passed. */
const runChecks = async (request: APIRequestContext, reference: string) =>
  ok(await request.post(sitePath(devCalls.advanceChecks), { data: { reference, minutes: 2 } }), 'advance checks');

const outboxOf = async (request: APIRequestContext, to: string) =>
  ok<OutboxMessage[]>(await request.get(sitePath(devCalls.outbox), { params: { to } }), 'outbox');

test('a traveller proves their phone and sees each payment in plain words; the paid one sent one receipt', async ({ page, request }) => {
  test.setTimeout(90_000);
  const contact = uniqueContact('help');

  // Paid at Paystack: the ticket. Then paid again at Flutterwave through the sandbox's second checkout: refunded.
  const paid = await book(request, contact);
  await press(request, await paystackCheckout(request, paid, contact.email), 'pay');
  await ok(await request.get(sitePath(paymentCalls.paystackConfirm, { ref: paid })), 'Paystack confirm');
  const second = await request.post('/sandbox/checkouts', { form: { provider: 'flutterwave', reference: paid }, maxRedirects: 0 });
  expect(second.status()).toBe(303);
  await press(request, second.headers().location!, 'pay');
  await request.get(sitePath(paymentCalls.flutterwaveConfirm, { ref: paid }));
  await runChecks(request, paid);
  // A checkout opened and left: still being checked.
  const open = await book(request, contact);
  await paystackCheckout(request, open, contact.email);
  // A checkout cancelled at the provider, its check run: no money taken.
  const cancelled = await book(request, contact);
  await press(request, await monnifyCheckout(request, cancelled, contact.email), 'cancel');
  await runChecks(request, cancelled);

  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'I paid but have no ticket' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'I paid but have no ticket' })).toBeVisible();
  await page.getByLabel('Phone number or e-mail address').fill(contact.phoneNumber);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('If we have a payment from this phone number or e-mail address in the last 30 days, we have sent it a 6-digit code.')).toBeVisible();
  const [sms] = await outboxOf(request, contact.phoneNumber);
  await typePin(page, 'Code', /is (\d{6})/.exec(sms!.body)![1]!);
  await page.getByRole('button', { name: 'Show my payments' }).click();

  const payments = page.getByRole('list', { name: 'Your payments' });
  await expect(payments.getByRole('listitem')).toHaveCount(4);
  const ticket = payments.getByRole('listitem', { name: /: Ticket issued$/ });
  await expect(ticket).toContainText(`with Paystack bought your ticket, ${paid}.`);
  const refund = payments.getByRole('listitem', { name: /: Refunded$/ });
  await expect(refund).toContainText(/This payment bought nothing, so we sent ₦[\d,]+ back to the card you paid with through Flutterwave on .+\. It reaches you by \w{3}, \d{1,2} \w{3} \d{4}\./);
  await expect(refund).toContainText(paid);
  await expect(payments.getByRole('listitem', { name: /: Checking$/ })).toContainText(/We are checking with Paystack; you will hear from us by \d{1,2} \w{3} \d{4}, \d{2}:\d{2} [AP]M\./);
  await expect(payments.getByRole('listitem', { name: /: Checking$/ })).toContainText(open);
  await expect(payments.getByRole('listitem', { name: /: No money taken$/ })).toContainText('No money was taken: this payment was not completed.');
  await expect(payments.getByRole('listitem', { name: /: No money taken$/ })).toContainText(cancelled);
  await expectNoViolations(page, 'the payments listed');

  // One receipt for the payment that bought the ticket, with its references; the refund's goes once it is sent back.
  await expect.poll(async () => (await outboxOf(request, contact.email)).filter((m) => m.subject?.startsWith('Your Freely receipt:')).length).toBe(1);
  const receipt = (await outboxOf(request, contact.email)).find((m) => m.subject?.startsWith('Your Freely receipt:'))!;
  expect(receipt.subject).toMatch(new RegExp(`^Your Freely receipt: ₦[\\d,]+ for ${paid}$`));
  expect(receipt.body).toMatch(/Paid with: Paystack \(card\)\nOur reference: FRE-\w+\nPaystack transaction: \S+\nPaid on: .+ \(Lagos time\)/);

  await ticket.getByRole('link', { name: 'Open your ticket' }).click();
  await expect(page).toHaveURL(`/bookingStatus?ref=${paid}`);
  await expect(page.getByRole('region', { name: 'Booking summary' }).getByText(paid)).toBeVisible();
});

test('the wallet lists each entry with its balance after, and its statement downloads as CSV', async ({ page, request, baseURL }) => {
  test.setTimeout(60_000);
  const customer = await newCustomer(baseURL!, { withEmail: true });
  await walletWithPin(baseURL!, request, customer);
  await fundByApi(baseURL!, customer, 1500);
  await startSignedIn(page, customer);
  await page.goto('/profile');
  const entry = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem').first();
  await expect(entry).toContainText('Wallet funding by card');
  await expect(entry).toContainText('Credit · Main wallet');
  await expect(entry).toContainText('Balance ₦1,500');

  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download statement (CSV)' }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toMatch(/^freely-wallet-statement-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe('Date and time (Lagos),Description,Reference,Debit (NGN),Credit (NGN),Balance after (NGN),Wallet');
  expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2},Wallet funding by card,WAL-\w+,,1500\.00,1500\.00,Main$/);
});
