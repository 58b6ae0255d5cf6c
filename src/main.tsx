import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startSharing } from './share/startSharing';
import { ledgerClient, useLabStore } from './store';

declare global {
  interface Window {
    /**
     * Hooks for the end-to-end tests: a real worker crash cannot be caused from outside the
     * page, and reading the store lets specs wait for the engine. Specs only read the store.
     */
    __edfLab?: { crashWorker(): Promise<void>; store: typeof useLabStore };
  }
}

window.__edfLab = { crashWorker: () => ledgerClient.crashForTest(), store: useLabStore };
startSharing(useLabStore);

const rootElement = document.getElementById('root');
if (rootElement === null) throw new Error('index.html must contain #root');
createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
