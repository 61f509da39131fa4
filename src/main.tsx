import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/app/mantine-styles';
import '@/app/global.css';
import '@/app/chunk-recovery';
import { loadSession } from '@/api/session';
import { App } from '@/app/providers';
import { startFormOutboxBridge } from '@/offline/form-outbox';
import { startStoragePersistence } from '@/offline/storage-persistence';
import { startServiceWorkerBridge } from '@/offline/sw-bridge';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lost its #root element');
// The session decides the first screen (a signed-in traveller lands on /dashboard): read it first.
await loadSession();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
startServiceWorkerBridge();
startFormOutboxBridge();
startStoragePersistence();
