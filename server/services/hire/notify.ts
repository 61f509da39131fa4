import { formatTripDate } from '../../../contract/dates';
import { toInternationalPhone } from '../../../contract/validation';
import { naira } from '../../money';
import type { Message } from '../../providers/messaging/types';
import { awaitAtMost, CONFIRMATION_WAIT_MS, sendConfirmationOnce } from '../notifications/confirmations';
import type { HireContext } from './context';
import { hireByReference, type HireRow } from './summary';

const vehiclesOf = (hire: HireRow) => hire.lines.map((l) => `${l.quantity} × ${l.vehicleModelName} (${l.seats} seats)`).join(', ');
const whenOf = (hire: HireRow) =>
  hire.returnDate ? `${formatTripDate(hire.pickupDate)}, back ${formatTripDate(hire.returnDate)}${hire.isSleepOver ? ' (kept overnight)' : ''}` : formatTripDate(hire.pickupDate);

/** The e-mail and SMS that confirm a paid hire: reference, trip, dates, vehicles, amount. */
export function hireConfirmationMessages(hire: HireRow): Message[] {
  const paid = naira(hire.totalKobo);
  const trip = `${hire.pickupLocation} → ${hire.dropoffLocation}${hire.returnDate ? ' and back' : ''}`;
  const messages: Message[] = [{
    channel: 'email',
    to: hire.email,
    subject: `Your Freely bus hire ${hire.reference}`,
    body: [
      `Hello ${hire.fullName},`,
      'Your payment is confirmed and your vehicles are booked.',
      `Hire reference: ${hire.reference}\nAmount paid: ${paid}`,
      `Trip: ${trip}\nDate: ${whenOf(hire)}\nVehicles: ${vehiclesOf(hire)}`,
      'Keep this e-mail: the reference finds your hire.',
    ].join('\n\n'),
  }];
  const phone = toInternationalPhone(hire.phoneNumber);
  if (/^\+234\d{10}$/.test(phone)) {
    messages.push({ channel: 'sms', to: phone, body: `Freely: hire ${hire.reference} is paid (${paid}). ${trip}, ${whenOf(hire)}. ${vehiclesOf(hire)}.` });
  }
  return messages;
}

/** Sends a paid hire's confirmation once (confirmations.ts), waiting for it a bounded time; never throws. */
export async function notifyHirePaid(ctx: HireContext, reference: string): Promise<void> {
  const messenger = ctx.messenger;
  if (!messenger) return;
  const hire = await hireByReference(ctx.db, reference);
  if (hire?.status !== 'paid') return;
  await awaitAtMost(sendConfirmationOnce(ctx.db, messenger, { kind: 'hire', reference: hire.reference }, () => hireConfirmationMessages(hire)), CONFIRMATION_WAIT_MS);
}
