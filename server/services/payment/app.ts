import { MAX_CHECKOUTS, TooManyCheckouts } from '../../providers/payments/checkouts';
import { asReturned } from '../../providers/payments/returned';
import { Hono, type Context } from 'hono';
import { matchesCall, type CallResponse } from '../../../contract/call';
import * as calls from '../../../contract/calls/payment';
import * as hireCalls from '../../../contract/calls/hire';
import * as walletCalls from '../../../contract/calls/wallet';
import { TRANSFER_WINDOW_MINUTES } from '../../../contract/payment';
import { addressLimit } from '../../auth/address-limit';
import { requireCustomer, type CustomerEnv } from '../../auth/require-customer';
import { secondsLeft } from '../../auth/rate-limit';
import type { Db } from '../../db/client';
import { mount } from '../../http/mount';
import { RuleError, sendOk } from '../../http/respond';
import { PROVIDERS } from '../../providers/payments/catalog';
import { ProviderTrouble } from '../../providers/payments/trouble';
import type { CheckoutProviderName, ProviderName } from '../../providers/payments/types';
import { providerNamed } from '../../providers/payments/registry';
import { releaseClaim, type PayableBooking } from '../booking/settle';
import { confirmHireCard, hireWebhook } from '../hire/confirm';
import { hireContext } from '../hire/context';
import { rescheduleContext } from '../reschedule/context';
import { rescheduleWebhook } from '../reschedule/settle';
import { bookingNotifier } from '../notifications/booking-confirmation';
import { claimBookingFor, noBooking, NOT_PAYABLE, tryAgain } from './booking-to-pay';
import { answerVerdict, confirmedTicket, confirmWithProvider, refundMessage, type Verdict, type Verifier } from './confirm';
import { gatewaysFor } from './gateways';
import { baseUrlOf, callbackUrl } from './urls';
import { processWalletPayment } from './wallet-payment';
import { receiveWebhook } from './webhook';
import { openWovenAccount, registerVirtualAccounts, wovenStatus, type WovenContext } from './woven';
import { paymentCheckDeps } from './checks/wiring';
import type { PaymentDeps } from './deps';
import { registerPaymentChecks } from './checks/registry';
import { sendReceipts, sendWalletReceipt } from '../notifications/receipts';
import { awaitAtMost, CONFIRMATION_WAIT_MS } from '../notifications/confirmations';

const TOO_MANY_CHECKOUTS = (label: string, reference: string) =>
  `${label} has been opened ${MAX_CHECKOUTS} times for booking ${reference}. Please complete a payment you opened, or choose another payment method.`;

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
    case 'still-held':
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
  /** Bus hire's settlement (services/hire/): the same providers and messenger; no places needed to settle. */
  const hireOf = (c: Context) =>
    hireContext(db, { places: () => undefined, providers: deps.providers, publicUrl: deps.publicUrl, messenger: deps.messenger }, baseUrlOf(c, deps.publicUrl));
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
    const verdict = await confirmWithProvider(db, provider, booking.reference, { notify: notifier(c) });
    const refused = refusal(verdict, booking.reference, name);
    if (refused) throw refused;
    // Its earlier checkout was cancelled, which let the claim go: this new one claims it again.
    return verdict.kind === 'still-held' ? claimBookingFor(db, booking.reference, name) : booking;
  }

  /** Opens a checkout for the booking's own total with the server-built callback; body amounts are ignored. */
  async function checkout(c: Context, name: CheckoutProviderName, reference: string) {
    const base = baseUrlOf(c, deps.publicUrl);
    const provider = deps.providers(base).checkout[name];
    const booking = await startPayment(c, name, provider, reference);
    if (!provider) throw unavailable(name);
    let opened: Awaited<ReturnType<typeof provider.initialize>>;
    try {
      opened = await provider.initialize({
        reference: booking.reference,
        amountKobo: booking.amountKobo,
        email: booking.email,
        customerName: booking.customerName,
        phoneNumber: booking.phoneNumber,
        callbackUrl: callbackUrl(base, name, booking.reference),
      });
    } catch (error) {
      if (!(error instanceof ProviderTrouble)) throw error;
      // No checkout reached the traveller, so none can be paid: the booking is free for another method.
      await releaseClaim(db, booking.reference, name);
      if (error instanceof TooManyCheckouts) throw new RuleError(TOO_MANY_CHECKOUTS(PROVIDERS[name].label, booking.reference), 409);
      console.warn(`Opening ${name} for ${booking.reference}: ${error.message}`);
      throw unavailable(name);
    }
    return { ...opened, publicKey: provider.publicKey, reference: booking.reference };
  }

  /** /woven-pay's virtual accounts (woven.ts), for this request. */
  const wovenOf = (c: Context): WovenContext => ({
    db,
    provider: registry(c).virtualAccount,
    base: baseUrlOf(c, deps.publicUrl),
    startPayment: (reference) => startPayment(c, 'woven', registry(c).virtualAccount, reference),
    notify: notifier(c),
  });
  // The sweep closes lapsed accounts at the provider with no request to hand (server/main.ts).
  registerVirtualAccounts(db, () => deps.providers(deps.publicUrl ?? 'http://localhost').virtualAccount);
  // The guarantee's background check (checks/): every payment under way, asked of its provider on a schedule.
  // A closed check's receipts (a payment settled, a refund made) go out once (notifications/receipts.ts).
  const receiptBase = (deps.publicUrl ?? 'http://localhost').replace(/\/+$/, '');
  const { messenger } = deps;
  registerPaymentChecks(db, paymentCheckDeps(db, deps, messenger && ((row) => sendReceipts(db, messenger, row, { baseUrl: receiptBase }))));

  async function confirm(c: Context, name: ProviderName, reference: string) {
    const provider = asReturned(providerNamed(registry(c), name));
    if (!provider) throw unavailable(name);
    return answerVerdict(c, db, await confirmWithProvider(db, provider, reference, { notify: notifier(c) }), reference, name, { publicUrl: deps.publicUrl });
  }

  // Calls that take a reference answer differently for known and unknown ones: throttled per
  // address like the booking look-ups. The gateway list takes none; providers' webhooks are signed.
  const referenceCalls = addressLimit(db, 'payment-reference', { max: deps.settings.referenceCallsPerMinute, windowMs: 60_000 }, (ms) =>
    `Too many payment requests from this connection. Please wait ${secondsLeft(ms)} seconds and try again.`);
  const takesReference = (path: string) =>
    matchesCall(calls.azapayConfirm, path) || !(matchesCall(calls.gateways, path) || matchesCall(calls.webhook, path));

  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    // Payment answers change from one moment to the next: no cache may keep them.
    if (!matchesCall(calls.gateways, c.req.path)) c.header('Cache-Control', 'no-store');
  });
  app.use('*', (c, next) => (takesReference(c.req.path) ? referenceCalls(c, next) : next()));
  mount(app, calls.gateways, (c, { params, query }) => sendOk(c, gatewaysFor(params.id, query.countryCode, registry(c))));
  // ---- initialisation
  mount(app, calls.paystackInitialize, async (c, { body }) => sendOk(c, (await checkout(c, 'paystack', body.reference)).checkoutUrl));
  mount(app, calls.flutterwaveInitialize, async (c, { body }) => {
    const { checkoutUrl, publicKey } = await checkout(c, 'flutterwave', body.reference);
    return sendOk(c, { checkoutUrl, publicKey });
  });
  mount(app, calls.budpayInitialize, async (c, { body }) => {
    const { checkoutUrl, publicKey } = await checkout(c, 'budpay', body.reference);
    return sendOk(c, { checkoutUrl, publicKey });
  });
  mount(app, calls.nombaInitialize, async (c, { body }) => {
    const { checkoutUrl, reference } = await checkout(c, 'nomba', body.order.orderReference);
    return sendOk(c, { checkoutLink: checkoutUrl, orderReference: reference });
  });
  mount(app, calls.creditdirectInitialize, async (c, { params }) => {
    const { checkoutUrl, publicKey } = await checkout(c, 'creditdirect', params.ref);
    return sendOk(c, { publicKey, checkoutUrl } satisfies CallResponse<typeof calls.creditdirectInitialize>['data']);
  });
  mount(app, calls.moniepointInitialize, async (c, { body }) => {
    const { checkoutUrl, reference } = await checkout(c, 'moniepoint', body.reference);
    return sendOk(c, { requestSuccessful: true, responseBody: { checkoutUrl, paymentReference: reference } });
  });
  mount(app, calls.opayInitialize, async (c, { body }) => {
    const { checkoutUrl, reference } = await checkout(c, 'opay', body.reference);
    return sendOk(c, { cashierUrl: checkoutUrl, reference });
  });
  mount(app, calls.azapayAccount, async (c, { body }) => {
    const style = deps.accountStyleFor?.(c) ?? deps.settings.accountStyle;
    const provider = registry(c).transfer;
    const booking = await startPayment(c, 'azapay', provider, body.ref);
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
      style,
      expiresAt,
    });
    return sendOk(c, account);
  });
  mount(app, calls.wovenAccount, async (c, { body }) => sendOk(c, await openWovenAccount(wovenOf(c), body.customer_reference)));
  // ---- confirmation: each asks the provider before it confirms anything
  mount(app, calls.paystackConfirm, (c, { params }) => confirm(c, 'paystack', params.ref));
  mount(app, calls.flutterwaveConfirm, (c, { params }) => confirm(c, 'flutterwave', params.ref));
  mount(app, calls.budpayConfirm, (c, { params }) => confirm(c, 'budpay', params.ref));
  mount(app, calls.nombaConfirm, (c, { params }) => confirm(c, 'nomba', params.ref));
  mount(app, calls.creditdirectConfirm, (c, { params }) => confirm(c, 'creditdirect', params.ref));
  mount(app, calls.moniepointConfirm, (c, { params }) => confirm(c, 'moniepoint', params.ref));
  mount(app, calls.opayConfirm, (c, { body }) => confirm(c, 'opay', body.reference));
  mount(app, calls.wovenConfirm, (c, { params }) => wovenStatus(c, wovenOf(c), params.ref));
  // Pays from the wallet with the PIN: nothing to ask a provider, so it confirms at once.
  mount(app, walletCalls.processWalletPayment, requireCustomer(db), async (c: Context<CustomerEnv>, { body }) => {
    const ticket = await processWalletPayment(db, c.get('customer'), body, notifier(c));
    // Its receipt, once, never holding the answer long (a slow mail server is not a failed payment).
    if (deps.messenger) await awaitAtMost(sendWalletReceipt(db, deps.messenger, ticket.bookingReference, { baseUrl: baseUrlOf(c, deps.publicUrl) }), CONFIRMATION_WAIT_MS);
    // The same answer as the card confirmations (answerVerdict): the owner view only to whoever proved the booking.
    return sendOk(c, await confirmedTicket(c, db, ticket, { publicUrl: deps.publicUrl }), 'Payment confirmed.');
  });
  // Hire card confirm (spec 2 §7.5): the hire's own settlement, not a seat booking's.
  mount(app, hireCalls.cardConfirm, (c, { params }) => confirmHireCard(c, hireOf(c), params.ref));
  // Before the :provider webhook route, which would otherwise take this path.
  mount(app, calls.azapayConfirm, (c, { body }) => confirm(c, 'azapay', body.ref));
  mount(app, calls.webhook, (c, { params }) =>
    receiveWebhook(c, db, {
      secrets: deps.settings.secrets, registry: () => registry(c), notify: notifier(c),
      hire: (provider, reference, transaction) => hireWebhook(hireOf(c), provider, reference, transaction),
      reschedule: (provider, reference, transaction) =>
        rescheduleWebhook(rescheduleContext(db, deps, baseUrlOf(c, deps.publicUrl)), provider, reference, transaction),
    }, params.provider),
  );
  return app;
}
