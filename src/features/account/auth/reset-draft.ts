import * as v from 'valibot';
import { createSessionStore } from '@/lib/session-store';

/**
 * The account and the verified code between the forgot-password modals and /forgot-password
 * (spec 1 §4: 'verify, store email, go to /forgot-password'). Tab-only and cleared on success;
 * the code is single use and expires in minutes on the server anyway.
 */
export const resetDraftSchema = v.nullable(v.object({ username: v.string(), otp: v.pipe(v.string(), v.regex(/^\d{6}$/)) }));

export const resetDraftStore = createSessionStore('freely.password-reset', resetDraftSchema, null);
