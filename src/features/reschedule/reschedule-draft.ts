import * as v from 'valibot';
import { createSessionStore } from '@/lib/session-store';

/**
 * The booking being rescheduled in this tab, as the traveller found it (reference and phone): it
 * survives the round trip to the card checkout, so the ticket saved on return carries the phone.
 */
export const rescheduleDraftStore = createSessionStore(
  'freely.reschedule',
  v.nullable(v.object({ ref: v.pipe(v.string(), v.maxLength(40)), phone: v.pipe(v.string(), v.maxLength(20)) })),
  null,
);
