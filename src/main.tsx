import { StrictMode } from 'react';
import '@/app/mantine-styles';
import '@/app/global.css';
import '@/app/chunk-recovery';
import { loadSession } from '@/api/session';
import { mountApp } from '@/app/mount-app';
import { App } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { createIdbPersister } from '@/offline/query-persister';
import { startFormOutboxBridge } from '@/offline/form-outbox';
import { startStoragePersistence } from '@/offline/storage-persistence';
import { checkForUpdateSoon, startServiceWorkerBridge } from '@/offline/sw-bridge';

// Not awaited at the top level: the route chunks import from this entry chunk, and a dynamic
// import made while it is still evaluating (a top-level await) would wait for it for ever.
async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html lost its #root element');
  // First: on a slow link the worker's install is what makes the app work offline. What they
  // change on screen waits for hydration (their stores' server snapshots).
  startServiceWorkerBridge();
  startFormOutboxBridge();
  startStoragePersistence();
  // The session decides the first screen (a signed-in traveller lands on /dashboard): read it first.
  await loadSession();
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  router.subscribe('onResolved', checkForUpdateSoon);
  await mountApp(
    root,
    <StrictMode>
      <App queryClient={queryClient} router={router} persister={createIdbPersister()} />
    </StrictMode>,
    router,
    queryClient,
  );
}

void start();
