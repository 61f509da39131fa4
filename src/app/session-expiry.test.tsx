// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { SESSION_EXPIRED_EVENT } from '@/api/session';
import { announce } from '@/features/account/auth/notice';
import { renderInApp, setUpDomTests } from '@/testing/render';
import { SessionExpiry } from './session-expiry';

setUpDomTests();

async function mount(path: string) {
  const rootRoute = createRootRoute({ component: () => (<><Outlet /><SessionExpiry /></>) });
  const page = (p: string) => createRoute({ getParentRoute: () => rootRoute, path: p, component: () => <h1>{p}</h1> });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page('/login-reg'), page('/login')]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const queryClient = new QueryClient();
  queryClient.setQueryData(['account', 'me'], { firstName: 'Ada' });
  await renderInApp(<RouterProvider router={router} />, queryClient);
  await act(async () => {
    await router.load();
  });
  return { router, queryClient };
}

describe('SessionExpiry', () => {
  it("says 'Session Expired, Please log in', forgets the account's data and goes to /login", async () => {
    const { router, queryClient } = await mount('/login-reg');
    expect(router.state.location.pathname).toBe('/login-reg');
    await act(async () => {
      window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(router.state.location.pathname).toBe('/login');
    expect(document.querySelector('[role="alert"]')?.textContent).toContain('Session Expired, Please log in');
    expect(queryClient.getQueryData(['account', 'me'])).toBeUndefined();
  });

  it('shows an account notice that outlives the screen that raised it', async () => {
    await mount('/login');
    await act(async () => announce('Logged In Successfully'));
    expect(document.querySelector('[role="status"]')?.textContent).toContain('Logged In Successfully');
  });
});
