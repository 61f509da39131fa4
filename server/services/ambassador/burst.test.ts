import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { ACCOUNT_LOOKUPS_PER_ADDRESS } from '../../auth/limits';
import { latestOtp, outbox } from '../../../tests/fixtures/accounts';
import { onBothDatabases } from '../../../tests/fixtures/both-databases';
import { customers } from '../../db/schema-accounts';
import { accountDeletionCodes, accountDeletions, ambassadorUpgrades, ambassadors } from '../../db/schema-ambassador';
import {
  ambassadorTestApp, customerWithData, deleteWith, from, invite, lookup, requestDeletion, sendCode, smsCode, submit, upgradeForm, verify, whereStill,
  type AmbassadorTestApp,
} from '../../testing/ambassador-kit';

/*
 * Bursts of hundreds of requests in flight at once against the ambassador service, on PGlite and
 * on PostgreSQL (a pool of ten, so they truly overlap): every limit holds, every code is counted
 * before it is compared, an account is deleted once.
 */

const wrong = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
const burst = <T>(n: number, request: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => request(i)));
const tally = (answers: { status: number; body: { shortDescription: string } }[]) => {
  const counts: Record<string, number> = {};
  for (const a of answers) counts[`${a.status} ${a.body.shortDescription}`] = (counts[`${a.status} ${a.body.shortDescription}`] ?? 0) + 1;
  return counts;
};

onBothDatabases((name, database) => {
  let t: AmbassadorTestApp;
  beforeAll(async () => {
    const handle = database();
    if (handle) t = await ambassadorTestApp({ handle });
  });

  it('300 wrong upgrade codes at once, each from its own address: at most 5 are compared, then the code is locked', { timeout: 120_000 }, async () => {
    const verificationId = await invite(t);
    const form = upgradeForm();
    const { body } = await submit(t, verificationId, form);
    const code = await smsCode(t, form.phone);
    const answers = await burst(300, (i) => verify(t, body.data.ambassadorToken, wrong(code, i), form.phone, from(`10.1.${i >> 8}.${i & 255}`)));
    console.info(`[${name}] 300 upgrade codes at once`, tally(answers));
    expect(answers.filter((a) => /not correct/.test(a.body.shortDescription)).length).toBeLessThanOrEqual(5);
    expect(answers.every((a) => a.status === 400 || a.status === 429)).toBe(true);
    const [row] = await t.db.select().from(ambassadorUpgrades).where(eq(ambassadorUpgrades.verificationId, verificationId));
    expect(row?.codeTries).toBe(5);
    expect((await verify(t, body.data.ambassadorToken, code, form.phone, from('10.2.0.1'))).status).toBe(429);
    const [ambassador] = await t.db.select().from(ambassadors).where(eq(ambassadors.id, row!.ambassadorId));
    expect(ambassador?.tier).toBe(2);
  });

  it('200 submissions of one invitation at once send one SMS, and that submission\'s token verifies once of 100 tries at once', { timeout: 120_000 }, async () => {
    const verificationId = await invite(t);
    const form = upgradeForm();
    const answers = await burst(200, () => submit(t, verificationId, form));
    console.info(`[${name}] 200 submissions at once`, tally(answers));
    const accepted = answers.filter((a) => a.status === 200);
    expect(accepted).toHaveLength(1);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(199);
    expect(await outbox(t.app, `+234${form.phone.slice(1)}`)).toHaveLength(1);
    const code = await smsCode(t, form.phone);
    const verified = await burst(100, () => verify(t, accepted[0]!.body.data.ambassadorToken, code, form.phone));
    expect(verified.filter((a) => a.status === 200)).toHaveLength(1);
    expect(verified.every((a) => a.status === 200 || a.status === 409 || a.status === 429)).toBe(true);
    const [row] = await t.db.select().from(ambassadorUpgrades).innerJoin(ambassadors, eq(ambassadors.id, ambassadorUpgrades.ambassadorId))
      .where(eq(ambassadorUpgrades.verificationId, verificationId));
    expect(row).toMatchObject({ ambassador_upgrades: { status: 'verified' }, ambassadors: { tier: 3, nin: form.nin } });
  });

  it(`300 account searches from one address: ${ACCOUNT_LOOKUPS_PER_ADDRESS.max} answered, the rest wait`, { timeout: 120_000 }, async () => {
    const answers = await burst(300, (i) => lookup(t, `search.${i}@example.com`, from('192.0.2.77')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(ACCOUNT_LOOKUPS_PER_ADDRESS.max);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(300 - ACCOUNT_LOOKUPS_PER_ADDRESS.max);
    expect(refused[0]!.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await lookup(t, 'other@example.com', from('192.0.2.78'))).status).toBe(200);
  });

  it('200 code requests for one account at once, over 200 searches: one e-mail is sent', { timeout: 120_000 }, async () => {
    const customer = await customerWithData(t);
    const before = (await outbox(t.app, customer.email)).length;
    const ids = await burst(20, (i) => lookup(t, customer.email, from(`10.3.0.${i}`)));
    const answers = await burst(200, (i) => sendCode(t, ids[i % 20]!.body.data.ambassadorId, from(`10.4.${i >> 8}.${i & 255}`)));
    console.info(`[${name}] 200 deletion codes at once`, tally(answers));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(await outbox(t.app, customer.email)).toHaveLength(before + 1);
    expect(await t.db.select().from(accountDeletionCodes).where(eq(accountDeletionCodes.email, customer.email))).toHaveLength(1);
  });

  it('300 wrong deletion codes at once: at most 5 are compared, and the account stays', { timeout: 120_000 }, async () => {
    const customer = await customerWithData(t);
    const ambassadorId = await requestDeletion(t, customer.email);
    const code = await latestOtp(t.app, customer.email);
    const answers = await burst(300, (i) => deleteWith(t, ambassadorId, wrong(code, i), from(`10.5.${i >> 8}.${i & 255}`)));
    console.info(`[${name}] 300 wrong deletion codes at once`, tally(answers));
    expect(answers.filter((a) => /not correct/.test(a.body.shortDescription)).length).toBeLessThanOrEqual(5);
    expect(answers.every((a) => a.status === 400 || a.status === 429)).toBe(true);
    const [row] = await t.db.select().from(customers).where(eq(customers.id, customer.customerId));
    expect(row?.email).toBe(customer.email);
  });

  it('200 deletions with the right code at once delete the account once, wholly', { timeout: 120_000 }, async () => {
    const customer = await customerWithData(t);
    const ambassadorId = await requestDeletion(t, customer.email);
    const code = await latestOtp(t.app, customer.email);
    const answers = await burst(200, () => deleteWith(t, ambassadorId, code));
    console.info(`[${name}] 200 right deletion codes at once`, tally(answers));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.every((a) => a.status < 500)).toBe(true);
    expect(await t.db.select().from(accountDeletions).where(eq(accountDeletions.customerId, customer.customerId))).toHaveLength(1);
    expect(await whereStill(t.db, customer.all)).toEqual([]);
  });
});
