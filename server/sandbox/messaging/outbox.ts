import { desc, eq } from 'drizzle-orm';
import type { OutboxMessage } from '../../../contract/dev';
import type { Db } from '../../db/client';
import { outboxMessages } from '../schema';
import type { Message } from '../../providers/messaging/types';

/** Where the sandbox's Termii and mail server keep what they were given: nothing leaves the machine. */
export async function keepInOutbox(db: Db, message: Message, at: Date): Promise<void> {
  await db.insert(outboxMessages).values({ channel: message.channel, to: message.to, subject: message.subject ?? '', body: message.body, createdAt: at });
}

/** What the sandbox "sent" to one address, newest first. */
export async function readOutbox(db: Db, to: string, limit = 50): Promise<OutboxMessage[]> {
  const rows = await db.select().from(outboxMessages).where(eq(outboxMessages.to, to)).orderBy(desc(outboxMessages.id)).limit(limit);
  return rows.map((r) => ({ id: r.id, channel: r.channel, to: r.to, subject: r.subject, body: r.body, createdAt: r.createdAt.toISOString() }));
}
