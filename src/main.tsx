import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startSharing } from './share/startSharing';
import { useLabStore } from './store';

startSharing(useLabStore);

const rootElement = document.getElementById('root');
if (rootElement === null) throw new Error('index.html must contain #root');
createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
