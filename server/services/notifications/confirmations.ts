import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { confirmationNotices } from '../../db/schema';
import type { Message, Messenger } from '../../providers/messaging/types';
import type { Executor } from '../booking/executor';

/** What a traveller paid for (or changed) and is told about: a booking, a hire, a bill, a wallet funding, a reschedule (by its RSC- reference). */
export type NoticeKind = 'booking' | 'hire' | 'bill' | 'wallet' | 'reschedule' | 'receipt' | 'refund-receipt';
export type Notice = { kind: NoticeKind; reference: string };

/**
 * A confirmation never holds up the answer to a payment for longer than this: past it, the
 * traveller gets the ticket and the messages go on in the background (a slow provider, not a lost
 * message).
 */
export const CONFIRMATION_WAIT_MS = 2_000;

const noticeIs = ({ kind, reference }: Notice) => and(eq(confirmationNotices.kind, kind), eq(confirmationNotices.reference, reference));

/**
 * Records that a confirmation is owed. Call it inside the transaction that confirms the thing, so
 * the notice exists exactly when the confirmation committed; the primary key keeps it to one.
 */
export async function oweConfirmation(tx: Executor, notice: Notice): Promise<void> {
  await tx.insert(confirmationNotices).values(notice).onConflictDoNothing();
}

export type SendOutcome = 'sent' | 'not-owed' | 'failed';

/**
 * Sends the messages owed for `notice`, once, after the confirming transaction committed. The
 * claim is one conditional UPDATE (sent_at null → now), so of any number of concurrent or replayed
 * confirmations exactly one sends; the rest find nothing owed ('not-owed', also when nothing was
 * confirmed). A failed send releases the claim and the next replay of the confirmation retries it.
 * Never throws: a messaging or database failure is logged, never the payment's failure.
 *
 * Once is per notice, not per message: if the e-mail went and the SMS failed, the retry sends both.
 */
export async function sendConfirmationOnce(
  db: Db,
  messenger: Messenger,
  notice: Notice,
  compose: () => Message[] | Promise<Message[]>,
): Promise<SendOutcome> {
  try {
    const [claimed] = await db.update(confirmationNotices).set({ sentAt: new Date() })
      .where(and(noticeIs(notice), isNull(confirmationNotices.sentAt)))
      .returning({ kind: confirmationNotices.kind });
    if (!claimed) return 'not-owed';
  } catch (error) {
    console.error(`Could not claim the ${notice.kind} confirmation of ${notice.reference}; the next confirmation retries it:`, error);
    return 'failed';
  }
  try {
    for (const message of await compose()) await messenger.send(message);
    return 'sent';
  } catch (error) {
    console.error(`The ${notice.kind} confirmation of ${notice.reference} was not sent; the next confirmation retries it:`, error);
    await db.update(confirmationNotices).set({ sentAt: null }).where(noticeIs(notice))
      .catch((release: unknown) => console.error(`Could not release the ${notice.kind} confirmation of ${notice.reference}:`, release));
    return 'failed';
  }
}

/** Waits for `work` at most `ms`; after that it goes on unwatched (it must not reject). */
export function awaitAtMost(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
    timer.unref();
  });
  return Promise.race([work.then(() => undefined), timeout]).finally(() => clearTimeout(timer));
}
