import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { sessionStore, type Session } from '@/api/session';
import { renderInApp } from '@/testing/render';
import { AccountLayout } from './account-layout';

const show = (path: string) => renderInApp(<AccountLayout><h1>Page</h1></AccountLayout>, { path });

const links = () => within(screen.getByRole('navigation', { name: 'Account' })).getAllByRole('link').map((a) => `${a.textContent} ${a.getAttribute('href')}`);

// Cleared before, not after, each test: after, it would re-render the still-mounted screen outside act().
beforeEach(async () => {
  await sessionStore.clear().catch(() => undefined);
});

describe('AccountLayout', () => {
  it('shows a guest Help & Support, Referral and Setting beside the page', async () => {
    await show('/support');
    expect(links()).toEqual(['Help & Support /support', 'Referral /referral', 'Setting /setting']);
    expect(screen.queryByRole('heading', { level: 1, name: 'Page' })).not.toBeNull();
  });

  it('shows a signed-in user every link and marks the current page', async () => {
    await sessionStore.set({ token: 't', refreshToken: 'r', user: {} } as unknown as Session).catch(() => undefined);
    await show('/bookinghistory');
    expect(links()).toEqual([
      'Dashboard /dashboard', 'Wallet /profile', 'Booking history /bookinghistory', 'Bills Payment /bills-payment',
      'Help & Support /support', 'Referral /referral', 'Setting /setting',
    ]);
    expect(screen.getByRole('link', { name: 'Booking history' }).getAttribute('aria-current')).toBe('page');
  });
});
