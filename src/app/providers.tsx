import { MantineProvider } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider, persistQueryClientSubscribe, type PersistQueryClientOptions, type Persister } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { restoresThisLoad } from '@/offline/query-persister';
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
  const persistOptions = { persister, maxAge: CACHE_MAX_AGE_MS, buster: SAVED_ANSWERS_VERSION };
  const resume = () => void queryClient.resumePausedMutations();
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {restoresThisLoad() ? (
        <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions} onSuccess={resume}>
          <RouterProvider router={router} />
        </PersistQueryClientProvider>
      ) : (
        <SaveWithoutRestoring queryClient={queryClient} persistOptions={persistOptions} onStart={resume}>
          <RouterProvider router={router} />
        </SaveWithoutRestoring>
      )}
    </MantineProvider>
  );
}

/**
 * A page hydrated from its prerendered HTML restores nothing (src/app/mount-app.tsx). Through
 * PersistQueryClientProvider it would still have flipped 'restoring' to false a moment after
 * hydration began: a context change at the top of the tree, in a render React cannot slice, which
 * made it hydrate the whole route at once (a 250 ms task at 4× CPU on /). The answers are saved
 * from the start as that provider saves them.
 */
function SaveWithoutRestoring({ queryClient, persistOptions, onStart, children }: { queryClient: QueryClient; persistOptions: Omit<PersistQueryClientOptions, 'queryClient'>; onStart: () => void; children: ReactNode }) {
  useEffect(() => {
    onStart();
    return persistQueryClientSubscribe({ ...persistOptions, queryClient });
    // Once, as the provider subscribes once: the options are fixed for the page's life.
    // oxlint-disable-next-line react/exhaustive-deps
  }, [queryClient]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
