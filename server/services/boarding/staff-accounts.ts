import { eq, inArray } from 'drizzle-orm';
import { hashSecret } from '../../auth/passwords';
import type { Db } from '../../db/client';
import { terminals } from '../../db/schema';
import { customers } from '../../db/schema-accounts';
import { staff } from '../../db/schema-boarding';
import { createCustomer } from '../onboarding/customers';

export type NewStaff = {
  email: string;
  terminalId: number;
  /** For a new account; an existing account keeps its own password. */
  password?: string;
  /** A scrypt hash to use instead of hashing `password` (the sandbox seeds many accounts with one). */
  passwordHash?: string;
  firstName?: string;
  lastName?: string;
};

/**
 * Makes an account staff at a terminal (the CLI `npm run staff:create`, the sandbox's dev staff):
 * an existing account (by e-mail) gets the staff row, or moves terminal; otherwise a confirmed
 * account is created with the password given, its registration complete so /login opens it.
 * Answers the account and whether it was created.
 */
export async function makeStaff(db: Db, input: NewStaff): Promise<{ customerId: number; created: boolean; terminalName: string }> {
  const email = input.email.trim().toLowerCase();
  const [terminal] = await db.select({ id: terminals.id, name: terminals.name }).from(terminals).where(eq(terminals.id, input.terminalId));
  if (!terminal) throw new Error(`There is no terminal ${input.terminalId}.`);
  const [existing] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, email));
  let customerId = existing?.id;
  if (customerId === undefined) {
    const passwordHash = input.passwordHash ?? (input.password ? await hashSecret(input.password) : undefined);
    if (!passwordHash) throw new Error('A new staff account needs a password.');
    const row = await createCustomer(db, {
      email,
      passwordHash,
      firstName: input.firstName ?? 'Staff',
      lastName: input.lastName ?? terminal.name,
      accountIsConfirmed: true,
    });
    await db.update(customers).set({ customerStage: 1 }).where(eq(customers.id, row.id));
    customerId = row.id;
  }
  await db.insert(staff).values({ customerId, terminalId: terminal.id }).onConflictDoUpdate({ target: staff.customerId, set: { terminalId: terminal.id } });
  return { customerId, created: existing === undefined, terminalName: terminal.name };
}

/** The e-mails of `emails` that already have an account. */
export async function existingEmails(db: Db, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db.select({ email: customers.email }).from(customers).where(inArray(customers.email, [...emails]));
  return new Set(rows.flatMap((r) => (r.email ? [r.email] : [])));
}
