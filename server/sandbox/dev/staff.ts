import { randomBytes } from 'node:crypto';
import type * as v from 'valibot';
import { DEV_STAFF_PASSWORD, devStaffEmail, type devStaffSchema } from '../../../contract/dev';
import { hashSecret } from '../../auth/passwords';
import type { Db } from '../../db/client';
import { terminals } from '../../db/schema';
import { RuleError } from '../../http/respond';
import { existingEmails, makeStaff } from '../../services/boarding/staff-accounts';

let devHash: Promise<string> | undefined;
/** One scrypt hash of the documented dev password serves every dev staff account (hashing 33 would slow start-up). */
const devPasswordHash = () => (devHash ??= hashSecret(DEV_STAFF_PASSWORD));

/**
 * The development staff accounts (contract/dev.ts): one per terminal, made at sandbox start-up
 * when missing, so the scanner can be tried on a fresh `npm start` with devStaffEmail(terminalId)
 * and DEV_STAFF_PASSWORD. Only in the sandbox: a known password never exists outside it.
 */
export async function seedDevStaff(db: Db): Promise<void> {
  const all = await db.select({ id: terminals.id }).from(terminals);
  const have = await existingEmails(db, all.map((t) => devStaffEmail(t.id)));
  const missing = all.filter((t) => !have.has(devStaffEmail(t.id)));
  if (missing.length === 0) return;
  const passwordHash = await devPasswordHash();
  for (const t of missing) await makeStaff(db, { email: devStaffEmail(t.id), terminalId: t.id, passwordHash });
}

/** POST /api/dev/staff: a fresh staff account at a terminal, for tests. */
export async function createDevStaff(db: Db, terminalId: number): Promise<v.InferOutput<typeof devStaffSchema>> {
  const email = `staff.${randomBytes(5).toString('hex')}@freely.test`;
  try {
    const made = await makeStaff(db, { email, terminalId, passwordHash: await devPasswordHash() });
    return { email, password: DEV_STAFF_PASSWORD, terminalId, customerId: made.customerId };
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('There is no terminal')) throw new RuleError(error.message, 404);
    throw error;
  }
}
