import { sitePath } from '../../contract/call';
import * as paymentCalls from '../../contract/calls/payment';
import { servedPaystack } from '../../server/testing/paystack-stand-in';
import { CONTACT, MAIN, placeDraft } from '../fixtures/booking-draft';
import { fillCheckout, payWith } from '../fixtures/checkout';
import { expect, test as base } from '../fixtures/csp';
import { BUILDS, startDeployment } from '../fixtures/deployment';

/**
 * Paystack for real (issue 33): a server of its own with PAYSTACK_SECRET_KEY and PAYSTACK_BASE_URL
 * pointing at a stand-in of Paystack's API, so the booking is paid through the real adapter and
 * Paystack's own hosted checkout, never the sandbox's Paystack.
 */
const SECRET = 'sk_test_e2estandin0000000000000';
type RealPaystack = { url: string; paystack: Awaited<ReturnType<typeof servedPaystack>> };

const test = base.extend<object, { realPaystack: RealPaystack }>({
  realPaystack: [
    // oxlint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      let server = '';
      const paystack = await servedPaystack({ secretKey: SECRET, webhookUrl: () => `${server}${sitePath(paymentCalls.webhook, { provider: 'paystack' })}` });
      const deployment = await startDeployment(BUILDS.current, { PAYSTACK_SECRET_KEY: SECRET, PAYSTACK_BASE_URL: paystack.baseUrl });
      server = deployment.url;
      await provide({ url: deployment.url, paystack });
      await deployment.close();
      await paystack.close();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ realPaystack }, provide) => provide(realPaystack.url),
});
test.use({ serviceWorkers: 'block' });
// One worker runs both: the server of their own starts once (seconds of seeding).
test.describe.configure({ mode: 'default' });

// First: a payment under way makes the server's background check ask Paystack too, which would take the planned 503s.
test('when Paystack does not answer, the traveller is told to choose another method, and can pay again once it is back', async ({ page, request, realPaystack }) => {
  await placeDraft(page, request, { daysAhead: 2, time: '09:30 AM', adults: 1, step: 2, passengers: [MAIN], contact: CONTACT });
  await page.goto('/passenger-details');
  await page.getByRole('button', { name: 'Proceed' }).click();
  // The look before opening (is it paid already?) and the opening itself both meet a 503.
  realPaystack.paystack.next(['503', '503']);
  await payWith(page, 'Paystack');
  await expect(page.getByText('Paystack is not available at the moment. Please choose another payment method.')).toBeVisible();
  await expect(page).toHaveURL(/\/passenger-details$/);

  await page.getByRole('dialog', { name: 'Trip payment' }).getByRole('button', { name: 'Paystack', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^${realPaystack.paystack.baseUrl}/checkout/`));
});

test("a guest pays on Paystack's own checkout and gets the ticket; the secret key is in nothing the phone receives", async ({ page, request, realPaystack }) => {
  const received: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(realPaystack.url)) received.push(response.text().catch(() => ''));
  });
  await placeDraft(page, request, { daysAhead: 1, time: '07:00 AM' });
  await page.goto('/passenger-details');
  await fillCheckout(page);
  await payWith(page, 'Paystack');

  await expect(page).toHaveURL(new RegExp(`^${realPaystack.paystack.baseUrl}/checkout/`));
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(/\/call-back\?tx_ref=FRE-[A-Z0-9]+&trxref=FRE-[A-Z0-9]+\.1&reference=/);
  const reference = new URL(page.url()).searchParams.get('tx_ref')!;
  await expect(page.getByRole('heading', { level: 1, name: `Your Ticket (${reference})` })).toBeVisible();
  expect(realPaystack.paystack.transactions.get(`${reference}.1`)?.status).toBe('success');
  const bodies = await Promise.all(received);
  expect(bodies.length).toBeGreaterThan(10);
  expect(bodies.filter((body) => body.includes(SECRET))).toEqual([]);
});
