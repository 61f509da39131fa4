import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { EntryPage } from './entry-page';
import { LoginPage } from './login-page';
import { SignInPage } from './signin-page';
import { SignNowPage } from './signnow-page';

async function render(Page: () => React.JSX.Element, path: string): Promise<string> {
  const router = createRouter({ routeTree: createRootRoute({ component: Page }), history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  return renderToString(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const link = (href: string, text: string) => new RegExp(`<a[^>]*href="${href}"[^>]*>[\\s\\S]*?${text}`);

describe('sign-in screens', () => {
  it('/login: e-mail or phone, password, forgot password, sign-up, terms and privacy; no Google without a client id', async () => {
    const html = await render(LoginPage, '/login');
    expect(html).toMatch(/<h1[^>]*>Sign In<\/h1>/);
    expect(html).toContain('Email or Phone Number');
    expect(html).toMatch(/type="password"/);
    expect(html).toContain('Forgot Password?');
    expect(html).toMatch(link('/Register', 'Sign Up'));
    expect(html).toMatch(link('/Terms-and-Conditions', 'Terms'));
    expect(html).toMatch(link('/Privacy-Policy', 'Privacy Policy'));
    expect(html).not.toContain('Google');
  });

  it('/signin keeps Continue Without Log In to passenger details', async () => {
    const html = await render(SignInPage, '/signin');
    expect(html).toMatch(/<h1[^>]*>Sign In<\/h1>/);
    expect(html).toMatch(link('/passenger-details', 'Continue Without Log In'));
  });

  it('/signnow lets a guest go on to the hire details', async () => {
    expect(await render(SignNowPage, '/signnow')).toMatch(link('/hire-passenger-details', 'Continue as Guest'));
  });

  it('/entry offers Sign In / Sign Up or Continue as a guest, noting discounts', async () => {
    const html = await render(EntryPage, '/entry');
    expect(html).toMatch(link('/login', 'Sign In / Sign Up'));
    expect(html).toMatch(link('/', 'Continue as a guest'));
    expect(html).toContain('discounts on your bookings');
  });
});
