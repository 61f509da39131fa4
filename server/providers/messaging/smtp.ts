import { createTransport } from 'nodemailer';
import { SendFailure } from './send-failure';
import type { Message } from './types';

export type SmtpSettings = { url: string; from: string };

/**
 * E-mail over SMTP with nodemailer (https://nodemailer.com/smtp/): `url` like
 * smtps://user:pass@smtp.example.com:465. One try; the caller retries transient failures. SMTP's own
 * codes decide: 4xx is "try later" (transient), 5xx a refusal (permanent); no connection, a
 * timeout or a dropped one is transient.
 */
export function smtpMail(settings: SmtpSettings) {
  const url = new URL(settings.url);
  const secure = url.protocol === 'smtps:';
  const transport = createTransport({
    host: url.hostname,
    port: Number(url.port) || (secure ? 465 : 587),
    secure,
    ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } } : {}),
    connectionTimeout: 4_000,
    greetingTimeout: 4_000,
    socketTimeout: 8_000,
  });
  return async (message: Message): Promise<void> => {
    try {
      await transport.sendMail({ from: settings.from, to: message.to, subject: message.subject ?? 'Freely', text: message.body });
    } catch (error) {
      const code = (error as { responseCode?: number }).responseCode;
      const kind = code !== undefined && code >= 500 ? 'permanent' : 'transient';
      throw new SendFailure(kind, `The mail server did not take the e-mail${code ? ` (${code})` : ''}: ${(error as Error).message}`, { cause: error });
    }
  };
}
