import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NOT_FOUND_PATH, PARAMETER_ROUTES } from '@contract/prerendered-pages';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { prerenderPaths, renderPage } from './render-page';

describe('prerendering', () => {
  // As scripts/prerender-pages.ts runs it: offline, and no call ever answers.
  beforeEach(() => {
    vi.stubGlobal('navigator', { onLine: false });
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    return () => vi.unstubAllGlobals();
  });

  it('lists every route without a parameter, home first, and the not-found page', () => {
    const paths = prerenderPaths();
    expect(paths[0]).toBe('/');
    expect(paths).toEqual(expect.arrayContaining(['/Faq', '/route-prices', '/bookingStatus', '/my-tickets', '/entry', NOT_FOUND_PATH]));
    expect(paths.filter((path) => path.includes('$'))).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('knows every route with a parameter: they get the bare shell, never the not-found page', () => {
    const withParameter = Object.keys(createAppRouter(createQueryClient()).routesByPath).filter((path) => path.includes('$') && path !== '/$');
    expect(withParameter.length).toBeGreaterThan(0);
    for (const path of withParameter) {
      expect(PARAMETER_ROUTES.some((route) => route.test(path.replace(/\$\w+/g, 'x1'))), path).toBe(true);
    }
  });

  it("renders a route's own screen in the shell, and a skeleton where it waits for an answer", async () => {
    const home = await renderPage('/');
    expect(home).toMatchObject({ routeId: '/' });
    const html = 'html' in home ? home.html : '';
    expect(html).toContain('Travel Freely across Nigeria');
    expect(html).toContain('Skip to content');
    expect(html).toMatch(/<label[^>]*>From/);
    const notFound = await renderPage(NOT_FOUND_PATH);
    expect(notFound).toMatchObject({ routeId: '/$' });
    expect('html' in notFound && notFound.html).toContain('Page not found');
  });

  it('leaves out the pages a guard sends a guest away from', async () => {
    expect(await renderPage('/dashboard')).toEqual({ path: '/dashboard', skipped: 'a guard redirects a guest' });
  });
});
