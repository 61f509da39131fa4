import { useDebouncedCallback, useWindowEvent } from '@mantine/hooks';
import { bookingDraftStore, type BookingDraft } from '../draft/booking-draft';

/** Typing pauses this long before the draft is written: fewer sessionStorage writes, nothing lost. */
const SAVE_DELAY_MS = 300;

/**
 * Writes what the traveller types into the booking draft, debounced, so a reload keeps it. The
 * pending write is flushed when the step unmounts and when the page is hidden or reloaded.
 */
export function useDraftAutosave<T>(apply: (draft: BookingDraft, value: T) => BookingDraft) {
  const save = useDebouncedCallback((value: T) => bookingDraftStore.set((draft) => apply(draft, value)), { delay: SAVE_DELAY_MS, flushOnUnmount: true });
  useWindowEvent('pagehide', () => save.flush());
  return save;
}
