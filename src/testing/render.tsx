import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

let roots: Root[] = [];

/**
 * Call once at the top of a jsdom component test: the browser APIs Mantine needs and jsdom lacks
 * (matchMedia, scrollTo), React's act() environment, and a clean page after each test.
 */
export function useDomTestEnvironment() {
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
