import { useState, type ComponentProps } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { UnpaidLimits } from '@contract/booking';
import { bookingDraftStore, type BookingDraft } from '../draft/booking-draft';
import { unpaidLimitsQueryOptions } from './api/unpaid-limits';
import type { CompleteDraft } from './booking-request';
import { limitsQuestion } from './limits-question';
import type { UnpaidLimitNotice } from './unpaid-limit-notice';

type Notice = ComponentProps<typeof UnpaidLimitNotice>;
type Contact = BookingDraft['contact'];

/**
 * The unpaid-booking limit, asked where the traveller meets it first: on entering checkout (this
 * connection, and a signed-in account's own e-mail and phone), and at the contact step's Proceed
 * (the e-mail and phone typed), before the Trip Summary. Not while this tab already holds a booking
 * for these choices: paying reuses it, no new booking is made. A check that gets no answer lets
 * checkout go on: POST /booking still decides.
 */
export function useUnpaidLimitChecks(draft: CompleteDraft, signedIn: boolean, holding: boolean) {
  const queryClient = useQueryClient();
  const entry = useQuery({ ...unpaidLimitsQueryOptions(limitsQuestion(draft), signedIn), enabled: !holding, refetchOnMount: 'always' });
  // Booking for someone else: the limit then counts that traveller's contact, asked at the contact step.
  const [forSomeoneElse, setForSomeoneElse] = useState(false);
  const entryAnswer = !holding && entry.isFetchedAfterMount ? entry.data : undefined;
  const atEntry: Notice | undefined = entryAnswer?.refused && !(forSomeoneElse && entryAnswer.limit === 'contact')
    ? {
        answer: entryAnswer,
        onRecheck: () => void entry.refetch(),
        recheckBusy: entry.isFetching,
        onBookForSomeoneElse: signedIn && entryAnswer.limit === 'contact' ? () => setForSomeoneElse(true) : undefined,
      }
    : undefined;

  const [contactCheck, setContactCheck] = useState<{ answer: UnpaidLimits; contact: Contact } | null>(null);
  const [checkingContact, setCheckingContact] = useState(false);
  const ask = async (contact: Contact): Promise<UnpaidLimits | undefined> => {
    setCheckingContact(true);
    try {
      return await queryClient.fetchQuery(unpaidLimitsQueryOptions(limitsQuestion(draft, contact), signedIn));
    } catch {
      return undefined;
    } finally {
      setCheckingContact(false);
    }
  };
  /** The contact step's Proceed: `goOn` (the Trip Summary) unless the contact typed is at its limit. */
  const atContact = async (goOn: () => void) => {
    if (holding) return goOn();
    // The step saved what was typed into the draft before proceeding.
    const contact = bookingDraftStore.get().contact;
    const answer = await ask(contact);
    setContactCheck(answer?.refused ? { answer, contact } : null);
    if (!answer?.refused) goOn();
  };
  const recheckContact = async (contact: Contact) => {
    const answer = await ask(contact);
    setContactCheck(answer?.refused ? { answer, contact } : null);
  };
  const contactNotice: Notice | undefined = contactCheck
    ? { answer: contactCheck.answer, contact: contactCheck.contact, onRecheck: () => void recheckContact(contactCheck.contact), recheckBusy: checkingContact }
    : undefined;

  return { atEntry, atContact, checkingContact, contactNotice };
}
