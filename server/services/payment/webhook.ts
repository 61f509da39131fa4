import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import * as v from 'valibot';
import type { Db } from '../../db/client';
import { webhookEvents } from '../../db/schema';
import { sendFail, sendOk } from '../../http/respond';
import { describeIssues } from '../../http/validate';
import { hasValidSignature, SIGNATURE_HEADER, webhookEventSchema } from '../../providers/payments/webhook-event';
import { isProviderName, type ProviderName, type ProviderRegistry } from '../../providers/payments/types';
import { confirmWithProvider } from './confirm';

export type WebhookDeps = {
  secrets: Record<ProviderName, string>;
  registry: () => ProviderRegistry;
};

const verifierOf = (registry: ProviderRegistry, name: ProviderName) => (name === 'azapay' ? registry.transfer : registry.checkout[name]);

/**
 * POST /api/Webhook/:provider. The signature is checked on the raw body before anything else;
 * the event id is recorded once (a replay answers 'already processed'); the outcome is then asked
 * of the provider, never taken from the body, and settled like a confirm call.
 */
export async function receiveWebhook(c: Context, db: Db, deps: WebhookDeps, providerInPath: string): Promise<Response> {
  const name = providerInPath.toLowerCase();
  if (!isProviderName(name)) return sendFail(c, 404, `There is no webhook for provider ${name}.`);
  const raw = await c.req.text();
  if (!hasValidSignature(deps.secrets[name], raw, c.req.header(SIGNATURE_HEADER))) {
    return sendFail(c, 401, 'Invalid webhook signature.');
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return sendFail(c, 400, 'The webhook body is not JSON.');
  }
  const parsed = v.safeParse(webhookEventSchema, json);
  if (!parsed.success) return sendFail(c, 400, describeIssues(parsed.issues));
  const provider = verifierOf(deps.registry(), name);
  if (!provider) return sendFail(c, 503, `${name} payments are not available.`);

  const event = parsed.output;
  const [fresh] = await db.insert(webhookEvents).values({ provider: name, eventId: event.id }).onConflictDoNothing().returning();
  if (!fresh) return sendOk(c, null, 'already processed');
  try {
    const verdict = await confirmWithProvider(db, provider, event.data.reference);
    return sendOk(c, { outcome: verdict.kind }, 'processed');
  } catch (error) {
    // Forget the event so the provider's retry is handled rather than dropped as a duplicate.
    await db.delete(webhookEvents).where(and(eq(webhookEvents.provider, name), eq(webhookEvents.eventId, event.id)));
    throw error;
  }
}
