import * as v from 'valibot';
import { BILL_KINDS } from '@contract/bills';
import { createSessionStore } from '@/lib/session-store';

/**
 * A bill handed to the card checkout (spec 1 §3's paybillsPayload, reduced to what the result page
 * words its waiting with): which bill and what it costs. Never the PIN; the server holds the rest.
 */
export const cardBillSchema = v.object({
  reference: v.string(),
  kind: v.picklist(BILL_KINDS),
  /** What is bought, as the confirm modal said it. */
  title: v.string(),
  /** Kobo, fee included. */
  total: v.number(),
});

export const cardBillStore = createSessionStore('freely.bill-card', v.nullable(cardBillSchema), null);
