import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { screen, waitFor } from '@testing-library/react';
import { SESSION_EXPIRED_EVENT } from '@/api/session';
import { announce } from '@/features/account/auth/notice';
import { renderInApp } from '@/testing/render';
import { SessionExpiry } from './session-expiry';

function mount(path: string) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['account', 'me'], { firstName: 'Ada' });
  return renderInApp(<><Outlet /><SessionExpiry /></>, { path, pages: ['/login-reg', '/login'], queryClient });
}

describe('SessionExpiry', () => {
  it("says 'Session Expired, Please log in', forgets the account's data and goes to /login", async () => {
    const { router, queryClient } = await mount('/login-reg');
    expect(screen.queryByRole('heading', { name: '/login-reg' })).not.toBeNull();
    act(() => void window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT)));
    await waitFor(() => expect(screen.queryByRole('heading', { name: '/login' })).not.toBeNull());
    expect(router?.state.location.pathname).toBe('/login');
    expect((await screen.findByRole('alert')).textContent).toContain('Session Expired, Please log in');
    expect(queryClient.getQueryData(['account', 'me'])).toBeUndefined();
  });

  it('shows an account notice that outlives the screen that raised it', async () => {
    await mount('/login');
    act(() => announce('Logged In Successfully'));
    expect((await screen.findByRole('status')).textContent).toContain('Logged In Successfully');
  });
});
