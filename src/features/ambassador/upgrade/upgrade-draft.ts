import * as v from 'valibot';
import { createSessionStore } from '@/lib/session-store';

const text = v.string();
const valuesSchema = v.object({
  firstName: text, lastName: text, phone: text, email: text, address: text, nin: text, occupation: text, officeAddress: text,
});
export type UpgradeValues = v.InferOutput<typeof valuesSchema>;

/**
 * The Tier 3 form of one invitation as typed (it survives a reload and a dropped line), and, once
 * sent, the ambassador credentials of that submission: the token the code check carries, the
 * phone the code went to and when the token lapses. Cleared after the upgrade. sessionStorage:
 * the tab's, gone when it closes.
 */
const upgradeDraftSchema = v.object({
  verificationId: v.string(),
  values: valuesSchema,
  pending: v.nullable(v.object({ ambassadorToken: v.string(), phoneNumber: v.string(), expiresAt: v.number() })),
});
export type UpgradeDraft = v.InferOutput<typeof upgradeDraftSchema>;

export const EMPTY_VALUES: UpgradeValues = { firstName: '', lastName: '', phone: '', email: '', address: '', nin: '', occupation: '', officeAddress: '' };
export const emptyUpgradeDraft: UpgradeDraft = { verificationId: '', values: EMPTY_VALUES, pending: null };

export const upgradeDraftStore = createSessionStore('freely.upgrade-draft', upgradeDraftSchema, emptyUpgradeDraft);

/** The draft of this invitation; another invitation's draft reads as empty. */
export const draftFor = (draft: UpgradeDraft, verificationId: string): UpgradeDraft =>
  draft.verificationId === verificationId ? draft : { ...emptyUpgradeDraft, verificationId };

/** The submission's credentials while they still open the code check. */
export const livePending = (draft: UpgradeDraft, now = Date.now()) => (draft.pending && draft.pending.expiresAt > now ? draft.pending : null);
