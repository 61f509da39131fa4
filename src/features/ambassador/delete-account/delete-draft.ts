import * as v from 'valibot';
import { createSessionStore } from '@/lib/session-store';

/**
 * The deletion page's e-mail as typed, and the request its search opened (its ambassadorId, the
 * "ambassador credentials" of spec 1 §3, and when it lapses), so a reload reopens the code window.
 */
const deleteDraftSchema = v.object({
  email: v.string(),
  request: v.nullable(v.object({ ambassadorId: v.string(), email: v.string(), expiresAt: v.number() })),
});
export type DeleteDraft = v.InferOutput<typeof deleteDraftSchema>;

export const deleteDraftStore = createSessionStore('freely.delete-account', deleteDraftSchema, { email: '', request: null });

/** The open request while it may still be used. */
export const liveRequest = (draft: DeleteDraft, now = Date.now()) => (draft.request && draft.request.expiresAt > now ? draft.request : null);
