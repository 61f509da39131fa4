import { sitePath } from '../../contract/call';
import * as paymentCalls from '../../contract/calls/payment';
import { openDatabase } from '../../server/db/client';
import { servedWireStandIns, type ServedWireStandIns } from '../../server/testing/wire-stand-ins';
import { CONTACT, MAIN, placeDraft } from '../fixtures/booking-draft';
import { fillCheckout, payWith } from '../fixtures/checkout';
import { expect, test as base, type Page } from '../fixtures/csp';
import { BUILDS, startDeployment } from '../fixtures/deployment';

/**
 * Paystack, Flutterwave and Monnify for real (issue 33): a server of its own, its sandbox off, with
 * each provider's settings pointing at a stand-in server of that provider's API (the sandbox's
 * own, served apart with its own database), so a booking is paid through the real adapter over HTTP.
 */
const KEYS = {
  PAYSTACK_SECRET_KEY: 'sk_test_e2estandin0000000000000',
  FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-e2estandin00000000-X', FLUTTERWAVE_SECRET_HASH: 'e2e-standin-secret-hash-0000',
  MONNIFY_API_KEY: 'MK_TEST_E2ESTANDIN', MONNIFY_SECRET_KEY: 'e2e-standin-secret-key-00000000', MONNIFY_CONTRACT_CODE: '7654321098',
};
const SECRETS = [KEYS.PAYSTACK_SECRET_KEY, KEYS.FLUTTERWAVE_SECRET_KEY, KEYS.FLUTTERWAVE_SECRET_HASH, KEYS.MONNIFY_SECRET_KEY];

type Providers = { url: string; standIns: ServedWireStandIns };

const test = base.extend<object, { providers: Providers }>({
  providers: [
    // oxlint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      let server = '';
      const books = await openDatabase({ memory: true });
      const standIns = await servedWireStandIns({
        db: books.db,
        credentials: {
          paystack: { secretKey: KEYS.PAYSTACK_SECRET_KEY },
          flutterwave: { secretKey: KEYS.FLUTTERWAVE_SECRET_KEY, secretHash: KEYS.FLUTTERWAVE_SECRET_HASH },
          moniepoint: { apiKey: KEYS.MONNIFY_API_KEY, secretKey: KEYS.MONNIFY_SECRET_KEY, contractCode: KEYS.MONNIFY_CONTRACT_CODE },
        },
        webhookUrl: (provider) => `${server}${sitePath(paymentCalls.webhook, { provider })}`,
      });
      const deployment = await startDeployment(BUILDS.current, {
        ...KEYS, PAYSTACK_BASE_URL: standIns.baseUrl('paystack'), FLUTTERWAVE_BASE_URL: standIns.baseUrl('flutterwave'), MONNIFY_BASE_URL: standIns.baseUrl('moniepoint'),
        // Flutterwave's checkout opens in the app's overlay frame.
        CSP_FRAME_SRC: standIns.origin,
      });
      server = deployment.url;
      await provide({ url: deployment.url, standIns });
      await deployment.close();
      await standIns.close();
      await books.close();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ providers }, provide) => provide(providers.url),
});
test.use({ serviceWorkers: 'block' });
// One worker runs them all: the server of their own starts once (seconds of seeding).
test.describe.configure({ mode: 'default' });

/** Every body the phone receives from our server, to look for secrets in. */
function receivedFrom(page: Page, origin: string): Promise<string>[] {
  const received: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(origin)) received.push(response.text().catch(() => ''));
  });
  return received;
}

// First: a payment under way makes the server's background check ask Paystack too, which would take the planned 503s.
test('when Paystack does not answer, the traveller is told to choose another method, and can pay again once it is back', async ({ page, request, providers }) => {
  await placeDraft(page, request, { daysAhead: 2, time: '09:30 AM', adults: 1, step: 2, passengers: [MAIN], contact: CONTACT });
  await page.goto('/passenger-details');
  await page.getByRole('button', { name: 'Proceed' }).click();
  // The look before opening (is it paid already?) and the opening itself both meet a 503.
  providers.standIns.next(['503', '503']);
  await payWith(page, 'Paystack');
  await expect(page.getByText('Paystack is not available at the moment. Please choose another payment method.')).toBeVisible();
  await expect(page).toHaveURL(/\/passenger-details$/);

  await page.getByRole('dialog', { name: 'Trip payment' }).getByRole('button', { name: 'Paystack', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^${providers.standIns.origin}/sandbox/paystack/checkout/`));
});

test("a guest pays on Paystack's own checkout and gets the ticket; no secret is in anything the phone receives", async ({ page, request, providers }) => {
  const received = receivedFrom(page, providers.url);
  await placeDraft(page, request, { daysAhead: 1, time: '07:00 AM' });
  await page.goto('/passenger-details');
  await fillCheckout(page);
  await payWith(page, 'Paystack');

  await expect(page).toHaveURL(new RegExp(`^${providers.standIns.origin}/sandbox/paystack/checkout/`));
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(/\/call-back\?tx_ref=FRE-[A-Z0-9]+&trxref=FRE-[A-Z0-9]+\.1&reference=/);
  const reference = new URL(page.url()).searchParams.get('tx_ref')!;
  await expect(page.getByRole('heading', { level: 1, name: `Your Ticket (${reference})` })).toBeVisible();
  expect((await providers.standIns.paystack(`${reference}.1`))?.status).toBe('success');
  const bodies = await Promise.all(received);
  expect(bodies.length).toBeGreaterThan(10);
  expect(bodies.filter((body) => SECRETS.some((secret) => body.includes(secret)))).toEqual([]);
});

test("a guest pays in Flutterwave's checkout, opened in the app's overlay, and gets the ticket", async ({ page, request, providers }) => {
  await placeDraft(page, request, { daysAhead: 1, time: '09:30 AM', adults: 1, step: 2, passengers: [MAIN], contact: CONTACT });
  await page.goto('/passenger-details');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await payWith(page, 'Flutterwave');
  // Its own page, then its checkout over that page.
  await expect(page).toHaveURL(/\/pay-flutter$/);
  await page.getByRole('button', { name: /^Pay ₦/ }).click();
  const checkout = page.locator('iframe[title="Flutterwave checkout"]');
  await expect(checkout).toHaveAttribute('src', new RegExp(`^${providers.standIns.origin}/sandbox/flutterwave/checkout/`));
  await checkout.contentFrame().getByRole('button', { name: 'Pay', exact: true }).click();

  // Flutterwave adds its own tx_ref (the checkout's, FRE-….1) after ours; the app's router then keeps ours alone.
  await expect(page).toHaveURL(/\/flutter-pay\?tx_ref=FRE-[A-Z0-9]+&status=successful/);
  const reference = new URL(page.url()).searchParams.get('tx_ref')!;
  await expect(page.getByRole('heading', { level: 1, name: `Your Ticket (${reference})` })).toBeVisible();
});

test("a guest pays on Monnify's own checkout and gets the ticket", async ({ page, request, providers }) => {
  await placeDraft(page, request, { daysAhead: 3, time: '07:00 AM', adults: 1, step: 2, passengers: [MAIN], contact: CONTACT });
  await page.goto('/passenger-details');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await payWith(page, 'Monnify');
  await expect(page).toHaveURL(new RegExp(`^${providers.standIns.origin}/sandbox/moniepoint/checkout/`));
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  // Monnify adds its own paymentReference (FRE-….1) after ours; the app's router then keeps ours alone.
  await expect(page).toHaveURL(/\/monnify-pay\?paymentReference=FRE-[A-Z0-9]+(&|$)/);
  const reference = new URL(page.url()).searchParams.get('paymentReference')!;
  await expect(page.getByRole('heading', { level: 1, name: `Your Ticket (${reference})` })).toBeVisible();
});
