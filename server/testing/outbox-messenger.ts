import type { Db } from '../db/client';
import type { Message, Messenger } from '../providers/messaging/types';
import { keepInOutbox } from '../sandbox/messaging/outbox';

/** For tests of what is sent, not how: each message straight into the sandbox's outbox. */
export const outboxMessenger = (db: Db, now: () => Date = () => new Date()): Messenger => ({
  send: (message: Message) => keepInOutbox(db, message, now()),
});
