import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Db } from '../../db/client';
import { keepInOutbox } from './outbox';

/**
 * The sandbox's mail server: takes SMTP on a loopback port of its own (no TLS, no login) and keeps
 * each mail in the outbox, once per recipient, with its subject and plain text. It does not keep
 * the process alive.
 */
export async function startMailCatcher(db: Db, now: () => Date): Promise<{ url: string; close(): Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      simpleParser(stream)
        .then(async (mail) => {
          for (const to of session.envelope.rcptTo) {
            await keepInOutbox(db, { channel: 'email', to: to.address.toLowerCase(), subject: mail.subject ?? '', body: (mail.text ?? '').trimEnd() }, now());
          }
        })
        .then(() => done(), (error: Error) => done(Object.assign(error, { responseCode: 451 })));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.server.unref();
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('The sandbox mail server has no port.');
  return { url: `smtp://127.0.0.1:${address.port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
