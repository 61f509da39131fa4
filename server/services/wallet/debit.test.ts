import { expect, it } from 'vitest';
import * as walletCalls from '../../../contract/calls/wallet';
import { WALLET_CODES, WALLET_MESSAGES } from '../../../contract/wallet';
import { burst, entriesOf, newWalletCustomer, onBothDatabasesWithWallet, openWallet, ownerOf, walletCall, walletRow, type WalletCustomer, type WalletTestApp } from '../../testing/wallet-kit';

/*
 * DebitWallet (issue 15, for bills): the PIN first, then one debit per Reference from the chosen
 * balance, never below zero, also under a burst of 50 at once on one wallet.
 */

type Debited = { Reference: string; Amount: number; AvailableBalance: number };
const PIN = '4821';
const debit = (t: WalletTestApp, c: WalletCustomer, fields: Partial<Record<'Amount' | 'Pin' | 'Reference' | 'WalletToDebit' | 'TransactionDesc', string>>) =>
  walletCall<Debited>(t, walletCalls.debitWallet, {
    token: c.token, form: { ...ownerOf(c), Amount: '100', Pin: PIN, Reference: 'ref-000001', TransactionDesc: 'Airtime', WalletToDebit: '2', ...fields },
  });

onBothDatabasesWithWallet((name, t) => {
  it('debits the main wallet (2 or 23) and the cashback wallet (1), each Reference once', async () => {
    const c = await newWalletCustomer(t);
    const w = await openWallet(t, c, { pin: PIN, mainKobo: 500_000, cashbackKobo: 20_000 });
    const first = await debit(t, c, { Amount: '1,250.50', Reference: 'bill-0001' });
    expect(first).toMatchObject({ status: 200, body: { Status: 200, Payload: { Reference: 'bill-0001', Amount: 1250.5, AvailableBalance: 3749.5 } } });
    expect(await debit(t, c, { Amount: '100', Reference: 'bill-0002', WalletToDebit: '23' })).toMatchObject({ status: 200, body: { Payload: { AvailableBalance: 3649.5 } } });
    expect(await debit(t, c, { Amount: '150', Reference: 'bill-0003', WalletToDebit: '1' })).toMatchObject({ status: 200, body: { Payload: { AvailableBalance: 50 } } });

    // The same Reference again answers the first debit, whatever the balance is now.
    const replay = await debit(t, c, { Amount: '1,250.50', Reference: 'bill-0001' });
    expect(replay).toEqual(first);
    const reused = await debit(t, c, { Amount: '99', Reference: 'bill-0001' });
    expect(reused).toMatchObject({ status: 409, body: { Errors: [WALLET_MESSAGES.referenceReused] } });

    expect(await walletRow(t.db, c.id)).toMatchObject({ availableKobo: 364_950, ledgerKobo: 364_950, blockedKobo: 0, cashbackKobo: 5_000 });
    const entries = (await entriesOf(t.db, w.id)).slice(2);
    expect(entries.map((e) => [e.balance, e.direction, e.amountKobo, e.balanceAfterKobo, e.reference])).toEqual([
      ['main', 'debit', 125_050, 374_950, 'bill-0001'],
      ['main', 'debit', 10_000, 364_950, 'bill-0002'],
      ['cashback', 'debit', 15_000, 5_000, 'bill-0003'],
    ]);
  });

  it('refuses a debit above the balance with the spec sentence and moves nothing', async () => {
    const c = await newWalletCustomer(t);
    const w = await openWallet(t, c, { pin: PIN, mainKobo: 10_000, cashbackKobo: 500 });
    expect(await debit(t, c, { Amount: '100.01' })).toMatchObject({ status: 400, body: { Status: 400, Errors: [WALLET_MESSAGES.lowBalance], code: WALLET_CODES.lowBalance } });
    expect(await debit(t, c, { Amount: '6', WalletToDebit: '1' })).toMatchObject({ status: 400, body: { Errors: [WALLET_MESSAGES.lowBalance] } });
    expect(await walletRow(t.db, c.id)).toMatchObject({ availableKobo: 10_000, cashbackKobo: 500, failedPinAttempts: 0 });
    expect(await entriesOf(t.db, w.id)).toHaveLength(2);
    // The refused Reference is free: it debits once the balance allows.
    expect((await debit(t, c, { Amount: '100' })).status).toBe(200);
  });

  it('answers bad amounts, PINs and references with 400 in the wallet envelope, moving nothing', async () => {
    const c = await newWalletCustomer(t);
    const w = await openWallet(t, c, { pin: PIN, mainKobo: 100_000 });
    const cases: [Parameters<typeof debit>[2], string][] = [
      [{ Amount: '-100' }, 'Enter an amount in naira, like 1500 or 1500.50.'],
      [{ Amount: '0' }, 'The amount must be at least ₦1.'],
      [{ Amount: '1e9' }, 'Enter an amount in naira, like 1500 or 1500.50.'],
      [{ Amount: '' }, 'Enter an amount in naira, like 1500 or 1500.50.'],
      [{ Amount: '12.345' }, 'Enter an amount in naira, like 1500 or 1500.50.'],
      [{ Amount: '999999999' }, 'The amount must be at most ₦1,000,000.'],
      [{ Amount: 'NaN' }, 'Enter an amount in naira, like 1500 or 1500.50.'],
      [{ Pin: '12a4' }, 'Your PIN is 4 digits.'],
      [{ Pin: '48211' }, 'Your PIN is 4 digits.'],
      [{ Reference: 'x' }, 'Reference must be 6 to 40 letters, digits, - or _.'],
      [{ WalletToDebit: '5' }, 'WalletToDebit is 1, 2 or 23.'],
    ];
    for (const [fields, message] of cases) {
      const res = await debit(t, c, fields);
      expect(res, JSON.stringify(fields)).toMatchObject({ status: 400, body: { Status: 400, Payload: null, Errors: [message] } });
    }
    expect(await walletRow(t.db, c.id)).toMatchObject({ availableKobo: 100_000, failedPinAttempts: 0 });
    expect(await entriesOf(t.db, w.id)).toHaveLength(1);
  });

  it('50 debits at once on one wallet (10 sent twice): never negative, each Reference once, the balance exact', async () => {
    const c = await newWalletCustomer(t);
    const amountKobo = 10_000;
    // Enough for 40 of the 50.
    const w = await openWallet(t, c, { pin: PIN, mainKobo: 40 * amountKobo });
    const refs = Array.from({ length: 50 }, (_, i) => `conc-${String(i).padStart(4, '0')}`);
    const requests = [...refs, ...refs.slice(0, 10)];
    const started = performance.now();
    const answers = await burst(requests.length, (i) => debit(t, c, { Amount: '100', Reference: requests[i]! }));
    const ms = Math.round(performance.now() - started);
    expect(answers.every((a) => a.status === 200 || (a.status === 400 && a.body.Errors[0] === WALLET_MESSAGES.lowBalance))).toBe(true);

    const entries = (await entriesOf(t.db, w.id)).filter((e) => e.direction === 'debit');
    expect(entries).toHaveLength(40);
    expect(new Set(entries.map((e) => e.reference)).size).toBe(40);
    expect(entries.every((e) => e.balanceAfterKobo >= 0)).toBe(true);
    expect(entries.map((e) => e.balanceAfterKobo).sort((a, b) => b - a)).toEqual(Array.from({ length: 40 }, (_, i) => (39 - i) * amountKobo));
    // A reference sent twice got the same answer both times.
    for (let i = 0; i < 10; i++) expect(answers[50 + i]).toEqual(answers[i]);
    const debited = new Set(entries.map((e) => e.reference));
    for (const [i, ref] of requests.entries()) expect(answers[i]!.status).toBe(debited.has(ref) ? 200 : 400);
    expect(await walletRow(t.db, c.id)).toMatchObject({ availableKobo: 0, ledgerKobo: 0, failedPinAttempts: 0, lockedAt: null });
    console.info(`[${name}] ${requests.length} debits at once: ${ms} ms, 40 debited, 10 refused`);
  }, 120_000);
});
