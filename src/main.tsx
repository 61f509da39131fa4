import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/app/mantine-styles';
import '@/app/global.css';
import { App } from '@/app/providers';
import { startServiceWorkerBridge } from '@/offline/sw-bridge';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lost its #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
startServiceWorkerBridge();
