import { MantineProvider } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider, type Persister } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { CACHE_MAX_AGE_MS } from './query-client';
import type { AppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

/**
 * Bump when the shape of a saved answer changes: answers saved under another version are dropped.
 * Not the build id: every deploy would then wipe what a traveller had saved for offline use.
 * 2: trips, fares and popular routes carry their two terminal names (contract/terminal-names.ts).
 */
const SAVED_ANSWERS_VERSION = '2';

/** The app in its providers: the same tree in the browser and in the prerender (src/prerender/render-page.tsx). */
export function App({ queryClient, router, persister }: { queryClient: QueryClient; router: AppRouter; persister: Persister }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <PersistQueryClientProvider
        client={queryClient}
        persistOptions={{ persister, maxAge: CACHE_MAX_AGE_MS, buster: SAVED_ANSWERS_VERSION }}
        onSuccess={() => void queryClient.resumePausedMutations()}
      >
        <RouterProvider router={router} />
      </PersistQueryClientProvider>
    </MantineProvider>
  );
}
