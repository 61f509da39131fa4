import * as v from 'valibot';
import { SendFailure } from './send-failure';
import { TERMII_SEND_PATH, termiiSentSchema, type TermiiSend } from './termii-wire';
import type { Message } from './types';

/** `timeoutMs`: how long one try may take (TERMII_TIMEOUT_MS unless a test shortens it). */
export type TermiiSettings = { apiKey: string; senderId: string; baseUrl: string; timeoutMs?: number };

/** How long one try may take before it counts as lost. */
export const TERMII_TIMEOUT_MS = 4_000;

/**
 * SMS through Termii (https://developers.termii.com/messaging-api, "Send message"). One try: the
 * caller retries transient failures (send-failure.ts). A 5xx, a 429, a timeout or a dropped
 * connection is transient; any other refusal (a bad key, a bad number: 4xx) is permanent. A 2xx
 * whose body is not Termii's answer was still taken, so it is not sent again (logged).
 */
export function termiiSms(settings: TermiiSettings, options: { fetch?: typeof fetch } = {}) {
  const send = options.fetch ?? fetch;
  const timeoutMs = settings.timeoutMs ?? TERMII_TIMEOUT_MS;
  return async (message: Message): Promise<void> => {
    const body: TermiiSend = {
      to: message.to.replace(/^\+/, ''),
      from: settings.senderId,
      sms: message.body,
      type: 'plain',
      channel: 'dnd',
      api_key: settings.apiKey,
    };
    let response: Response;
    try {
      response = await send(`${settings.baseUrl}${TERMII_SEND_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new SendFailure('transient', `Termii did not answer: ${(error as Error).message}`, { cause: error });
    }
    const text = await response.text().catch(() => '');
    if (response.status >= 500 || response.status === 429) throw new SendFailure('transient', `Termii answered ${response.status}: ${text.slice(0, 200)}`);
    if (!response.ok) throw new SendFailure('permanent', `Termii refused the SMS (${response.status}): ${text.slice(0, 200)}`);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    if (!v.is(termiiSentSchema, json)) console.warn(`Termii took an SMS to ${body.to.slice(0, 6)}… but answered in an unknown shape: ${text.slice(0, 200)}`);
  };
}
