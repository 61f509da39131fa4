import { describe, expect, it } from 'vitest';
import type { Wallet } from '@contract/wallet';
import { isWalletGateway, payingBalance, walletGate } from './balance-gate';

const wallet = (over: Partial<Wallet> = {}): Wallet => ({
  Id: 1, Email: 'ada@example.com', PhoneNumber: '08031234567', AvailableBalance: 5000, BlockedBalance: 0, LedgerBalance: 5000, HasPin: true, IsLocked: false,
  CashbackWallet: { Id: 9, Email: 'ada@example.com', AccountBalance: 250.5 }, ...over,
});

describe('the wallet gateways at checkout', () => {
  it('are 1, 2 and 23', () => {
    expect([1, 2, 23].map(isWalletGateway)).toEqual([true, true, true]);
    expect([5, 26].map(isWalletGateway)).toEqual([false, false]);
  });

  it('pay from the cashback balance for 1, the available balance for 2 and 23', () => {
    expect(payingBalance(wallet(), 1)).toBe(25_050);
    expect(payingBalance(wallet(), 2)).toBe(500_000);
    expect(payingBalance(wallet(), 23)).toBe(500_000);
  });

  it('are low when that balance is below the total, and enough when it equals it', () => {
    expect(walletGate(wallet(), 23, 500_000)).toBe('pin');
    expect(walletGate(wallet(), 23, 500_001)).toBe('low');
    expect(walletGate(wallet(), 1, 25_050)).toBe('pin');
    expect(walletGate(wallet(), 1, 30_000)).toBe('low');
    // The main wallet's money does not make the cashback wallet enough.
    expect(walletGate(wallet({ AvailableBalance: 1_000_000 }), 1, 30_000)).toBe('low');
  });

  it('cannot pay without a PIN, or while locked', () => {
    expect(walletGate(wallet({ HasPin: false }), 23, 100)).toBe('no-pin');
    expect(walletGate(wallet({ IsLocked: true }), 23, 100)).toBe('locked');
  });
});
