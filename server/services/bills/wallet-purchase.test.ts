import { expect, it } from 'vitest';
import * as billsCalls from '../../../contract/calls/bills';
import { BILLS_MESSAGES, DATA_BILLER_IDS, type BillOutcome } from '../../../contract/bills';
import { WALLET_CODES, WALLET_MESSAGES } from '../../../contract/wallet';
import { entriesOf, walletRow } from '../../testing/wallet-kit';
import {
  billRowOf, billsCall, buyAirtime, buyData, customerWithWallet, itemOf, newBillsCustomer, newReference, NUMBERS, onBothDatabasesWithBills, payAdvice,
  paymentStatusOf, PIN,
} from '../../testing/bills-kit';

/*
 * Purchases paid from the wallet (gateway 23, issue 16): priced by the server (the fee on
 * electricity and TV, catalogue prices for bundles and packages), the debit and the vend in one
 * request, the wallet credited back when the biller refuses, and a reference that pays once.
 */

const debitsOf = async (t: Parameters<typeof entriesOf>[0], walletId: number) => (await entriesOf(t, walletId)).map((e) => [e.direction, e.amountKobo, e.description, e.idempotencyKey]);

onBothDatabasesWithBills((_name, t) => {
  it('buys airtime from the wallet: one debit of the amount (no fee), vended at once', async () => {
    const { c, wallet } = await customerWithWallet(t, 100_000);
    const reference = await newReference(t, c);
    const bought = await buyAirtime(t, c, reference, { amount: '₦250' });
    expect(bought).toMatchObject({
      status: 200,
      body: {
        code: '1', description: BILLS_MESSAGES.airtimeDone,
        payload: {
          reference, kind: 'airtime', status: 'success', billerName: 'MTN Nigeria', itemName: 'Airtime', customerId: NUMBERS.phone, customerName: '',
          amount: 250, fee: 0, total: 250, paymentGateway: 23, token: null, authorizationUrl: null, refunded: false, message: BILLS_MESSAGES.airtimeDone,
          settledAt: expect.any(String),
        },
      },
    });
    expect((await walletRow(t.db, c.id)).availableKobo).toBe(75_000);
    expect((await debitsOf(t.db, wallet.id)).slice(1)).toEqual([['debit', 25_000, 'Bills Payment', `bill:${reference}`]]);

    // The same purchase again answers the same outcome and moves nothing; another purchase on it is refused.
    expect(await buyAirtime(t, c, reference, { amount: '₦250' })).toEqual(bought);
    expect(await paymentStatusOf(t, c, reference)).toEqual(bought);
    expect(await buyAirtime(t, c, reference, { amount: '300' })).toEqual({ status: 409, body: { code: '409', description: BILLS_MESSAGES.referenceReused, payload: null } });
    expect(await buyAirtime(t, c, reference, { amount: '250', gateway: 5 })).toMatchObject({ status: 409 });
    expect((await walletRow(t.db, c.id)).availableKobo).toBe(75_000);
    expect(await entriesOf(t.db, wallet.id)).toHaveLength(2);
  });

  it('buys a data bundle at its catalogue price; another price is refused (409) and a bundle of another network too (400)', async () => {
    const { c, wallet } = await customerWithWallet(t, 500_000);
    const bundle = await itemOf(t, c, DATA_BILLER_IDS.MTN, 'MTN 1GB - 1 Day');
    const reference = await newReference(t, c);
    expect(await buyData(t, c, reference, { billerId: DATA_BILLER_IDS.MTN, paymentCode: bundle.paymentCode, amount: bundle.amountKobo - 100 }))
      .toEqual({ status: 409, body: { code: '409', description: BILLS_MESSAGES.priceChanged, payload: null } });
    expect(await buyData(t, c, reference, { billerId: DATA_BILLER_IDS.Glo, paymentCode: bundle.paymentCode, amount: bundle.amountKobo }))
      .toMatchObject({ status: 400, body: { description: BILLS_MESSAGES.unknownItem } });
    const prepaid = await itemOf(t, c, 1101, 'Prepaid');
    expect(await buyData(t, c, reference, { billerId: DATA_BILLER_IDS.MTN, paymentCode: prepaid.paymentCode, amount: 50_000 }))
      .toMatchObject({ status: 400, body: { description: BILLS_MESSAGES.unknownItem } });
    expect((await walletRow(t.db, c.id)).availableKobo).toBe(500_000);

    const bought = await buyData(t, c, reference, { billerId: DATA_BILLER_IDS.MTN, paymentCode: bundle.paymentCode, amount: bundle.amountKobo });
    expect(bought).toMatchObject({ status: 200, body: { payload: { kind: 'data', status: 'success', itemName: 'MTN 1GB - 1 Day', amount: bundle.amountKobo / 100, fee: 0, message: BILLS_MESSAGES.purchased } } });
    expect((await walletRow(t.db, c.id)).availableKobo).toBe(500_000 - bundle.amountKobo);
    expect(await entriesOf(t.db, wallet.id)).toHaveLength(2);
  });

  it('electricity: validates the meter before any money, adds the ₦100 fee, and gives a prepaid meter its 20-digit token', async () => {
    const { c, wallet } = await customerWithWallet(t, 1_000_000);
    const prepaid = await itemOf(t, c, 1101, 'Prepaid');
    const reference = await newReference(t, c);
    expect(await payAdvice(t, c, reference, { customerId: NUMBERS.meterUnknown, paymentCode: prepaid.paymentCode, amount: 200_000 }))
      .toEqual({ status: 400, body: { code: '400', description: BILLS_MESSAGES.meterInvalid, payload: null } });
    expect(await payAdvice(t, c, reference, { customerId: NUMBERS.meter, paymentCode: prepaid.paymentCode, amount: 40_000 }))
      .toMatchObject({ status: 400, body: { description: 'The electricity amount must be at least ₦500.' } });
    expect((await walletRow(t.db, c.id)).availableKobo).toBe(1_000_000);
    expect((await billRowOf(t.db, reference)).status).toBe('open');

    const bought = await payAdvice(t, c, reference, { customerId: NUMBERS.meter, paymentCode: prepaid.paymentCode, amount: 200_000 });
    expect(bought).toMatchObject({
      status: 200,
      body: {
        description: BILLS_MESSAGES.purchased,
        payload: { kind: 'electricity', status: 'success', billerName: 'Ikeja Electric', itemName: 'Prepaid', customerId: NUMBERS.meter, amount: 2000, fee: 100, total: 2100, token: expect.stringMatching(/^\d{20}$/) },
      },
    });
    expect(bought.body.payload.customerName).toMatch(/^[A-Z]+ [A-Z]+$/);
    expect((await walletRow(t.db, c.id)).availableKobo).toBe(1_000_000 - 210_000);
    expect((await debitsOf(t.db, wallet.id)).slice(1)).toEqual([['debit', 210_000, 'Bills Payment', `bill:${reference}`]]);
  });

  it('TV: the package at its catalogue price plus the fee; a stale price is refused and an unknown smart card too', async () => {
    const { c } = await customerWithWallet(t, 5_000_000);
    const compact = await itemOf(t, c, 480, 'Compact');
    const reference = await newReference(t, c);
    expect(await payAdvice(t, c, reference, { customerId: NUMBERS.card, paymentCode: compact.paymentCode, amount: compact.amountKobo + 50_000 }))
      .toMatchObject({ status: 409, body: { description: BILLS_MESSAGES.priceChanged } });
    expect(await payAdvice(t, c, reference, { customerId: NUMBERS.cardUnknown, paymentCode: compact.paymentCode, amount: compact.amountKobo }))
      .toMatchObject({ status: 400, body: { description: BILLS_MESSAGES.tvInvalid } });
    const bought = await payAdvice(t, c, reference, { customerId: NUMBERS.card, paymentCode: compact.paymentCode, amount: compact.amountKobo });
    expect(bought).toMatchObject({ status: 200, body: { payload: { kind: 'tv', status: 'success', billerName: 'DStv', itemName: 'Compact', fee: 100, total: compact.amountKobo / 100 + 100, token: null } } });
    expect((await walletRow(t.db, c.id)).availableKobo).toBe(5_000_000 - compact.amountKobo - 10_000);
  });

  it('refuses a low balance with the spec sentence and changes nothing; the reference stays open', async () => {
    const { c, wallet } = await customerWithWallet(t, 10_000);
    const reference = await newReference(t, c);
    expect(await buyAirtime(t, c, reference, { amount: '100.01' })).toEqual({ status: 400, body: { code: WALLET_CODES.lowBalance, description: WALLET_MESSAGES.lowBalance, payload: null } });
    expect(await walletRow(t.db, c.id)).toMatchObject({ availableKobo: 10_000, failedPinAttempts: 0 });
    expect(await entriesOf(t.db, wallet.id)).toHaveLength(1);
    expect((await billRowOf(t.db, reference)).status).toBe('open');
    expect((await buyAirtime(t, c, reference, { amount: '100' })).body.payload).toMatchObject({ status: 'success' });
    expect((await walletRow(t.db, c.id)).availableKobo).toBe(0);
  });

  it('counts a wrong PIN with the wallet\'s rules (locked after 3), asks for a missing one, and needs a wallet', async () => {
    const { c } = await customerWithWallet(t, 100_000);
    const reference = await newReference(t, c);
    expect(await buyAirtime(t, c, reference, { pin: '' })).toEqual({ status: 400, body: { code: '400', description: BILLS_MESSAGES.pinRequired, payload: null } });
    expect(await buyAirtime(t, c, reference, { pin: '0000' })).toMatchObject({ status: 400, body: { description: WALLET_MESSAGES.wrongPin } });
    expect(await walletRow(t.db, c.id)).toMatchObject({ failedPinAttempts: 1, availableKobo: 100_000 });
    expect((await billRowOf(t.db, reference)).status).toBe('open');
    await buyAirtime(t, c, reference, { pin: '0001' });
    expect(await buyAirtime(t, c, reference, { pin: '0002' })).toMatchObject({ status: 423, body: { code: WALLET_CODES.locked, description: WALLET_MESSAGES.locked } });
    expect(await buyAirtime(t, c, reference, { pin: PIN })).toMatchObject({ status: 423 });
    expect((await walletRow(t.db, c.id)).availableKobo).toBe(100_000);

    const noWallet = await newBillsCustomer(t);
    const theirs = await newReference(t, noWallet);
    expect(await buyAirtime(t, noWallet, theirs)).toMatchObject({ status: 400, body: { description: WALLET_MESSAGES.absent(noWallet.email) } });
  });

  it('credits the wallet back in the same ledger when the biller refuses (…8888), and says so', async () => {
    const { c, wallet } = await customerWithWallet(t, 1_000_000);
    const prepaid = await itemOf(t, c, 1101, 'Prepaid');
    const reference = await newReference(t, c);
    const refused = await payAdvice(t, c, reference, { customerId: NUMBERS.meterDeclined, paymentCode: prepaid.paymentCode, amount: 150_000 });
    expect(refused).toMatchObject({
      status: 200,
      body: { description: BILLS_MESSAGES.refunded, payload: { reference, kind: 'electricity', status: 'failed', refunded: true, token: null, total: 1600, message: BILLS_MESSAGES.refunded } },
    });
    expect((await walletRow(t.db, c.id)).availableKobo).toBe(1_000_000);
    expect((await debitsOf(t.db, wallet.id)).slice(1)).toEqual([
      ['debit', 160_000, 'Bills Payment', `bill:${reference}`],
      ['credit', 160_000, 'Bills Payment refund', `bill-refund:${reference}`],
    ]);
    // Replays and the result page answer the same failure; nothing moves again.
    expect(await payAdvice(t, c, reference, { customerId: NUMBERS.meterDeclined, paymentCode: prepaid.paymentCode, amount: 150_000 })).toEqual(refused);
    expect(await paymentStatusOf(t, c, reference)).toEqual(refused);
    expect(await entriesOf(t.db, wallet.id)).toHaveLength(3);

    const airtimeReference = await newReference(t, c);
    expect((await buyAirtime(t, c, airtimeReference, { phone: NUMBERS.phoneDeclined, amount: '100' })).body.payload).toMatchObject({ kind: 'airtime', status: 'failed', refunded: true });
    expect((await walletRow(t.db, c.id)).availableKobo).toBe(1_000_000);
  });

  it("refuses someone else's reference and an unknown one (404), and shows only one's own bills", async () => {
    const { c: a } = await customerWithWallet(t, 100_000);
    const { c: b } = await customerWithWallet(t, 100_000);
    const theirs = await newReference(t, b);
    expect(await buyAirtime(t, a, theirs)).toEqual({ status: 404, body: { code: '404', description: BILLS_MESSAGES.unknownReference, payload: null } });
    expect(await buyAirtime(t, a, 'BIL-ABCDEFGHJKLM')).toMatchObject({ status: 404, body: { description: BILLS_MESSAGES.unknownReference } });
    expect(await buyAirtime(t, a, 'FRE-ABCDEFGHJK')).toMatchObject({ status: 400, body: { description: BILLS_MESSAGES.unknownReference } });
    expect((await walletRow(t.db, a.id)).availableKobo).toBe(100_000);
    expect((await buyAirtime(t, b, theirs)).body.payload).toMatchObject({ status: 'success' });
    expect(await paymentStatusOf(t, a, theirs)).toMatchObject({ status: 404 });
    // A reference no purchase was made with has no outcome yet.
    expect(await paymentStatusOf(t, a, await newReference(t, a))).toMatchObject({ status: 404, body: { description: BILLS_MESSAGES.unknownReference } });

    const history = (email: string) => billsCall<{ transactions: BillOutcome[] }>(t, billsCalls.transactionsByEmail, { token: a.bills, query: { email } });
    expect(await history(b.email)).toEqual({ status: 403, body: { code: '403', description: BILLS_MESSAGES.notYours, payload: null } });
    const first = await newReference(t, a);
    await buyAirtime(t, a, first, { amount: '100' });
    t.advance(1000);
    const second = await newReference(t, a);
    await buyAirtime(t, a, second, { amount: '200' });
    const mine = await history(a.email.toUpperCase());
    expect(mine.status).toBe(200);
    // Newest first; open references are not purchases.
    expect(mine.body.payload.transactions.map((x) => [x.reference, x.amount, x.status])).toEqual([[second, 200, 'success'], [first, 100, 'success']]);
  });

  it('bad input gets 400 with the spec\'s message, never a 5xx, and moves nothing', async () => {
    const { c, wallet } = await customerWithWallet(t, 100_000);
    const reference = await newReference(t, c);
    const prepaid = await itemOf(t, c, 1101, 'Prepaid');
    const cases: [Promise<{ status: number; body: { description: string } }>, string][] = [
      [buyAirtime(t, c, reference, { phone: '0803123456' }), 'Phone No. should not be less than 11 characters'],
      [buyAirtime(t, c, reference, { phone: '080312345678' }), 'Phone No. should not be greater than 11 characters'],
      [buyAirtime(t, c, reference, { amount: '0' }), 'The airtime amount must be at least ₦50.'],
      [buyAirtime(t, c, reference, { amount: '10,000,000' }), 'The airtime amount must be at most ₦50,000.'],
      [buyAirtime(t, c, reference, { amount: 'fifty' }), 'Enter the airtime amount in naira, like 1500.'],
      [buyAirtime(t, c, reference, { network: 'Vodafone' }), 'Pick the network: MTN, Airtel, Glo or Etisalat.'],
      [buyAirtime(t, c, reference, { pin: '12a4' }), 'Your PIN is 4 digits.'],
      [payAdvice(t, c, reference, { customerId: '4507123A567', paymentCode: prepaid.paymentCode, amount: 200_000 }), 'The meter or smart card number is 10 to 13 digits, with no letters.'],
      [billsCall(t, billsCalls.airtime, { token: c.bills, json: { phone: NUMBERS.phone, network: 'MTN', amount: '500', requestReference: reference, paymentGateway: 7, Pin: PIN } }), 'paymentGateway is 5 (card) or 23 (wallet).'],
    ];
    for (const [answer, message] of cases) expect(await answer, message).toMatchObject({ status: 400, body: { code: '400', description: message, payload: null } });
    expect((await walletRow(t.db, c.id)).availableKobo).toBe(100_000);
    expect(await entriesOf(t.db, wallet.id)).toHaveLength(1);
    expect((await billRowOf(t.db, reference)).status).toBe('open');
  });
});
