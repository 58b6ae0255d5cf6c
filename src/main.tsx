import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startSharing } from './share/startSharing';
import { useLabStore } from './store';

declare global {
  interface Window {
    /** Read-only hook for the end-to-end tests: reading the store lets specs wait for the engine. */
    __edfLab?: { store: typeof useLabStore };
  }
}

window.__edfLab = { store: useLabStore };
startSharing(useLabStore);

const rootElement = document.getElementById('root');
if (rootElement === null) throw new Error('index.html must contain #root');
createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
