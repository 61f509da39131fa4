import { describe, expect, it } from 'vitest';
import { accountNavItems } from './account-nav';

describe('accountNavItems', () => {
  it('shows a signed-in user all seven links in the spec order', () => {
    expect(accountNavItems(true).map((i) => i.label)).toEqual([
      'Dashboard', 'Wallet', 'Booking history', 'Bills Payment', 'Help & Support', 'Referral', 'Setting',
    ]);
    expect(accountNavItems(true).find((i) => i.label === 'Wallet')?.to).toBe('/profile');
  });

  it('hides Dashboard, Wallet, Booking history and Bills Payment from a guest', () => {
    expect(accountNavItems(false).map((i) => i.label)).toEqual(['Help & Support', 'Referral', 'Setting']);
  });
});
