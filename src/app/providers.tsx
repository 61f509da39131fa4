import { MantineProvider } from '@mantine/core';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { createIdbPersister } from '@/offline/query-persister';
import { CACHE_MAX_AGE_MS, createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
const persister = createIdbPersister();
/**
 * Bump when the shape of a saved answer changes: answers saved under another version are dropped.
 * Not the build id: every deploy would then wipe what a traveller had saved for offline use.
 */
const SAVED_ANSWERS_VERSION = '1';

export function App() {
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
