import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

let roots: Root[] = [];

/**
 * Call once at the top of a jsdom component test: the browser APIs Mantine needs and jsdom lacks
 * (matchMedia, scrollTo), React's act() environment, and a clean page after each test.
 */
export function setUpDomTests() {
  beforeAll(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    window.scrollTo = () => {};
    window.matchMedia ??= ((query: string) => ({
      matches: false, media: query, onchange: null,
      addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    act(() => roots.forEach((r) => r.unmount()));
    roots = [];
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });
}

/** Renders `ui` inside the app's providers (Mantine in test mode, a fresh QueryClient). */
export async function renderInApp(ui: ReactNode, client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  roots.push(root);
  await act(async () => {
    root.render(
      <MantineProvider env="test">
        <QueryClientProvider client={client}>{ui}</QueryClientProvider>
      </MantineProvider>,
    );
  });
  return { container, client };
}

/** Renders a screen as the only route of a memory router at `path` (for screens using Link). */
export async function renderRoute(Screen: () => ReactNode, path = '/') {
  const router = createRouter({ routeTree: createRootRoute({ component: Screen }), history: createMemoryHistory({ initialEntries: [path] }) });
  const rendered = await renderInApp(<RouterProvider router={router} />);
  await act(async () => {
    await router.load();
  });
  // Let queries started on mount settle.
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return { ...rendered, router };
}
