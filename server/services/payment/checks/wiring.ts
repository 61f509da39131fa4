import { lagosMoment } from '../../../../contract/dates';
import type { Db } from '../../../db/client';
import { naira } from '../../../money';
import { PROVIDERS } from '../../../providers/payments/catalog';
import { isProviderName } from '../../../providers/payments/types';
import { advanceRegisteredBill } from '../../bills/recheck';
import { hireContext } from '../../hire/context';
import { rescheduleContext } from '../../reschedule/context';
import { bookingNotifier } from '../../notifications/booking-confirmation';
import type { PaymentDeps } from '../deps';
import type { CheckDeps } from './run';
import type { CheckRow } from './settle-check';
import { CHECKS_IN_ALL } from './schedule';

/** The support e-mail about a payment the checks could not settle: enough to act on without looking anything up. */
export function supportMessage(row: CheckRow): { subject: string; body: string } {
  const provider = isProviderName(row.provider) ? PROVIDERS[row.provider].label : row.provider;
  return {
    subject: `Payment needs a person: ${row.reference} (${provider})`,
    body: [
      `After ${CHECKS_IN_ALL} checks over a day, this payment still has no outcome.`,
      `What: ${row.kind} ${row.reference}`,
      `Provider: ${provider}${row.transaction ? `, transaction ${row.transaction}` : ''}`,
      `Amount asked: ${naira(row.amountKobo)}`,
      `The provider last said: ${row.lastAnswer ?? 'nothing'}${row.lastCheckedAt ? ` (${lagosMoment(row.lastCheckedAt)}, Lagos)` : ''}`,
      `Started: ${lagosMoment(row.createdAt)} (Lagos)`,
      `Traveller: ${[row.email, row.phone].filter(Boolean).join(', ') || 'no contact on record'}`,
      'The traveller sees on /payment-help that support has the case. Settle it with the provider, then refund or issue by hand.',
    ].join('\n'),
  };
}

/**
 * The check runner's wiring from the payment service's own deps: its providers (with the base
 * URL PUBLIC_URL, as the other background jobs use), the booking's confirmation messages, the
 * hire's and reschedule's settlement contexts, the bills' registered wiring, and support.
 */
export function paymentCheckDeps(db: Db, deps: PaymentDeps, onClosed?: CheckDeps['onClosed']): CheckDeps {
  const base = (deps.publicUrl ?? 'http://localhost').replace(/\/+$/, '');
  const { messenger } = deps;
  return {
    wiring: () => ({
      providers: deps.providers(base),
      notify: messenger && bookingNotifier(db, messenger, base),
      hire: () => hireContext(db, { places: () => undefined, providers: deps.providers, publicUrl: deps.publicUrl, messenger }, base),
      reschedule: () => rescheduleContext(db, deps, base),
      bill: (reference) => advanceRegisteredBill(db, reference),
    }),
    onClosed,
    tellSupport: messenger && (async (row) => messenger.send({ channel: 'email', to: deps.settings.supportEmail, ...supportMessage(row) })),
  };
}
