import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../../db/client';
import { webhookEvents } from '../../db/schema';
import { RuleError, sendFail, sendOk } from '../../http/respond';
import { isProviderName, type ProviderName, type ProviderRegistry } from '../../providers/payments/types';
import type { BookingNotifier } from '../notifications/booking-confirmation';
import { FUNDING_REFERENCE, settleFunding } from '../wallet/funding';
import { providerNamed } from '../../providers/payments/registry';
import { isHireReference } from '../hire/reference';
import { isRescheduleReference } from '../../../contract/reschedule';
import { confirmWithProvider, type Verifier } from './confirm';
import { checkSoon } from './checks/register';
import { kindOfReference } from './checks/kinds';

export type WebhookDeps = {
  secrets: Record<ProviderName, string>;
  registry: () => ProviderRegistry;
  /** The confirmed booking's e-mail and SMS (confirm.ts). */
  notify?: BookingNotifier;
  /** Settles a bus hire (an 'HIR-' reference) instead of a seat booking (services/hire/confirm.ts); answers its outcome. */
  hire?: (provider: Verifier, reference: string, transaction?: string) => Promise<string>;
  /** Settles a reschedule's fee (an 'RSC-' reference) by its own rules (services/reschedule/settle.ts); answers its outcome. */
  reschedule?: (provider: Verifier, reference: string, transaction?: string) => Promise<string>;
};


const REFUSALS = {
  signature: [401, 'Invalid webhook signature.'],
  'not-json': [400, 'The webhook body is not JSON.'],
  // Read by the provider's engineers, not travellers: it names what is wrong, as a sentence.
  'not-an-event': [400, 'The webhook body is not a payment event: it needs an id, an event name and the booking reference.'],
} as const;

/**
 * POST /api/Webhook/:provider. The provider's adapter checks the signature on the raw body, its
 * own way, before anything else is read; the outcome is then asked of the provider, never taken
 * from the body (only which transaction the event is about), and settled like a confirm call. The
 * event id is recorded once, in the same transaction as the settlement or the abandoned booking
 * (settle.ts), so a crash or failure in between records neither and the provider's retry is
 * handled; a replay answers 'already processed' and moves nothing. A 'pending' answer records nothing.
 */
export async function receiveWebhook(c: Context, db: Db, deps: WebhookDeps, providerInPath: string): Promise<Response> {
  const name = providerInPath.toLowerCase();
  if (!isProviderName(name)) return sendFail(c, 404, `There is no webhook for provider ${name}.`);
  const provider = providerNamed(deps.registry(), name);
  // Without its adapter nothing can tell a genuine webhook from a forged one.
  if (!provider) return sendFail(c, 503, `${name} payments are not available.`);
  const reading = provider.verifyWebhook({ header: (header) => c.req.header(header), rawBody: await c.req.text() }, deps.secrets[name]);
  if ('refused' in reading) {
    const [status, message] = REFUSALS[reading.refused];
    return sendFail(c, status, message);
  }

  const { event } = reading;
  // Whatever the event settles, its payment check closes on the next tick (with its receipts).
  const soon = () => checkSoon(db, { kind: kindOfReference(event.data.reference), reference: event.data.reference.trim().toUpperCase(), provider: name });
  // A replay of an event already handled is answered without asking the provider again (the
  // authoritative check is the insert inside the settling transaction).
  const [seen] = await db.select({ id: webhookEvents.eventId }).from(webhookEvents)
    .where(and(eq(webhookEvents.provider, name), eq(webhookEvents.eventId, event.id))).limit(1);
  if (seen) return sendOk(c, null, 'already processed');
  // A wallet funding, by card or bank transfer (wallet/funding.ts): asked of the provider and
  // credited once, however often it is delivered (its reference is its idempotency key).
  if (FUNDING_REFERENCE.test(event.data.reference)) {
    const outcome = await settleFunding(db, provider, event.data.reference).catch((error: unknown) => {
      if (error instanceof RuleError) return 'unknown-funding';
      throw error;
    });
    await soon();
    return sendOk(c, { outcome }, 'processed');
  }
  // A bus hire: settled by the hire's own rules (asked of the provider, refunded when it bought nothing).
  if (deps.hire && isHireReference(event.data.reference)) {
    const outcome = await deps.hire(provider, event.data.reference, event.data.providerReference);
    await soon();
    return sendOk(c, { outcome }, 'processed');
  }
  // A reschedule's fee: the swap (or the refund) by the reschedule's own rules, once however often it is delivered.
  if (deps.reschedule && isRescheduleReference(event.data.reference)) {
    const outcome = await deps.reschedule(provider, event.data.reference, event.data.providerReference);
    await soon();
    return sendOk(c, { outcome }, 'processed');
  }
  const verdict = await confirmWithProvider(db, provider, event.data.reference, { eventId: event.id, transaction: event.data.providerReference, notify: deps.notify });
  if (verdict.kind === 'already-processed') return sendOk(c, null, 'already processed');
  return sendOk(c, { outcome: verdict.kind }, 'processed');
}
