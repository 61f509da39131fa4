import { desc } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { Db } from '../db/client';
import { PROVIDERS } from '../providers/payments/catalog';
import type { PaymentSettings } from '../providers/payments/settings';
import { PROVIDER_NAMES, type CheckoutProviderName, type ProviderName } from '../providers/payments/types';
import { referenceSchema } from '../../contract/payment';
import { callbackUrl } from '../services/payment/urls';
import { checkoutBody, layout, ledgerBody, messageBody, transferBody } from './pages';
import { SANDBOX_PATH } from './path';
import { sandboxProviders } from './payments/providers';
import { isWireProvider, sandboxCredentials } from './payments/wire';
import { wireApis, wireStandIns, type WireStandIns } from './payments/wire-stand-ins';
import { bookingOfCheckout } from '../providers/payments/checkouts';
import { completeTransaction, findTransaction, meta, ofReference, refuseRefunds, settleProcessing, type SandboxTransaction } from './payments/ledger';
import { checkStates, sellSeatsOf } from './payments/hard-cases';
import { accountOf, accountTransactionId, isClosed, TRANSFER_PROVIDERS } from './payments/transfer';
import { SIGNATURE_HEADER, signBody } from './payments/webhook-signature';
import { sandboxTransactions } from './schema';
import { BILLER_PROVIDER } from './billers/books';
import { sitePath } from '../../contract/call';
import * as paymentCalls from '../../contract/calls/payment';

export type SandboxDeps = {
  settings: PaymentSettings;
  /** Paystack, Flutterwave and Monnify as played here; by default with the sandbox's own credentials (wire.ts). */
  standIns?: WireStandIns;
  /** Posts a webhook, signed as its provider signs (`headers`), to our own payment service, as the provider would. */
  deliverWebhook: (provider: ProviderName, body: string, headers: Record<string, string>) => Promise<Response>;
};

/** Delivery through the server's own front door (app.request), exactly as a provider's POST would arrive. */
export const inProcessDelivery =
  (request: (path: string, init: RequestInit) => Response | Promise<Response>): SandboxDeps['deliverWebhook'] =>
  async (provider, body, headers) =>
    request(sitePath(paymentCalls.webhook, { provider }), { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });

/** The pages' path parameters; anything else is a page not found (never a database lookup). */
const CHECKOUT_NAMES = PROVIDER_NAMES.filter((p): p is CheckoutProviderName => !(TRANSFER_PROVIDERS as readonly string[]).includes(p));
export const checkoutParams = v.object({
  provider: v.picklist(CHECKOUT_NAMES),
  id: v.pipe(v.string(), v.regex(/^[A-Z]{2,12}_[\w-]{1,40}$/, 'Not a sandbox transaction id.')),
});
export const transferParams = v.object({
  provider: v.picklist(TRANSFER_PROVIDERS),
  account: v.pipe(v.string(), v.regex(/^\d{10}$/, 'Not an account number.')),
});
/** POST /sandbox/<provider>/transfer/<account> (form): the amount the sender typed, naira; absent: exactly the account's amount. */
export const transferForm = v.object({
  amount: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{1,9}(\.\d{1,2})?$/, 'Type an amount in naira, like 6500 or 6500.50.'), v.transform((n) => Math.round(Number(n) * 100)), v.minValue(1, 'Send at least ₦0.01.'))),
});
/**
 * POST /sandbox/<provider>/checkout/<id>/pay (form, every field optional: the plain Pay button sends
 * none). The tester's cases: `amount` another amount charged (naira), `webhook=lose`,
 * `outcome=processing` (the bank says pending until settled on /sandbox), `late=1` (the booking's
 * hold lapses and one of its seats is sold to someone else first).
 */
export const payForm = v.object({
  amount: transferForm.entries.amount,
  webhook: v.optional(v.literal('lose', 'webhook is lose or absent.')),
  /** Paystack, Flutterwave and Monnify only: the customer paid in another currency. */
  currency: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'currency is a three-letter code like USD.'))),
  outcome: v.optional(v.literal('processing', 'outcome is processing or absent.')),
  late: v.optional(v.literal('1', 'late is 1 or absent.')),
});
/** /sandbox/transactions/<id>/…: a sandbox transaction id, nothing else (never a database lookup). */
export const transactionParams = v.object({ id: checkoutParams.entries.id });
/** POST /sandbox/transactions/<id>/settle (form): the bank's final word on a 'processing' payment. */
export const settleForm = v.object({ result: v.picklist(['paid', 'failed'], 'result is paid or failed.') });
/** POST /sandbox/transactions/<id>/refuse-refunds (form): how many refunds of it the provider refuses. */
export const refuseForm = v.object({
  times: v.pipe(v.string(), v.trim(), v.regex(/^\d{1,2}$/, 'Type how many refunds to refuse, 0 to 99.'), v.transform(Number)),
});

/** POST /sandbox/checkouts (form): open a checkout for a reference at a provider, outside the app. */
export const openCheckoutForm = v.object({
  provider: v.picklist(CHECKOUT_NAMES, 'Choose a checkout provider.'),
  reference: v.pipe(referenceSchema, v.toUpperCase()),
});

const CHECKOUT_CHOICES = openCheckoutForm.entries.provider.options.map((value) => ({ value, label: PROVIDERS[value].label }));

/** The booking a transaction pays: Paystack, Flutterwave and Monnify are given a checkout reference (FRE-AB12.1). */
const bookingOf = (t: SandboxTransaction) => (isWireProvider(t.provider) ? bookingOfCheckout(t.reference) ?? t.reference : t.reference);

const notFound = (c: Context, what: string) => c.html(layout('Not found · Sandbox', undefined, messageBody('Not found', what)), 404);

/**
 * The providers' hosted pages, played locally (mounted at /sandbox when config.sandbox):
 * GET  /<provider>/checkout/<id>[?mode=widget]   Pay and Cancel
 * POST /<provider>/checkout/<id>/pay|cancel       [?webhook=skip: no webhook, the confirm call alone settles]
 * GET  /<azapay|woven>/transfer/<account>         Send transfer (the amount typed, by default the account's)
 * POST /<azapay|woven>/transfer/<account>         once per account: 409 when used, 410 when expired or closed
 * POST /checkouts  provider=<provider>&reference=<booking reference>
 *                  opens a checkout for a reference some provider already has, at another provider,
 *                  the way a stale checkout or a second tab from before one-provider-per-booking
 *                  would be: Freely's payment service is not asked. To try a double payment.
 * GET  /                                          the latest sandbox transactions
 */
export function sandboxApp(db: Db, deps: SandboxDeps) {
  const wire = deps.standIns ?? wireStandIns(db, sandboxCredentials(deps.settings));
  const providers = sandboxProviders(db, deps.settings);

  async function notify(c: Context, tx: SandboxTransaction, event: string, lose = false) {
    if (lose || c.req.query('webhook') === 'skip') return;
    const provider = tx.provider as ProviderName;
    if (isWireProvider(provider)) {
      const hook = wire[provider].webhook(tx);
      if (hook) await deliver(provider, tx, hook.body, hook.headers);
      return;
    }
    const body = JSON.stringify({
      // One id per state change: a provider re-sending the same event sends the same id.
      id: `${tx.id}:${tx.status}`,
      event,
      data: { reference: tx.reference, providerReference: tx.id, amount: meta(tx).receivedKobo ?? tx.amountKobo, status: tx.status },
    });
    await deliver(provider, tx, body, { [SIGNATURE_HEADER]: signBody(deps.settings.secrets[provider], body) });
  }

  async function deliver(provider: ProviderName, tx: SandboxTransaction, body: string, headers: Record<string, string>) {
    try {
      const res = await deps.deliverWebhook(provider, body, headers);
      if (!res.ok) console.error(`Sandbox ${provider} webhook for ${tx.reference} answered ${res.status}: ${await res.text()}`);
    } catch (error) {
      console.error(`Sandbox ${provider} webhook for ${tx.reference} failed:`, error);
    }
  }

  /** The checkout a URL names, only under its own provider. */
  async function checkoutOf(c: Context) {
    const params = v.safeParse(checkoutParams, c.req.param());
    if (!params.success) return undefined;
    const tx = await findTransaction(db, params.output.id);
    return tx && tx.provider === params.output.provider ? tx : undefined;
  }

  async function finish(c: Context, status: 'paid' | 'cancelled') {
    const tx = await checkoutOf(c);
    if (!tx) return notFound(c, 'There is no such checkout.');
    const form = v.safeParse(payForm, await c.req.parseBody().catch(() => ({})));
    if (!form.success) return c.html(layout('Not paid · Sandbox', undefined, messageBody('Not paid', form.issues[0].message)), 400);
    const { amount, webhook, outcome, late, currency } = form.output;
    if (status === 'paid' && late) await sellSeatsOf(db, bookingOf(tx));
    const received = amount === undefined || amount === tx.amountKobo ? undefined : amount;
    const done = status === 'cancelled' ? await completeTransaction(db, tx.id, 'cancelled')
      : await completeTransaction(db, tx.id, outcome ?? 'paid', { at: new Date(), receivedKobo: received, currency });
    // A 'processing' payment sends no webhook: the provider has not decided yet.
    if (done && done.status !== 'processing') await notify(c, done, status === 'paid' ? 'charge.success' : 'charge.cancelled', webhook === 'lose');
    // Back to the app page the server chose at initialisation, with the parameters the provider adds.
    const provider = tx.provider as ProviderName;
    if (isWireProvider(provider)) return c.redirect(wire[provider].returnUrl(done ?? (await findTransaction(db, tx.id)) ?? tx), 303);
    return c.redirect(tx.callbackUrl ?? '/', 303);
  }

  async function transferOf(c: Context) {
    const params = v.safeParse(transferParams, c.req.param());
    if (!params.success) return undefined;
    const tx = await findTransaction(db, accountTransactionId(params.output.account, params.output.provider));
    return tx?.provider === params.output.provider ? tx : undefined;
  }

  function transferPage(c: Context, tx: SandboxTransaction, status: 200 | 400 | 409 | 410 = 200, refusal?: string) {
    const account = accountOf(tx);
    const state = tx.status === 'paid' || tx.status === 'refunded' ? 'received' : isClosed(tx) ? 'expired' : 'open';
    const view = account.kind === 'named'
      ? { accountName: account.accountName, accountNo: account.accountNo, amountKobo: account.amount }
      : { accountName: account.account_name, accountNo: account.vnuban, amountKobo: account.max_amount };
    const body = transferBody({ ...view, bankName: account.bankName, reference: tx.reference, expiresAt: account.expiresAt, state, action: c.req.path, refusal });
    return c.html(layout(`Bank transfer ${view.accountNo} · Sandbox`, PROVIDERS[tx.provider as ProviderName], body), status);
  }

  return new Hono()
    .route('/', wireApis(wire))
    .get('/', async (c) => {
      const rows = await db.select().from(sandboxTransactions).orderBy(desc(sandboxTransactions.createdAt)).limit(30);
      const checks = await checkStates(db, rows.map(bookingOf));
      const list = rows.map((t) => ({
        id: t.id,
        check: checks.get(`${t.provider} ${bookingOf(t)}`),
        refuseRefunds: meta(t).refuseRefunds,
        provider: PROVIDERS[t.provider as ProviderName]?.label ?? t.provider,
        reference: t.reference,
        amountKobo: t.amountKobo,
        status: t.status,
        createdAt: t.createdAt,
        href: t.provider === BILLER_PROVIDER ? undefined
          : (TRANSFER_PROVIDERS as readonly string[]).includes(t.provider) ? `${SANDBOX_PATH}/${t.provider}/transfer/${meta(t).accountNo ?? ''}` : `${SANDBOX_PATH}/${t.provider}/checkout/${t.id}`,
      }));
      return c.html(layout('Sandbox · Freely', undefined, ledgerBody(list, CHECKOUT_CHOICES)));
    })
    .get('/:provider/transfer/:account', async (c) => {
      const tx = await transferOf(c);
      return tx ? transferPage(c, tx) : notFound(c, 'There is no such account.');
    })
    .post('/:provider/transfer/:account', async (c) => {
      const tx = await transferOf(c);
      if (!tx) return notFound(c, 'There is no such account.');
      // Single use: a second transfer is refused by the bank, as a closed or lapsed account's is.
      if (tx.status === 'paid' || tx.status === 'refunded') return transferPage(c, tx, 409, 'Refused: this account has already received its one transfer.');
      if (isClosed(tx)) return transferPage(c, tx, 410, 'Refused: this account has expired or was closed.');
      const form = v.safeParse(transferForm, await c.req.parseBody().catch(() => ({})));
      if (!form.success) return transferPage(c, tx, 400, form.issues[0].message);
      const sent = form.output.amount;
      const done = await completeTransaction(db, tx.id, 'paid', { at: new Date(), receivedKobo: sent === undefined || sent === tx.amountKobo ? undefined : sent });
      if (done) await notify(c, done, 'transfer.received');
      return c.redirect(c.req.path, 303);
    })
    .get('/:provider/checkout/:id', async (c) => {
      const tx = await checkoutOf(c);
      if (!tx) return notFound(c, 'There is no such checkout.');
      const brand = PROVIDERS[tx.provider as ProviderName];
      const path = c.req.path;
      const body = checkoutBody({
        brand, amountKobo: tx.amountKobo, reference: tx.reference, email: tx.customerEmail, status: tx.status,
        payAction: `${path}/pay`, cancelAction: `${path}/cancel`,
        callbackUrl: isWireProvider(tx.provider) ? wire[tx.provider].returnUrl(tx) : tx.callbackUrl,
      });
      return c.html(layout(`${brand.label} checkout · Sandbox`, brand, body, { widget: c.req.query('mode') === 'widget' }));
    })
    .post('/checkouts', async (c) => {
      // A body that is no form (or a broken multipart one) is an empty form: refused below.
      const form = v.safeParse(openCheckoutForm, await c.req.parseBody().catch(() => ({})));
      if (!form.success) return c.html(layout('Sandbox · Freely', undefined, messageBody('Not opened', form.issues[0].message)), 400);
      const { provider, reference } = form.output;
      // The amount and the traveller come from what another provider was asked for this reference.
      const [known] = await db.select().from(sandboxTransactions)
        .where(ofReference(reference))
        .orderBy(desc(sandboxTransactions.createdAt)).limit(1);
      if (!known) return notFound(c, `No provider has a transaction for ${reference}.`);
      // Back to the app the first checkout returns to (PUBLIC_URL), else this request's origin.
      const base = new URL(known.callbackUrl ?? c.req.url).origin;
      // Through the provider's adapter, as Freely's payment service would open it, but without asking the service.
      const opened = await providers(base).checkout[provider]!.initialize({
        reference,
        amountKobo: known.amountKobo,
        email: known.customerEmail ?? '',
        customerName: meta(known).customerName ?? '',
        phoneNumber: meta(known).phoneNumber ?? '',
        callbackUrl: callbackUrl(base, provider, reference),
      });
      const page = new URL(opened.checkoutUrl);
      return c.redirect(page.pathname, 303);
    })
    .post('/transactions/:id/settle', async (c) => {
      const params = v.safeParse(transactionParams, c.req.param());
      const form = v.safeParse(settleForm, await c.req.parseBody().catch(() => ({})));
      const tx = params.success && form.success ? await settleProcessing(db, params.output.id, form.output.result) : undefined;
      if (!tx) return notFound(c, 'There is no payment the bank is still processing with that id.');
      await notify(c, tx, tx.status === 'paid' ? 'charge.success' : 'charge.failed');
      return c.redirect(SANDBOX_PATH, 303);
    })
    .post('/transactions/:id/refuse-refunds', async (c) => {
      const params = v.safeParse(transactionParams, c.req.param());
      if (!params.success) return notFound(c, 'There is no such transaction.');
      const form = v.safeParse(refuseForm, await c.req.parseBody().catch(() => ({})));
      if (!form.success) return c.html(layout('Sandbox · Freely', undefined, messageBody('Not changed', form.issues[0].message)), 400);
      return (await refuseRefunds(db, params.output.id, form.output.times)) ? c.redirect(SANDBOX_PATH, 303) : notFound(c, 'There is no such transaction.');
    })
    .post('/:provider/checkout/:id/pay', (c) => finish(c, 'paid'))
    .post('/:provider/checkout/:id/cancel', (c) => finish(c, 'cancelled'));
}
