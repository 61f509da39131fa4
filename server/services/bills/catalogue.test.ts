import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { sitePath } from '../../../contract/call';
import * as billsCalls from '../../../contract/calls/bills';
import * as walletCalls from '../../../contract/calls/wallet';
import { BILL_FEE_KOBO, BILLS_MESSAGES, BILLS_TOKEN_TTL_SECONDS, DATA_BILLER_IDS, VALIDATION_OK } from '../../../contract/bills';
import { refreshTokens } from '../../db/schema-accounts';
import { billPayments } from '../../db/schema-bills';
import { signInAgain, walletCall, ownerOf } from '../../testing/wallet-kit';
import { billsCall, billsTestApp, itemOf, newBillsCustomer, NUMBERS, onBothDatabasesWithBills, requestBillsToken } from '../../testing/bills-kit';
import { BILL_REFERENCES_PER_CUSTOMER } from '../../auth/limits';
import * as onboardingCalls from '../../../contract/calls/onboarding';

/*
 * The bills token, the bills envelope on every answer, references and the read-only calls
 * (catalogue, customer validation, network look-up), on PGlite and PostgreSQL (issue 16).
 */

type Biller = { billerid: number; billername: string; categoryid: number };
type Item = { paymentitemid: string; paymentitemname: string; amount: string; itemFee: string; paymentCode: string; billerid: number };
type Validated = { customers: { customerId: string; paymentCode: string; responseCode: string; fullName: string; address: string }[] };

onBothDatabasesWithBills((_name, t) => {
  it('issues the bills token for the session customer\'s own e-mail; only it opens bills, and it opens nothing else', async () => {
    const c = await newBillsCustomer(t);
    const issued = await requestBillsToken(t, c.session, c.email.toUpperCase());
    expect(issued).toMatchObject({ status: 200, body: { access_token: expect.any(String), expires_in: BILLS_TOKEN_TTL_SECONDS, token_type: 'Bearer' } });

    expect(await requestBillsToken(t, c.session, 'someone.else@example.com')).toMatchObject({ status: 403, body: { code: '403', description: BILLS_MESSAGES.notYours, payload: null } });
    expect(await requestBillsToken(t, '', c.email)).toMatchObject({ status: 401, body: { code: '401', payload: null } });
    const badGrant = await t.app.request(sitePath(billsCalls.token), { method: 'POST', body: new URLSearchParams({ grant_type: 'client_credentials', username: c.email }), headers: { Authorization: `Bearer ${c.session}` } });
    expect(badGrant.status).toBe(400);
    expect(await badGrant.json()).toEqual({ code: '400', description: 'grant_type must be password.', payload: null });

    // Neither the session token nor the wallet token opens bills; the bills token opens no wallet and no account.
    for (const token of [c.session, c.token, 'not-a-token']) {
      expect(await billsCall(t, billsCalls.categories, { token })).toMatchObject({ status: 401, body: { code: '401', description: BILLS_MESSAGES.tokenExpired, payload: null } });
    }
    expect((await billsCall(t, billsCalls.categories, { token: c.bills })).status).toBe(200);
    expect((await walletCall(t, walletCalls.getUserWallet, { token: c.bills, query: ownerOf(c) })).status).toBe(401);
    expect((await t.app.request(sitePath(onboardingCalls.me), { headers: { Authorization: `Bearer ${c.bills}` } })).status).toBe(401);
  });

  it('a bills token dies after its lifetime and with its sign-in', async () => {
    const c = await newBillsCustomer(t);
    const read = (token: string) => billsCall(t, billsCalls.categories, { token });
    t.advance(BILLS_TOKEN_TTL_SECONDS * 1000 + 1000);
    expect(await read(c.bills)).toMatchObject({ status: 401, body: { description: BILLS_MESSAGES.tokenExpired } });

    const session = await signInAgain(t.db, c.id);
    const fresh = (await requestBillsToken(t, session, c.email)).body.access_token as string;
    expect((await read(fresh)).status).toBe(200);
    await t.db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.customerId, c.id));
    expect((await read(fresh)).status).toBe(401);
  });

  it('answers every refusal under /api/bills in the bills envelope: validation, unknown calls, oversized bodies', async () => {
    const c = await newBillsCustomer(t);
    const unknown = await t.app.request('/api/bills/api/quickteller/nothing', { headers: { Authorization: `Bearer ${c.bills}` } });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ code: '404', description: 'The bills service has no GET /api/bills/api/quickteller/nothing call.', payload: null });

    const big = await t.app.request(sitePath(billsCalls.airtime), { method: 'POST', headers: { Authorization: `Bearer ${c.bills}`, 'content-type': 'application/json' }, body: JSON.stringify({ phone: 'x'.repeat(70_000) }) });
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ code: '413', payload: null });

    const broken = await t.app.request(sitePath(billsCalls.airtime), { method: 'POST', headers: { Authorization: `Bearer ${c.bills}`, 'content-type': 'application/json' }, body: '{"phone":' });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ code: '400', description: expect.any(String), payload: null });

    const res = await t.app.request(sitePath(billsCalls.categories), { headers: { Authorization: `Bearer ${c.bills}` } });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('generates an open reference for the customer: BIL- and 12 symbols, a new one each time', async () => {
    const c = await newBillsCustomer(t);
    const first = await billsCall<{ transactionReference: string }>(t, billsCalls.generateReference, { token: c.bills, json: { userPhone: c.phone } });
    expect(first).toMatchObject({ status: 200, body: { code: '1', payload: { transactionReference: expect.stringMatching(/^BIL-[A-HJ-NP-Z2-9]{12}$/) } } });
    const second = await billsCall<{ transactionReference: string }>(t, billsCalls.generateReference, { token: c.bills, json: { userPhone: '08051234567' } });
    expect(second.body.payload.transactionReference).not.toBe(first.body.payload.transactionReference);
    const rows = await t.db.select().from(billPayments).where(eq(billPayments.customerId, c.id));
    expect(rows.map((r) => [r.status, r.customerMobile, r.purchaseKey])).toEqual([['open', c.phone, null], ['open', '08051234567', null]]);

    const short = await billsCall(t, billsCalls.generateReference, { token: c.bills, json: { userPhone: '0803123456' } });
    expect(short).toEqual({ status: 400, body: { code: '400', description: 'Phone No. should not be less than 11 characters', payload: null } });
  });

  it('opens at most 60 references an hour for one customer, however many are asked for at once', async () => {
    const c = await newBillsCustomer(t);
    const burst = await Promise.all(Array.from({ length: 200 }, () => billsCall(t, billsCalls.generateReference, { token: c.bills, json: { userPhone: c.phone } })));
    expect(burst.filter((r) => r.status === 200)).toHaveLength(BILL_REFERENCES_PER_CUSTOMER.max);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(200 - BILL_REFERENCES_PER_CUSTOMER.max);
    expect(burst.find((r) => r.status === 429)?.body).toMatchObject({ code: '429', description: expect.stringMatching(/^Too many payment references/), payload: null });
    const rows = await t.db.select().from(billPayments).where(eq(billPayments.customerId, c.id));
    expect(rows).toHaveLength(BILL_REFERENCES_PER_CUSTOMER.max);
    // Another customer is not held back by this one.
    const other = await newBillsCustomer(t);
    expect((await billsCall(t, billsCalls.generateReference, { token: other.bills, json: { userPhone: other.phone } })).status).toBe(200);
  });

  it('lists categories, billers, billers by category and their plans, with the fee on electricity and TV', async () => {
    const c = await newBillsCustomer(t);
    const categories = await billsCall<{ categories: { categoryid: number; categoryname: string }[] }>(t, billsCalls.categories, { token: c.bills });
    expect(categories.body.payload.categories.map((x) => x.categoryid)).toEqual(expect.arrayContaining([1, 2, 3, 4]));

    const all = await billsCall<{ billers: Biller[] }>(t, billsCalls.billers, { token: c.bills });
    expect(all.body.payload.billers.map((b) => b.billerid)).toEqual(expect.arrayContaining(Object.values(DATA_BILLER_IDS)));
    const discos = await billsCall<{ billers: Biller[] }>(t, billsCalls.billersByCategory, { token: c.bills, query: { CategoryId: '1' } });
    expect(discos.status).toBe(200);
    expect(discos.body.payload.billers.length).toBeGreaterThanOrEqual(5);
    expect(discos.body.payload.billers.every((b) => b.categoryid === 1)).toBe(true);
    const tv = await billsCall<{ billers: Biller[] }>(t, billsCalls.billersByCategory, { token: c.bills, query: { CategoryId: '2' } });
    expect(tv.body.payload.billers.map((b) => b.billername)).toEqual(expect.arrayContaining(['DStv', 'GOtv', 'StarTimes']));
    expect(await billsCall(t, billsCalls.billersByCategory, { token: c.bills, query: { CategoryId: '3' } })).toMatchObject({ status: 400, body: { description: 'CategoryId is 1 (electricity) or 2 (TV).' } });

    const disco = discos.body.payload.billers[0]!;
    const plans = await billsCall<{ paymentitems: Item[] }>(t, billsCalls.paymentItems, { token: c.bills, query: { billerId: String(disco.billerid) } });
    expect(plans.body.payload.paymentitems.map((i) => [i.paymentitemname, i.amount, i.itemFee])).toEqual([['Prepaid', '0', String(BILL_FEE_KOBO)], ['Postpaid', '0', String(BILL_FEE_KOBO)]]);
    const bundles = await billsCall<{ paymentitems: Item[] }>(t, billsCalls.paymentItems, { token: c.bills, query: { billerId: String(DATA_BILLER_IDS.MTN) } });
    expect(bundles.body.payload.paymentitems.length).toBeGreaterThan(3);
    expect(bundles.body.payload.paymentitems.every((i) => Number(i.amount) > 0 && i.itemFee === '0' && i.billerid === DATA_BILLER_IDS.MTN)).toBe(true);

    expect(await billsCall(t, billsCalls.paymentItems, { token: c.bills, query: { billerId: '999999' } })).toEqual({ status: 404, body: { code: '404', description: BILLS_MESSAGES.unknownBiller, payload: null } });
    expect((await billsCall(t, billsCalls.paymentItems, { token: c.bills, query: { billerId: 'abc' } })).status).toBe(400);
  });

  it('validates a meter or smart card with the biller: 90000 names the customer, anything else is an answer too', async () => {
    const c = await newBillsCustomer(t);
    const prepaid = await itemOf(t, c, 1101, 'Prepaid');
    const compact = await itemOf(t, c, 480, 'Compact');
    const validate = (customerId: string, paymentCode: string) =>
      billsCall<Validated>(t, billsCalls.customerValidation, { token: c.bills, json: { customers: [{ customerId, paymentCode }] } });

    const meter = await validate(NUMBERS.meter, prepaid.paymentCode);
    expect(meter).toMatchObject({ status: 200, body: { code: '1', payload: { customers: [{ customerId: NUMBERS.meter, paymentCode: prepaid.paymentCode, responseCode: VALIDATION_OK, fullName: expect.stringMatching(/^[A-Z]+ [A-Z]+$/) }] } } });
    expect(meter.body.payload.customers[0]!.address).not.toBe('');
    const unknownMeter = await validate(NUMBERS.meterUnknown, prepaid.paymentCode);
    expect(unknownMeter).toMatchObject({ status: 200, body: { code: '1', description: BILLS_MESSAGES.meterInvalid, payload: { customers: [{ responseCode: expect.not.stringMatching(VALIDATION_OK), fullName: '' }] } } });
    expect((await validate(NUMBERS.card, compact.paymentCode)).body.payload.customers[0]).toMatchObject({ responseCode: VALIDATION_OK, fullName: expect.any(String) });
    expect((await validate(NUMBERS.cardUnknown, compact.paymentCode)).body).toMatchObject({ description: BILLS_MESSAGES.tvInvalid, payload: { customers: [{ responseCode: expect.not.stringMatching(VALIDATION_OK) }] } });

    // Only electricity and TV items are validated; bad numbers never reach the biller.
    const bundle = await itemOf(t, c, DATA_BILLER_IDS.MTN, 'MTN 1GB - 1 Day');
    expect(await validate(NUMBERS.meter, bundle.paymentCode)).toMatchObject({ status: 400, body: { description: BILLS_MESSAGES.unknownItem } });
    expect(await validate('4507123456A', prepaid.paymentCode)).toMatchObject({ status: 400, body: { description: 'The meter or smart card number is 10 to 13 digits, with no letters.', payload: null } });
    expect((await billsCall(t, billsCalls.customerValidation, { token: c.bills, json: { customers: [] } })).status).toBe(400);
  });

  it('looks up the network of a number by its prefix (data.network), 404 when none owns it', async () => {
    const c = await newBillsCustomer(t);
    const lookup = (phone: string) => billsCall(t, billsCalls.lookup, { token: c.bills, query: { phone } });
    expect(await lookup('08031234567')).toEqual({ status: 200, body: { code: '1', description: 'Successful', data: { network: 'MTN', networkName: 'MTN Nigeria' } } });
    expect((await lookup('08051234567')).body).toMatchObject({ data: { network: 'Glo' } });
    expect((await lookup('08021234567')).body).toMatchObject({ data: { network: 'Airtel' } });
    expect((await lookup('08091234567')).body).toMatchObject({ data: { network: 'Etisalat' } });
    expect(await lookup('01234567890')).toEqual({ status: 404, body: { code: '404', description: BILLS_MESSAGES.networkUnknown, payload: null } });
    expect(await lookup('0803123456')).toMatchObject({ status: 400, body: { description: 'Phone No. should not be less than 11 characters' } });
  });

  it('answers 503 when no biller is configured (sandbox off, no real adapter), taking no reference', async () => {
    // Last in the file: a second app on this database takes over its bills wiring (same clock).
    const c = await newBillsCustomer(t);
    const off = await billsTestApp(t.db, { sandbox: false, clock: t.clock });
    const reference = (await billsCall<{ transactionReference: string }>(off, billsCalls.generateReference, { token: c.bills, json: { userPhone: c.phone } })).body.payload.transactionReference;
    for (const [call, input] of [
      [billsCalls.categories, {}], [billsCalls.billersByCategory, { query: { CategoryId: '1' } }], [billsCalls.lookup, { query: { phone: NUMBERS.phone } }],
      [billsCalls.airtime, { json: { phone: NUMBERS.phone, network: 'MTN', amount: '500', requestReference: reference, paymentGateway: 5 } }],
    ] as const) {
      expect(await billsCall(off, call, { token: c.bills, ...input }), call.path).toEqual({ status: 503, body: { code: '503', description: BILLS_MESSAGES.billerUnavailable, payload: null } });
    }
    const [row] = await t.db.select({ n: count() }).from(billPayments).where(eq(billPayments.reference, reference));
    expect(row!.n).toBe(1);
    expect((await t.db.select().from(billPayments).where(eq(billPayments.reference, reference)))[0]!.status).toBe('open');
  });
});
