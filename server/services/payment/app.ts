import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import {
  creditDirectResponse, gatewayListParam, gatewayListQuery, moniepointInitRequest, nombaInitRequest, opayInitRequest,
  opayVerifyRequest, paystackInitRequest, refParam, TRANSFER_WINDOW_MINUTES, transferAccountRequest, widgetInitRequest,
} from '../../../contract/payment';
import { addressLimit } from '../../auth/address-limit';
import { secondsLeft } from '../../auth/rate-limit';
import type { Db } from '../../db/client';
import { RuleError, sendOk } from '../../http/respond';
import { validate } from '../../http/validate';
import { PROVIDERS } from '../../providers/payments/catalog';
import type { ProviderFactory } from '../../providers/payments/registry';
import type { PaymentSettings } from '../../providers/payments/settings';
import type { Messenger } from '../../providers/messaging/types';
import type { CheckoutProviderName, ProviderName } from '../../providers/payments/types';
import type { PayableBooking } from '../booking/settle';
import { bookingNotifier } from '../notifications/booking-confirmation';
import { claimBookingFor, noBooking, NOT_PAYABLE, tryAgain } from './booking-to-pay';
import { answerVerdict, confirmWithProvider, refundMessage, type Verdict, type Verifier } from './confirm';
import { gatewaysFor } from './gateways';
import { baseUrlOf, callbackUrl } from './urls';
import { receiveWebhook } from './webhook';

export type PaymentDeps = {
  settings: PaymentSettings;
  /** PUBLIC_URL; without it, callbacks and checkout pages use the request's origin. */
  publicUrl?: string;
  providers: ProviderFactory;
  /** Sends each confirmed booking's e-mail and SMS (notifications/); without it none are sent (the service tested alone). */
  messenger?: Messenger;
};

/**
 * Developers and tests may ask the bank-transfer sandbox for the other account shape with this
 * header; the app never sends it, so travellers get AZAPAY_ACCOUNT_STYLE.
 */
export const ACCOUNT_STYLE_HEADER = 'x-sandbox-account-style';
const accountStyleHeader = v.object({
  [ACCOUNT_STYLE_HEADER]: v.optional(v.picklist(['named', 'virtual'], `${ACCOUNT_STYLE_HEADER} is 'named' or 'virtual'.`)),
});

const unavailable = (name: ProviderName) =>
  new RuleError(`${PROVIDERS[name].label} is not available at the moment. Please choose another payment method.`, 503);

/**
 * Why a checkout is not opened although the booking could be claimed: the provider already has
 * an answer for it. Undefined: nothing yet, or its checkout is open and unpaid (reused).
 */
function refusal(verdict: Verdict, reference: string, name: ProviderName): RuleError | undefined {
  switch (verdict.kind) {
    case 'pending':
    case 'unknown-payment':
      return undefined;
    case 'confirmed':
      return new RuleError(NOT_PAYABLE[1](reference), 409);
    case 'cancelled':
      return new RuleError(NOT_PAYABLE[2](reference), 409);
    case 'failed':
      return new RuleError(NOT_PAYABLE[6](reference), 409);
    case 'unknown-booking':
      return noBooking(reference);
    case 'already-processed':
      return tryAgain(reference);
    default:
      return new RuleError(refundMessage(verdict, reference, name), 409);
  }
}

/** The payment service (spec 2 §7.5), mounted at /api/payment: gateways, initialisation, confirmation, webhooks. */
export function paymentApp(db: Db, deps: PaymentDeps) {
  const registry = (c: Context) => deps.providers(baseUrlOf(c, deps.publicUrl));
  /** The ticket link in the messages starts where the callbacks do. */
  const notifier = (c: Context) => deps.messenger && bookingNotifier(db, deps.messenger, baseUrlOf(c, deps.publicUrl));

  /**
   * Before a checkout or account is opened: the booking is claimed for this provider (one
   * provider per booking; the first claim extends the hold), then the provider is asked what it
   * already has for the reference. A payment it already took is settled now and no second
   * checkout is opened; a cancelled or failed one closes the booking. Only 'nothing yet' or
   * 'open, not paid' lets the caller open (or reuse) the one checkout.
   */
  async function startPayment(c: Context, name: ProviderName, provider: Verifier | undefined, reference: string): Promise<PayableBooking> {
    if (!provider) throw unavailable(name);
    const booking = await claimBookingFor(db, reference, name);
    const refused = refusal(await confirmWithProvider(db, provider, booking.reference, { notify: notifier(c) }), booking.reference, name);
    if (refused) throw refused;
    return booking;
  }

  /** Opens a checkout for the booking's own total with the server-built callback; body amounts are ignored. */
  async function checkout(c: Context, name: CheckoutProviderName, reference: string) {
    const base = baseUrlOf(c, deps.publicUrl);
    const provider = deps.providers(base).checkout[name];
    const booking = await startPayment(c, name, provider, reference);
    if (!provider) throw unavailable(name);
    const opened = await provider.initialize({
      reference: booking.reference,
      amountKobo: booking.amountKobo,
      email: booking.email,
      customerName: booking.customerName,
      phoneNumber: booking.phoneNumber,
      callbackUrl: callbackUrl(base, name, booking.reference),
    });
    return { ...opened, publicKey: provider.publicKey, reference: booking.reference };
  }

  async function confirm(c: Context, name: ProviderName, reference: string) {
    const providers = registry(c);
    const provider = name === 'azapay' ? providers.transfer : providers.checkout[name];
    if (!provider) throw unavailable(name);
    return answerVerdict(c, await confirmWithProvider(db, provider, reference, { notify: notifier(c) }), reference, name);
  }

  // Calls that take a reference answer differently for known and unknown ones: throttled per
  // address like the booking look-ups. The gateway list takes none; providers' webhooks are signed.
  const referenceCalls = addressLimit(db, 'payment-reference', { max: deps.settings.referenceCallsPerMinute, windowMs: 60_000 }, (ms) =>
    `Too many payment requests from this connection. Please wait ${secondsLeft(ms)} seconds and try again.`);
  const takesReference = (path: string) =>
    !path.includes('/PaymentGateway/') && (!path.includes('/api/Webhook/') || path.endsWith('/ValidateAzaPayTransaction'));

  return new Hono()
    .use('*', async (c, next) => {
      await next();
      // Payment answers change from one moment to the next: no cache may keep them.
      if (!c.req.path.includes('/PaymentGateway/')) c.header('Cache-Control', 'no-store');
    })
    .use('*', (c, next) => (takesReference(c.req.path) ? referenceCalls(c, next) : next()))
    .get('/api/v1/PaymentGateway/Gateways/:id', validate('param', gatewayListParam), validate('query', gatewayListQuery), (c) =>
      sendOk(c, gatewaysFor(c.req.valid('param').id, c.req.valid('query').countryCode)),
    )
    // ---- initialisation
    .post('/api/v1/Paystack/initialize', validate('json', paystackInitRequest), async (c) =>
      sendOk(c, (await checkout(c, 'paystack', c.req.valid('json').reference)).checkoutUrl),
    )
    .post('/api/v1/Flutterwave/initialize', validate('json', widgetInitRequest), async (c) => {
      const { checkoutUrl, publicKey } = await checkout(c, 'flutterwave', c.req.valid('json').reference);
      return sendOk(c, { checkoutUrl, publicKey });
    })
    .post('/api/v1/BudPay/initialize', validate('json', widgetInitRequest), async (c) => {
      const { checkoutUrl, publicKey } = await checkout(c, 'budpay', c.req.valid('json').reference);
      return sendOk(c, { checkoutUrl, publicKey });
    })
    .post('/api/v1/Nomba/initialize', validate('json', nombaInitRequest), async (c) => {
      const { checkoutUrl, reference } = await checkout(c, 'nomba', c.req.valid('json').order.orderReference);
      return sendOk(c, { checkoutLink: checkoutUrl, orderReference: reference });
    })
    .get('/Payment/InitiateCreditDirectRequest/:ref', validate('param', refParam), async (c) => {
      const { checkoutUrl, publicKey } = await checkout(c, 'creditdirect', c.req.valid('param').ref);
      return sendOk(c, { publicKey, checkoutUrl } satisfies v.InferOutput<typeof creditDirectResponse>['data']);
    })
    .post('/api/v1/Moniepoint/initialize', validate('json', moniepointInitRequest), async (c) => {
      const { checkoutUrl, reference } = await checkout(c, 'moniepoint', c.req.valid('json').reference);
      return sendOk(c, { requestSuccessful: true, responseBody: { checkoutUrl, paymentReference: reference } });
    })
    .post('/api/v1/OPay/initialize', validate('json', opayInitRequest), async (c) => {
      const { checkoutUrl, reference } = await checkout(c, 'opay', c.req.valid('json').reference);
      return sendOk(c, { cashierUrl: checkoutUrl, reference });
    })
    .post('/api/v1/AzaPay/account', validate('header', accountStyleHeader), validate('json', transferAccountRequest), async (c) => {
      const provider = registry(c).transfer;
      const booking = await startPayment(c, 'azapay', provider, c.req.valid('json').ref);
      if (!provider) throw unavailable('azapay');
      const window = Date.now() + TRANSFER_WINDOW_MINUTES * 60_000;
      // Never promise more time than the seats are held for.
      const expiresAt = new Date(Math.min(window, booking.holdExpiresAt?.getTime() ?? window));
      const account = await provider.openAccount({
        reference: booking.reference,
        amountKobo: booking.amountKobo,
        email: booking.email,
        customerName: booking.customerName,
        phoneNumber: booking.phoneNumber,
        style: c.req.valid('header')[ACCOUNT_STYLE_HEADER] ?? deps.settings.accountStyle,
        expiresAt,
      });
      return sendOk(c, account);
    })
    // ---- confirmation: each asks the provider before it confirms anything
    .get('/Payment/ProcessPaystackPayment/:ref/NG', validate('param', refParam), (c) => confirm(c, 'paystack', c.req.valid('param').ref))
    .get('/Payment/ProcessFlutterWavePayment/:ref', validate('param', refParam), (c) => confirm(c, 'flutterwave', c.req.valid('param').ref))
    .get('/Payment/ProcessBudPayPayment/:ref', validate('param', refParam), (c) => confirm(c, 'budpay', c.req.valid('param').ref))
    .get('/api/v1/Nomba/processNombaPayment/:ref', validate('param', refParam), (c) => confirm(c, 'nomba', c.req.valid('param').ref))
    .get('/Payment/ProcessCreditDirectPayment/:ref', validate('param', refParam), (c) => confirm(c, 'creditdirect', c.req.valid('param').ref))
    .get('/api/v1/Moniepoint/processMoniepointPayment/:ref/NGN', validate('param', refParam), (c) =>
      confirm(c, 'moniepoint', c.req.valid('param').ref),
    )
    .post('/api/v1/OPay/verify', validate('json', opayVerifyRequest), (c) => confirm(c, 'opay', c.req.valid('json').reference))
    // Before the :provider webhook route, which would otherwise take this path.
    .post('/api/Webhook/ValidateAzaPayTransaction', validate('json', refParam), (c) => confirm(c, 'azapay', c.req.valid('json').ref))
    .post('/api/Webhook/:provider', (c) =>
      receiveWebhook(c, db, { secrets: deps.settings.secrets, registry: () => registry(c), notify: notifier(c) }, c.req.param('provider')),
    );
}
