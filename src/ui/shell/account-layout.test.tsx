import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { sessionStore, type Session } from '@/api/session';
import { AccountLayout } from './account-layout';

async function render(path: string): Promise<string> {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <AccountLayout><h1>Page</h1></AccountLayout> }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  return renderToString(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

const links = (html: string) => [...html.matchAll(/<a[^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => `${m[2]} ${m[1]}`);

afterEach(async () => {
  await sessionStore.clear().catch(() => undefined);
});

describe('AccountLayout', () => {
  it('shows a guest Help & Support, Referral and Setting beside the page', async () => {
    const html = await render('/support');
    expect(html).toContain('aria-label="Account"');
    expect(links(html)).toEqual(['Help &amp; Support /support', 'Referral /referral', 'Setting /setting']);
    expect(html).toContain('<h1>Page</h1>');
  });

  it('shows a signed-in user every link and marks the current page', async () => {
    await sessionStore.set({ token: 't', refreshToken: 'r', user: {} } as unknown as Session).catch(() => undefined);
    const html = await render('/bookinghistory');
    expect(links(html)).toEqual([
      'Dashboard /dashboard', 'Wallet /profile', 'Booking history /bookinghistory', 'Bills Payment /bills-payment',
      'Help &amp; Support /support', 'Referral /referral', 'Setting /setting',
    ]);
    expect(html).toMatch(/<a[^>]*href="\/bookinghistory"[^>]*aria-current="page"|<a[^>]*aria-current="page"[^>]*href="\/bookinghistory"/);
  });
});
