import * as v from 'valibot';

/**
 * Termii's "Send message" call, as its Messaging API documents it
 * (https://developers.termii.com/messaging-api): POST {base}/api/sms/send with a JSON body; the
 * number is international without '+', the key travels in the body. Shared by the adapter
 * (termii.ts) and the sandbox's stand-in (server/sandbox/messaging/termii.ts), so both speak it alike.
 */
export const TERMII_SEND_PATH = '/api/sms/send';

/** Termii's API host for Nigerian accounts. */
export const TERMII_DEFAULT_BASE_URL = 'https://api.ng.termii.com';

export const termiiSendSchema = v.object({
  to: v.pipe(v.string(), v.regex(/^234\d{10}$/, 'to is a Nigerian number in international form, like 2348031234567.')),
  from: v.pipe(v.string(), v.regex(/^[A-Za-z0-9 ]{3,11}$/, 'from is a sender ID of 3 to 11 letters or digits.')),
  sms: v.pipe(v.string(), v.minLength(1), v.maxLength(918)),
  type: v.literal('plain'),
  /** 'dnd' reaches numbers on Do-Not-Disturb too, as a code must; 'generic' does not. */
  channel: v.picklist(['dnd', 'generic']),
  api_key: v.pipe(v.string(), v.minLength(1)),
});
export type TermiiSend = v.InferOutput<typeof termiiSendSchema>;

/** Its answer to a message it took. */
export const termiiSentSchema = v.object({
  message_id: v.union([v.string(), v.number()]),
  message: v.string(),
  balance: v.optional(v.unknown()),
  user: v.optional(v.unknown()),
});
export type TermiiSent = v.InferOutput<typeof termiiSentSchema>;
