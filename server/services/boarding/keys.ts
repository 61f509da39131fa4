import { desc, gt, lte, sql } from 'drizzle-orm';
import type { TicketKey } from '../../../contract/boarding';
import { fromBase64Url, toBase64Url } from '../../../contract/cipher';
import { SEAT_WINDOW_DAYS } from '../../../contract/limits';
import { TICKET_KEY_ALGORITHM, TICKET_SIGN_ALGORITHM, TICKET_VALID_DAYS_AFTER_LAST_LEG } from '../../../contract/ticket-signature';
import { DEFAULT_AUTH_SETTINGS } from '../../auth/settings';
import type { Db } from '../../db/client';
import { ticketKeys } from '../../db/schema-boarding';
import type { Executor, Tx } from '../booking/executor';

/**
 * The ticket signing keys (ECDSA P-256), rotated like the sign-in cipher's keys (server/auth/cipher.ts)
 * but kept longer: a key signs for TICKET_KEY_ROTATE_DAYS, then keeps verifying for
 * KEY_GRACE_DAYS more, past the validity of any ticket it can have signed (a ticket is signed for a
 * trip at most SEAT_WINDOW_DAYS ahead, and stays valid TICKET_VALID_DAYS_AFTER_LAST_LEG after it),
 * then it is deleted. Private keys live in ticket_keys only.
 */
export const KEY_GRACE_DAYS = SEAT_WINDOW_DAYS + TICKET_VALID_DAYS_AFTER_LAST_LEG + 1;
const DAY_MS = 86_400_000;

export type TicketKeyRow = typeof ticketKeys.$inferSelect;

/** The key id a QR carries: 'K' and the row id in base 36. */
export const keyIdOf = (id: number) => `K${id.toString(36).toUpperCase()}`;

let rotateDays = DEFAULT_AUTH_SETTINGS.ticketKeyRotateDays;
/** TICKET_KEY_ROTATE_DAYS, set once by createApp (signing happens inside many services' transactions). */
export function configureTicketKeys(days: number): void {
  rotateDays = days;
}

const subtle = () => globalThis.crypto.subtle;

async function generate(now: Date) {
  const pair = await subtle().generateKey(TICKET_KEY_ALGORITHM, true, ['sign', 'verify']);
  const { x, y } = await subtle().exportKey('jwk', pair.publicKey);
  const pkcs8 = await subtle().exportKey('pkcs8', pair.privateKey);
  const signsUntil = new Date(now.getTime() + rotateDays * DAY_MS);
  return {
    publicJwk: { kty: 'EC' as const, crv: 'P-256' as const, x: x!, y: y! },
    privateKey: toBase64Url(pkcs8),
    createdAt: now,
    signsUntil,
    verifiesUntil: new Date(signsUntil.getTime() + KEY_GRACE_DAYS * DAY_MS),
  };
}

const newestSigning = async (ex: Executor, now: Date) =>
  (await ex.select().from(ticketKeys).where(gt(ticketKeys.signsUntil, now)).orderBy(desc(ticketKeys.id)).limit(1))[0];

/** Serialises key creation across processes sharing one PostgreSQL (held until the transaction ends). */
const lockKeys = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('freely.ticket_keys'))`);

/** Inside a transaction: a new key pair signs from now on; the previous one stops signing and keeps verifying. */
async function addKey(tx: Tx, now: Date): Promise<TicketKeyRow> {
  const fresh = await generate(now);
  await tx.update(ticketKeys).set({ signsUntil: now }).where(gt(ticketKeys.signsUntil, now));
  const [row] = await tx.insert(ticketKeys).values(fresh).returning();
  await tx.delete(ticketKeys).where(lte(ticketKeys.verifiesUntil, now));
  return row!;
}

/**
 * Inside the caller's transaction: the key that signs at `now`, made on first use and when the
 * last one's signing time is over. Two transactions needing a new key at once make one.
 */
export async function signingKey(tx: Tx, now: Date): Promise<TicketKeyRow> {
  const live = await newestSigning(tx, now);
  if (live) return live;
  await lockKeys(tx);
  return (await newestSigning(tx, now)) ?? addKey(tx, now);
}

/** Replaces the signing key now (an operator's rotation, tests); every older key keeps verifying until its time. */
export const rotateTicketKeys = (db: Db, now: Date): Promise<TicketKeyRow> =>
  db.transaction(async (tx) => {
    await lockKeys(tx);
    return addKey(tx, now);
  });

// Imported private keys, by their PKCS#8 text (unique per key pair, so one map serves every database).
const imported = new Map<string, Promise<CryptoKey>>();

function privateKeyOf(row: TicketKeyRow): Promise<CryptoKey> {
  let key = imported.get(row.privateKey);
  if (!key) {
    key = subtle().importKey('pkcs8', fromBase64Url(row.privateKey), TICKET_KEY_ALGORITHM, false, ['sign']);
    key.catch(() => imported.delete(row.privateKey));
    imported.set(row.privateKey, key);
  }
  return key;
}

/** ECDSA P-256 / SHA-256 over `input`, in P1363 form (64 bytes). */
export async function signWith(row: TicketKeyRow, input: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  return new Uint8Array(await subtle().sign(TICKET_SIGN_ALGORITHM, await privateKeyOf(row), input));
}

/**
 * GET /Boarding/keys: every key still verifying at `now`, newest first; a signing key is made if
 * none exists yet, so a scanner has it before the first ticket is signed.
 */
export async function publicTicketKeys(db: Db, now: Date): Promise<TicketKey[]> {
  if (!(await newestSigning(db, now))) await db.transaction((tx) => signingKey(tx, now));
  const rows = await db.select().from(ticketKeys).where(gt(ticketKeys.verifiesUntil, now)).orderBy(desc(ticketKeys.id));
  return rows.map((row) => ({
    keyId: keyIdOf(row.id),
    jwk: row.publicJwk,
    createdAt: row.createdAt.toISOString(),
    signsUntil: row.signsUntil.toISOString(),
    verifiesUntil: row.verifiesUntil.toISOString(),
  }));
}
