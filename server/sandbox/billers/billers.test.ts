import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DATA_BILLER_IDS, NETWORKS, type Network } from '../../../contract/bills';
import { onBothDatabases } from '../../../tests/fixtures/both-databases';
import type { Db } from '../../db/client';
import type { VendRequest } from '../../providers/billers/types';
import { sandboxTransactions } from '../schema';
import { NOT_VALIDATABLE, sandboxBiller, UNKNOWN_CUSTOMER } from './biller';
import { BILLER_PROVIDER, vendId } from './books';
import { BILLERS, CATEGORY, ITEMS } from './catalog';
import { NETWORK_PREFIXES, networkOf } from './networks';
import { VEND_REFUSALS } from './vend-rules';

/*
 * The sandbox biller (issue 16): a realistic catalogue, network lookup by prefix, validation that
 * names the customer, and vends scripted by the number's ending (0000 unknown, 8888 declined, 9999
 * pending), idempotent per reference in sandbox_transactions, on PGlite and PostgreSQL.
 */

const PENDING_MS = 30_000;
const itemsOf = (categoryid: number) => {
  const ids = new Set(BILLERS.filter((b) => b.categoryid === categoryid).map((b) => b.billerid));
  return ITEMS.filter((item) => ids.has(item.billerid));
};
const codeOf = (billerid: number, name: string) => {
  const item = ITEMS.find((i) => i.billerid === billerid && i.paymentitemname === name);
  if (!item) throw new Error(`No item ${name} at biller ${billerid}`);
  return item.paymentCode;
};
const billerNamed = (name: string) => {
  const biller = BILLERS.find((b) => b.billername === name);
  if (!biller) throw new Error(`No biller ${name}`);
  return biller.billerid;
};
const IKEJA = billerNamed('Ikeja Electric');
const DSTV = billerNamed('DStv');
const MTN_AIRTIME = BILLERS.find((b) => b.categoryid === CATEGORY.airtime && b.network === 'MTN')?.billerid ?? 0;

describe('the catalogue', () => {
  it('has unique biller ids and payment codes (3 to 10 digits), and every item belongs to a listed biller', () => {
    expect(new Set(BILLERS.map((b) => b.billerid)).size).toBe(BILLERS.length);
    expect(new Set(ITEMS.map((i) => i.paymentCode)).size).toBe(ITEMS.length);
    for (const item of ITEMS) {
      expect(item.paymentCode).toMatch(/^\d{3,10}$/);
      expect(BILLERS.some((b) => b.billerid === item.billerid)).toBe(true);
      expect(Number.isSafeInteger(item.amountKobo) && item.amountKobo >= 0).toBe(true);
    }
    expect(new Set(BILLERS.map((b) => b.categoryid))).toEqual(new Set([1, 2, 3, 4]));
  });

  it('sells data through the spec\'s four biller ids, 6 to 10 priced bundles each', () => {
    for (const network of NETWORKS) {
      const biller = BILLERS.find((b) => b.categoryid === CATEGORY.data && b.network === network);
      expect(biller?.billerid).toBe(DATA_BILLER_IDS[network]);
      const bundles = ITEMS.filter((i) => i.billerid === biller?.billerid);
      expect(bundles.length).toBeGreaterThanOrEqual(6);
      expect(bundles.length).toBeLessThanOrEqual(10);
      for (const bundle of bundles) expect(bundle.amountKobo).toBeGreaterThan(0);
    }
    expect(BILLERS.filter((b) => b.categoryid === CATEGORY.data)).toHaveLength(4);
  });

  it('tops up airtime on each network with one amount the traveller chooses', () => {
    const airtime = BILLERS.filter((b) => b.categoryid === CATEGORY.airtime);
    expect(airtime.map((b) => b.network).sort()).toEqual([...NETWORKS].sort());
    for (const biller of airtime) expect(ITEMS.filter((i) => i.billerid === biller.billerid)).toEqual([expect.objectContaining({ amountKobo: 0 })]);
  });

  it('sells Prepaid and Postpaid at ten distribution companies, amount chosen by the traveller', () => {
    const discos = BILLERS.filter((b) => b.categoryid === CATEGORY.electricity);
    expect(discos).toHaveLength(10);
    for (const disco of discos) {
      expect(ITEMS.filter((i) => i.billerid === disco.billerid).map(({ paymentitemname, prepaid, amountKobo }) => ({ paymentitemname, prepaid, amountKobo })))
        .toEqual([{ paymentitemname: 'Prepaid', prepaid: true, amountKobo: 0 }, { paymentitemname: 'Postpaid', prepaid: false, amountKobo: 0 }]);
    }
  });

  it('prices every TV package (DStv Compact ₦19,000, GOtv Supa ₦11,400, StarTimes Nova ₦1,900)', () => {
    const packages = itemsOf(CATEGORY.tv);
    expect(packages).toHaveLength(16);
    for (const item of packages) expect(item.amountKobo).toBeGreaterThan(0);
    const price = (biller: string, name: string) => ITEMS.find((i) => i.paymentCode === codeOf(billerNamed(biller), name))?.amountKobo;
    expect([price('DStv', 'Compact'), price('GOtv', 'Supa'), price('StarTimes', 'Nova')]).toEqual([19_000_00, 11_400_00, 1_900_00]);
  });
});

describe('network lookup', () => {
  it('names the network of every allocated prefix', () => {
    for (const [network, prefixes] of Object.entries(NETWORK_PREFIXES) as [Network, readonly string[]][]) {
      for (const prefix of prefixes) expect(networkOf(`${prefix}1234567`)).toBe(network);
    }
    expect([networkOf('08031234567'), networkOf('08021234567'), networkOf('08051234567'), networkOf('09091234567')]).toEqual(['MTN', 'Airtel', 'Glo', 'Etisalat']);
  });

  it('knows no network for an unallocated prefix or a number of another shape', () => {
    expect(networkOf('07021234567')).toBeUndefined();
    expect(networkOf('08001234567')).toBeUndefined();
    expect(networkOf('0803123456')).toBeUndefined();
    expect(networkOf('2348031234567')).toBeUndefined();
    expect(networkOf('0803123456a')).toBeUndefined();
  });
});

onBothDatabases((_name, database) => {
  const clock = { ms: Date.UTC(2026, 10, 23, 9) };
  const open = () => {
    const handle = database();
    if (!handle) throw new Error('no database');
    return { db: handle.db, biller: sandboxBiller(handle.db, { pendingMs: PENDING_MS, now: () => new Date(clock.ms) }) };
  };
  const newReference = () => `BIL-${randomBytes(6).toString('hex').toUpperCase()}`;
  const request = (over: Partial<VendRequest> & Pick<VendRequest, 'kind' | 'paymentCode' | 'customerId' | 'amountKobo'>): VendRequest => ({
    reference: newReference(), customerEmail: 'ada@example.com', customerMobile: '08031234567', ...over,
  });
  const prepaid = (customerId: string, over: Partial<VendRequest> = {}) =>
    request({ kind: 'electricity', paymentCode: codeOf(IKEJA, 'Prepaid'), customerId, amountKobo: 5_000_00, ...over });
  const rowsOf = (db: Db, reference: string) =>
    db.select().from(sandboxTransactions).where(eq(sandboxTransactions.reference, reference));

  it('lists categories, billers and items; an unknown biller or code is undefined', async () => {
    const { biller } = open();
    expect((await biller.categories()).map((c) => c.categoryid)).toEqual([1, 2, 3, 4]);
    expect(await biller.billers()).toHaveLength(BILLERS.length);
    expect((await biller.items(IKEJA))?.map((i) => i.paymentitemname)).toEqual(['Prepaid', 'Postpaid']);
    expect(await biller.items(999_999)).toBeUndefined();
    expect(await biller.item(codeOf(DSTV, 'Compact'))).toMatchObject({ item: { amountKobo: 19_000_00 }, biller: { billername: 'DStv', categoryid: 2 } });
    expect(await biller.item('999999999')).toBeUndefined();
    expect(await biller.lookup('08161234567')).toBe('MTN');
  });

  it('validates a meter with a name and an address in its area, a card with a name; the same number names the same customer', async () => {
    const { biller } = open();
    const meter = await biller.validate(codeOf(IKEJA, 'Prepaid'), '45012345678');
    expect(meter).toEqual({ ok: true, fullName: expect.stringMatching(/^[A-Z]+ [A-Z]+$/), address: expect.stringMatching(/^\d+ .+, Lagos$/) });
    expect(await biller.validate(codeOf(IKEJA, 'Postpaid'), '45012345678')).toEqual(meter);
    const card = await biller.validate(codeOf(DSTV, 'Compact'), '7023456781');
    expect(card).toEqual({ ok: true, fullName: expect.stringMatching(/^[A-Z]+ [A-Z]+$/), address: '' });
    const names = await Promise.all(['45012345671', '45012345672', '45012345673', '45012345674'].map((m) => biller.validate(codeOf(IKEJA, 'Prepaid'), m)));
    expect(new Set(names.map((n) => (n.ok ? n.fullName : ''))).size).toBeGreaterThan(1);
  });

  it('does not know a number ending 0000 or of the wrong shape, and validates only electricity and TV', async () => {
    const { biller } = open();
    expect(await biller.validate(codeOf(IKEJA, 'Prepaid'), '45012340000')).toEqual({ ok: false, responseCode: UNKNOWN_CUSTOMER });
    expect(await biller.validate(codeOf(DSTV, 'Padi'), '7023450000')).toEqual({ ok: false, responseCode: UNKNOWN_CUSTOMER });
    expect(await biller.validate(codeOf(DSTV, 'Padi'), '4501234567812')).toEqual({ ok: false, responseCode: UNKNOWN_CUSTOMER });
    expect(await biller.validate(codeOf(MTN_AIRTIME, 'Airtime'), '08031234567')).toEqual({ ok: false, responseCode: NOT_VALIDATABLE });
    expect(await biller.validate(codeOf(DATA_BILLER_IDS.MTN, 'MTN 1GB - 1 Day'), '08031234567')).toEqual({ ok: false, responseCode: NOT_VALIDATABLE });
    expect(await biller.validate('999999999', '45012345678')).toEqual({ ok: false, responseCode: NOT_VALIDATABLE });
  });

  it('vends airtime, data and TV with no token, and keeps each in its books', async () => {
    const { db, biller } = open();
    const airtime = request({ kind: 'airtime', paymentCode: codeOf(MTN_AIRTIME, 'Airtime'), customerId: '08031234567', amountKobo: 500_00 });
    const data = request({ kind: 'data', paymentCode: codeOf(DATA_BILLER_IDS.Glo, 'Glo 5GB - 30 Days'), customerId: '08051234567', amountKobo: 1_500_00 });
    const tv = request({ kind: 'tv', paymentCode: codeOf(DSTV, 'Compact'), customerId: '7023456781', amountKobo: 19_000_00 });
    for (const vend of [airtime, data, tv]) {
      const outcome = await biller.vend(vend);
      expect(outcome).toEqual({ status: 'success', providerReference: vendId(vend.reference) });
      expect(await biller.status(vend.reference)).toEqual(outcome);
      const [row] = await rowsOf(db, vend.reference);
      expect(row).toMatchObject({ provider: BILLER_PROVIDER, status: 'success', amountKobo: vend.amountKobo, customerEmail: 'ada@example.com' });
      expect(row?.meta).toMatchObject({ kind: vend.kind, customerId: vend.customerId, paymentCode: vend.paymentCode });
    }
  });

  it('a prepaid meter gets a 20-digit token, the same for the same reference; postpaid none', async () => {
    const { biller } = open();
    const first = prepaid('45012345678');
    const outcome = await biller.vend(first);
    expect(outcome).toMatchObject({ status: 'success', token: expect.stringMatching(/^\d{20}$/) });
    expect(await biller.vend(first)).toEqual(outcome);
    const other = await biller.vend(prepaid('45012345678'));
    expect(other.status === 'success' && other.token).not.toBe(outcome.status === 'success' && outcome.token);
    const postpaid = await biller.vend(prepaid('45012345678', { paymentCode: codeOf(IKEJA, 'Postpaid') }));
    expect(postpaid.status).toBe('success');
    expect(postpaid).not.toHaveProperty('token');
  });

  it('a number ending 8888 is declined, and stays declined', async () => {
    const { db, biller } = open();
    const vend = prepaid('45012348888');
    const declined = { status: 'failed', providerReference: vendId(vend.reference), reason: VEND_REFUSALS.declined };
    expect(await biller.vend(vend)).toEqual(declined);
    expect(await biller.status(vend.reference)).toEqual(declined);
    expect(await biller.vend({ ...vend, customerId: '45012345678' })).toEqual(declined);
    expect(await rowsOf(db, vend.reference)).toMatchObject([{ status: 'failed' }]);
  });

  it('refuses an unknown code, a code of another kind, a wrong price and an unknown meter', async () => {
    const { biller } = open();
    const failed = async (vend: VendRequest) => {
      const outcome = await biller.vend(vend);
      return outcome.status === 'failed' ? outcome.reason : outcome.status;
    };
    expect(await failed(prepaid('45012345678', { paymentCode: '999999999' }))).toBe(VEND_REFUSALS.unknownItem);
    expect(await failed(prepaid('45012345678', { paymentCode: codeOf(DSTV, 'Compact') }))).toBe(VEND_REFUSALS.wrongKind);
    expect(await failed(request({ kind: 'tv', paymentCode: codeOf(DSTV, 'Compact'), customerId: '7023456781', amountKobo: 18_000_00 }))).toBe(VEND_REFUSALS.wrongAmount);
    expect(await failed(prepaid('45012345678', { amountKobo: 0 }))).toBe(VEND_REFUSALS.wrongAmount);
    expect(await failed(prepaid('45012340000'))).toBe(VEND_REFUSALS.unknownCustomer);
    expect(await failed(request({ kind: 'airtime', paymentCode: codeOf(MTN_AIRTIME, 'Airtime'), customerId: '8031234567', amountKobo: 500_00 }))).toBe(VEND_REFUSALS.unknownCustomer);
  });

  it('a number ending 9999 is pending until pendingMs has passed, then a success with its token, kept so', async () => {
    const { db, biller } = open();
    const vend = prepaid('45012349999');
    const pending = { status: 'pending', providerReference: vendId(vend.reference) };
    expect(await biller.vend(vend)).toEqual(pending);
    clock.ms += PENDING_MS - 1;
    expect(await biller.status(vend.reference)).toEqual(pending);
    expect(await biller.vend(vend)).toEqual(pending);
    clock.ms += 1;
    const settled = await biller.status(vend.reference);
    expect(settled).toEqual({ status: 'success', providerReference: vendId(vend.reference), token: expect.stringMatching(/^\d{20}$/) });
    expect(await rowsOf(db, vend.reference)).toMatchObject([{ status: 'success' }]);
    clock.ms += PENDING_MS;
    expect(await biller.vend(vend)).toEqual(settled);
  });

  it('a replay answers the first outcome and records nothing, even with another request under the reference', async () => {
    const { db, biller } = open();
    const vend = prepaid('45012345678');
    const first = await biller.vend(vend);
    expect(await biller.vend(vend)).toEqual(first);
    expect(await biller.vend({ ...vend, customerId: '45012348888', amountKobo: 9_000_00 })).toEqual(first);
    expect(await rowsOf(db, vend.reference)).toMatchObject([{ amountKobo: 5_000_00, status: 'success' }]);
    expect(await biller.status(newReference())).toBeUndefined();
  });

  it('200 concurrent vends of one reference record one row and all answer the same', { timeout: 60_000 }, async () => {
    const { db, biller } = open();
    for (const customerId of ['45012345678', '45012349999']) {
      const vend = prepaid(customerId);
      const outcomes = await Promise.all(Array.from({ length: 200 }, () => biller.vend(vend)));
      expect(new Set(outcomes.map((o) => JSON.stringify(o))).size).toBe(1);
      expect(await rowsOf(db, vend.reference)).toHaveLength(1);
    }
  });
});
