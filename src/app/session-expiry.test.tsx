// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { SESSION_EXPIRED_EVENT } from '@/api/session';
import { announce } from '@/features/account/auth/notice';
import { SessionExpiry } from './session-expiry';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  window.scrollTo = () => {};
  window.matchMedia ??= ((query: string) => ({
    matches: false, media: query, onchange: null,
    addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

async function mount(path: string) {
  const rootRoute = createRootRoute({ component: () => (<><Outlet /><SessionExpiry /></>) });
  const page = (p: string) => createRoute({ getParentRoute: () => rootRoute, path: p, component: () => <h1>{p}</h1> });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page('/login-reg'), page('/login')]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const queryClient = new QueryClient();
  queryClient.setQueryData(['account', 'me'], { firstName: 'Ada' });
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    root?.render(
      <MantineProvider env="test">
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>,
    );
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
