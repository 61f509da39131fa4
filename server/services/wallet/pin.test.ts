import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import * as walletCalls from '../../../contract/calls/wallet';
import { PIN_MAX_TRIES, WALLET_CODES, WALLET_MESSAGES, type Wallet } from '../../../contract/wallet';
import { outbox } from '../../../tests/fixtures/accounts';
import { customers } from '../../db/schema-accounts';
import { walletOtps } from '../../db/schema-wallet';
import {
  burst, entryCount, latestWalletOtp, newWalletCustomer, onBothDatabasesWithWallet, openWallet, ownerOf, requestOtp, walletCall, walletRow,
  walletToken, type WalletCustomer, type WalletTestApp,
} from '../../testing/wallet-kit';

/*
 * OTPs and the transaction PIN (issue 15): codes are 6 digits, hashed, single use, valid 10
 * minutes, per type; the PIN is hashed, a wrong one is counted before it is compared, and the
 * third in a row locks the wallet until ResetPin, even under a burst of guesses.
 */

const MINUTE = 60_000;
const debit = (t: WalletTestApp, c: WalletCustomer, pin: string, reference: string, amount = '10') =>
  walletCall<{ AvailableBalance: number }>(t, walletCalls.debitWallet, {
    token: c.token, form: { ...ownerOf(c), Amount: amount, Pin: pin, Reference: reference, TransactionDesc: 'Airtime', WalletToDebit: '2' },
  });
const wallet = (t: WalletTestApp, c: WalletCustomer) => walletCall<Wallet>(t, walletCalls.getUserWallet, { token: c.token, query: ownerOf(c) });
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

onBothDatabasesWithWallet((_name, t) => {
  it('sends a 6-digit code of each type to the phone and the e-mail, stored hashed', async () => {
    const c = await newWalletCustomer(t);
    await openWallet(t, c);
    const sent = await walletCall(t, walletCalls.generateOtp, { token: c.token, form: { ...ownerOf(c), OtpType: 'CreatePin' } });
    expect(sent).toMatchObject({ status: 200, body: { Status: 200, description: WALLET_MESSAGES.otpSent, Errors: [] } });
    const code = await latestWalletOtp(t, c);
    expect(code).toMatch(/^\d{6}$/);
    const [mail] = await outbox(t.app, c.email);
    expect(mail?.body).toContain(code);
    const [row] = await t.db.select().from(walletOtps).where(and(eq(walletOtps.customerId, c.id), eq(walletOtps.type, 'CreatePin')));
    expect(row?.codeHash).toMatch(/^scrypt\$/);
    expect(row?.codeHash).not.toContain(code);
    // A CreatePin code needs no PIN yet; a ChangePin code needs one.
    const change = await walletCall(t, walletCalls.generateOtp, { token: c.token, form: { ...ownerOf(c), OtpType: 'ChangePin' } });
    expect(change).toMatchObject({ status: 400, body: { Errors: [WALLET_MESSAGES.noPin] } });
  });

  it('creates the PIN once with a CreatePin code, which works once', async () => {
    const c = await newWalletCustomer(t);
    await openWallet(t, c);
    const otp = await requestOtp(t, c, 'CreatePin');
    const created = await walletCall(t, walletCalls.createPin, { token: c.token, form: { ...ownerOf(c), Pin: '4821', Otp: otp } });
    expect(created).toMatchObject({ status: 200, body: { Payload: WALLET_MESSAGES.pinCreated, description: WALLET_MESSAGES.pinCreated } });
    expect((await wallet(t, c)).body.Payload.HasPin).toBe(true);
    expect((await t.db.select({ hasPin: customers.hasPin }).from(customers).where(eq(customers.id, c.id)))[0]?.hasPin).toBe(true);
    expect((await walletRow(t.db, c.id)).pinHash).toMatch(/^scrypt\$/);

    const again = await walletCall(t, walletCalls.createPin, { token: c.token, form: { ...ownerOf(c), Pin: '1111', Otp: otp } });
    expect(again).toMatchObject({ status: 409, body: { Errors: [WALLET_MESSAGES.pinExists] } });
    expect((await walletCall(t, walletCalls.generateOtp, { token: c.token, form: { ...ownerOf(c), OtpType: 'CreatePin' } })).status).toBe(409);
    // The code is spent: a reset with it is refused.
    const reuse = await walletCall(t, walletCalls.resetPin, { token: c.token, form: { ...ownerOf(c), NewPin: '1111', Otp: otp } });
    expect(reuse).toMatchObject({ status: 400, body: { Errors: [WALLET_MESSAGES.badOtp] } });
  });

  it('refuses an expired code, a code of another type and a wrong code; tries are limited', async () => {
    const c = await newWalletCustomer(t);
    await openWallet(t, c);
    const reset = await requestOtp(t, c, 'ResetPin');
    const create = (otp: string) => walletCall(t, walletCalls.createPin, { token: c.token, form: { ...ownerOf(c), Pin: '4821', Otp: otp } });
    expect(await create(reset)).toMatchObject({ status: 400, body: { Errors: [WALLET_MESSAGES.badOtp] } });

    const code = await requestOtp(t, c, 'CreatePin');
    t.advance(10 * MINUTE + 1000);
    // The wallet token lives 10 minutes too: the app asks for another.
    c.token = await walletToken(t, c.session);
    expect(await create(code)).toMatchObject({ status: 400, body: { Errors: [WALLET_MESSAGES.badOtp] } });

    const fresh = await requestOtp(t, c, 'CreatePin');
    // Ten wrong guesses at once: five are compared, and then the right code is refused too.
    const guesses = await burst(10, () => create(otherCode(fresh)));
    expect(guesses.map((g) => g.status)).toEqual(Array(10).fill(400));
    const [row] = await t.db.select().from(walletOtps).where(and(eq(walletOtps.customerId, c.id), eq(walletOtps.type, 'CreatePin')));
    expect(row?.tries).toBe(5);
    expect(await create(fresh)).toMatchObject({ status: 400, body: { Errors: [WALLET_MESSAGES.badOtp] } });
    expect((await walletRow(t.db, c.id)).pinHash).toBeNull();
  });

  it('answers letters, 5 digits or nothing for a PIN with 400 in the wallet envelope, changing nothing', async () => {
    const c = await newWalletCustomer(t);
    await openWallet(t, c);
    const otp = await requestOtp(t, c, 'CreatePin');
    for (const pin of ['12a4', '12345', '', '١٢٣٤']) {
      const res = await walletCall(t, walletCalls.createPin, { token: c.token, form: { ...ownerOf(c), Pin: pin, Otp: otp } });
      expect(res).toMatchObject({ status: 400, body: { Status: 400, Payload: null, Errors: ['Your PIN is 4 digits.'] } });
    }
    for (const bad of ['12345', 'abcdef', '']) {
      const res = await walletCall(t, walletCalls.createPin, { token: c.token, form: { ...ownerOf(c), Pin: '4821', Otp: bad } });
      expect(res).toMatchObject({ status: 400, body: { Errors: ['The OTP is 6 digits.'] } });
    }
    expect((await walletRow(t.db, c.id)).pinHash).toBeNull();
    // The code was never tried, and still works.
    expect((await walletCall(t, walletCalls.createPin, { token: c.token, form: { ...ownerOf(c), Pin: '4821', Otp: otp } })).status).toBe(200);
  });

  it('a wallet without a PIN refuses a debit with the spec sentence', async () => {
    const c = await newWalletCustomer(t);
    await openWallet(t, c, { mainKobo: 10_000 });
    expect(await debit(t, c, '1234', 'nopin-0001')).toMatchObject({ status: 400, body: { Errors: [WALLET_MESSAGES.noPin] } });
    expect((await walletRow(t.db, c.id)).availableKobo).toBe(10_000);
  });

  it('locks the wallet on the third wrong PIN in a row; a right PIN in between starts the count again', async () => {
    const c = await newWalletCustomer(t);
    const opened = await openWallet(t, c, { pin: '4821', mainKobo: 100_000 });
    expect(await debit(t, c, '0000', 'lock-0001')).toMatchObject({ status: 400, body: { Errors: [WALLET_MESSAGES.wrongPin] } });
    expect(await debit(t, c, '0000', 'lock-0002')).toMatchObject({ status: 400, body: { Errors: [WALLET_MESSAGES.wrongPin] } });
    expect((await debit(t, c, '4821', 'lock-0003')).status).toBe(200);
    expect((await walletRow(t.db, c.id)).failedPinAttempts).toBe(0);
    for (const ref of ['lock-0004', 'lock-0005']) expect((await debit(t, c, '0000', ref)).body.Errors).toEqual([WALLET_MESSAGES.wrongPin]);
    expect(await debit(t, c, '0000', 'lock-0006')).toMatchObject({ status: 423, body: { Status: 423, Errors: [WALLET_MESSAGES.locked], code: WALLET_CODES.locked } });
    // Locked: even the right PIN is refused, and nothing moves.
    expect(await debit(t, c, '4821', 'lock-0007')).toMatchObject({ status: 423, body: { Errors: [WALLET_MESSAGES.locked] } });
    const locked = await walletRow(t.db, c.id);
    expect(locked).toMatchObject({ failedPinAttempts: PIN_MAX_TRIES, availableKobo: 99_000 });
    expect(locked.lockedAt).not.toBeNull();
    expect((await wallet(t, c)).body.Payload.IsLocked).toBe(true);
    expect(await entryCount(t.db, opened.id)).toBe(2);
  });

  it(`a burst of 20 wrong PINs at once gets at most ${PIN_MAX_TRIES} comparisons and locks the wallet; ResetPin unlocks it`, async () => {
    const c = await newWalletCustomer(t);
    const opened = await openWallet(t, c, { pin: '4821', mainKobo: 50_000 });
    const answers = await burst(20, (i) => debit(t, c, String(1000 + i), `burst-${String(i).padStart(4, '0')}`));
    expect(answers.every((a) => a.status === 400 || a.status === 423)).toBe(true);
    // Two wrong answers, then the third comparison locks: every other guess is refused uncompared.
    expect(answers.filter((a) => a.body.Errors[0] === WALLET_MESSAGES.wrongPin)).toHaveLength(PIN_MAX_TRIES - 1);
    expect(answers.filter((a) => a.status === 423)).toHaveLength(20 - (PIN_MAX_TRIES - 1));
    const locked = await walletRow(t.db, c.id);
    expect(locked.failedPinAttempts).toBe(PIN_MAX_TRIES);
    expect(locked.lockedAt).not.toBeNull();
    expect(locked.availableKobo).toBe(50_000);
    expect(await entryCount(t.db, opened.id)).toBe(1);

    const otp = await requestOtp(t, c, 'ResetPin');
    const reset = await walletCall(t, walletCalls.resetPin, { token: c.token, form: { ...ownerOf(c), NewPin: '7392', Otp: otp } });
    expect(reset).toMatchObject({ status: 200, body: { Payload: WALLET_MESSAGES.pinReset } });
    expect(await walletRow(t.db, c.id)).toMatchObject({ failedPinAttempts: 0, lockedAt: null });
    expect((await debit(t, c, '4821', 'after-0001')).body.Errors).toEqual([WALLET_MESSAGES.wrongPin]);
    expect(await debit(t, c, '7392', 'after-0002', '100')).toMatchObject({ status: 200, body: { Payload: { AvailableBalance: 400 } } });
  });

  it('changes the PIN with the old PIN (counted) and a ChangePin code', async () => {
    const c = await newWalletCustomer(t);
    await openWallet(t, c, { pin: '4821', mainKobo: 10_000 });
    const otp = await requestOtp(t, c, 'ChangePin');
    const change = (oldPin: string, code = otp) => walletCall(t, walletCalls.changePin, { token: c.token, form: { ...ownerOf(c), Otp: code, OldPin: oldPin, NewPin: '9153' } });
    expect(await change('1111')).toMatchObject({ status: 400, body: { Errors: [WALLET_MESSAGES.wrongPin] } });
    expect((await walletRow(t.db, c.id)).failedPinAttempts).toBe(1);
    expect(await change('4821', otherCode(otp))).toMatchObject({ status: 400, body: { Errors: [WALLET_MESSAGES.badOtp] } });
    // The wrong old PIN left the code usable.
    expect(await change('4821')).toMatchObject({ status: 200, body: { Payload: WALLET_MESSAGES.pinChanged } });
    expect((await walletRow(t.db, c.id)).failedPinAttempts).toBe(0);
    expect((await change('9153')).body.Errors).toEqual([WALLET_MESSAGES.badOtp]);
    expect((await debit(t, c, '4821', 'chg-0001')).body.Errors).toEqual([WALLET_MESSAGES.wrongPin]);
    expect((await debit(t, c, '9153', 'chg-0002')).status).toBe(200);
  });

  it("refuses another customer's PIN calls with 403 and changes nothing", async () => {
    const [a, b] = [await newWalletCustomer(t), await newWalletCustomer(t)];
    await openWallet(t, b, { pin: '4821' });
    const before = await walletRow(t.db, b.id);
    const otp = await requestOtp(t, b, 'ResetPin');
    const asA = { token: a.token };
    expect((await walletCall(t, walletCalls.resetPin, { ...asA, form: { ...ownerOf(b), NewPin: '1111', Otp: otp } })).body.Errors).toEqual([WALLET_MESSAGES.notYours]);
    expect((await walletCall(t, walletCalls.generateOtp, { ...asA, form: { ...ownerOf(b), OtpType: 'ResetPin' } })).status).toBe(403);
    expect((await walletCall(t, walletCalls.changePin, { ...asA, form: { ...ownerOf(b), Otp: otp, OldPin: '4821', NewPin: '1111' } })).status).toBe(403);
    expect(await walletRow(t.db, b.id)).toEqual(before);
    expect((await walletCall(t, walletCalls.resetPin, { token: b.token, form: { ...ownerOf(b), NewPin: '1111', Otp: otp } })).status).toBe(200);
  });
});
