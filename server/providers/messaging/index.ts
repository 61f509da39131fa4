import { ONBOARDING_MESSAGES } from '../../../contract/onboarding-messages';
import { RuleError } from '../../http/respond';
import { DEFAULT_RETRIES, withRetries, type RetryPlan } from './send-failure';
import type { MessagingSettings } from './settings';
import { smtpMail } from './smtp';
import { termiiSms, type TermiiSettings } from './termii';
import type { Message, Messenger } from './types';

/** The sandbox's stand-ins, reached through the same adapters as the real providers. */
export type MessagingStandIns = {
  /** Termii's API played by the sandbox, reached in-process (`fetch`), with the key it accepts. */
  termii: TermiiSettings & { fetch: typeof fetch };
  /** The address of the sandbox's SMTP server (started on first use), which keeps each mail in the outbox. */
  smtpUrl(): Promise<string>;
};

type Deliver = (message: Message) => Promise<void>;

/** Where each channel goes, for the start-up line. */
export type MessagingRoutes = { sms: 'real' | 'sandbox' | 'off'; email: 'real' | 'sandbox' | 'off' };

export function messagingRoutes(settings: MessagingSettings, sandbox: boolean): MessagingRoutes {
  return {
    sms: settings.termii ? 'real' : sandbox ? 'sandbox' : 'off',
    email: settings.smtp ? 'real' : sandbox ? 'sandbox' : 'off',
  };
}

/** The start-up line: per channel, the real provider, the sandbox's stand-in, or nothing. */
export const messagingLine = (routes: MessagingRoutes) =>
  `Messages: SMS ${{ real: 'through Termii', sandbox: "to the sandbox's Termii (outbox)", off: 'off (set TERMII_API_KEY)' }[routes.sms]}; ` +
  `e-mail ${{ real: 'over SMTP', sandbox: "to the sandbox's mail server (outbox)", off: 'off (set SMTP_URL)' }[routes.email]}`;

/**
 * SMS through Termii and e-mail over SMTP when configured; otherwise the sandbox's stand-ins of the
 * same (through the same adapters); otherwise nothing can be sent. A message that cannot go after
 * its retries is a 503 with messagingDown: an OTP's caller says so to the traveller, and a
 * confirmation's keeps it owed (server/services/notifications/confirmations.ts).
 */
export function createMessenger(settings: MessagingSettings, options: { standIns?: MessagingStandIns; retries?: RetryPlan } = {}): Messenger {
  const { standIns, retries = DEFAULT_RETRIES } = options;
  const sms: Deliver | undefined = settings.termii
    ? termiiSms(settings.termii)
    : standIns && termiiSms(standIns.termii, { fetch: standIns.termii.fetch });
  let email: Promise<Deliver> | undefined = settings.smtp ? Promise.resolve(smtpMail(settings.smtp)) : undefined;
  const emailDeliver = (): Promise<Deliver> | undefined => {
    if (!email && standIns) email = standIns.smtpUrl().then((url) => smtpMail({ url, from: settings.mailFrom }));
    return email;
  };
  return {
    async send(message) {
      const deliver = message.channel === 'sms' ? sms : await emailDeliver();
      if (!deliver) throw new RuleError(ONBOARDING_MESSAGES.messagingDown, 503);
      try {
        await withRetries(() => deliver(message), retries);
      } catch (error) {
        console.error(`An ${message.channel === 'sms' ? 'SMS' : 'e-mail'} to ${hidden(message.to)} was not sent: ${(error as Error).message}`);
        throw new RuleError(ONBOARDING_MESSAGES.messagingDown, 503);
      }
    },
  };
}

/** Enough of an address to tell messages apart in a log, not to reach the traveller. */
const hidden = (to: string) => (to.includes('@') ? `${to.slice(0, 2)}…@${to.split('@')[1]}` : `${to.slice(0, 7)}…`);
