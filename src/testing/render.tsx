import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type AnyRouter, createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, render, type RenderResult } from '@testing-library/react';
import { theme } from '@/app/theme';

export interface AppRenderOptions {
  /** Defaults to a fresh client with retries off. */
  queryClient?: QueryClient;
  /** Renders `ui` as the root of a memory router opened at this path, for components that use Link or navigate. */
  path?: string;
  /** Other paths that router knows, each a page whose heading is its path (render an Outlet in `ui` to show them). */
  pages?: string[];
}

export type AppRenderResult = RenderResult & { queryClient: QueryClient; router: AnyRouter | undefined };

/** The one way a component test renders: Testing Library's render inside the app's providers. */
export async function renderInApp(ui: ReactNode, options: AppRenderOptions = {}): Promise<AppRenderResult> {
  const queryClient = options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = options.path === undefined ? undefined : memoryRouter(ui, options.path, options.pages ?? []);
  if (router) await router.load();
  const rendered = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>{router ? <RouterProvider router={router} /> : ui}</QueryClientProvider>
    </MantineProvider>,
  );
  // Let what the first render started (a query, a store read) settle inside act(), as a browser would before a click.
  await act(async () => {});
  return { ...rendered, queryClient, router };
}

function memoryRouter(ui: ReactNode, path: string, pages: string[]) {
  const root = createRootRoute({ component: () => ui });
  const children = pages.map((page) => createRoute({ getParentRoute: () => root, path: page, component: () => <h1>{page}</h1> }));
  return createRouter({ routeTree: root.addChildren(children), history: createMemoryHistory({ initialEntries: [path] }) });
}
