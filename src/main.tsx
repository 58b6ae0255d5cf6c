import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { PageBoundary } from './panels/FailureBoundary';
import { nextTask } from './nextTask';
import { forgetDecodedAhead } from './scenario/codec';
import { decodeStartupScenariosAhead } from './share/decodeAhead';
import { moveQueryLinkToHash } from './share/queryLink';
import { startCodecWorkerWhenIdle } from './share/offThreadCodec';
import { startSharing } from './share/startSharing';
import { useLabStore, warmLedgerWorkerWhenIdle } from './store';

function start(): void {
  startSharing(useLabStore);
  forgetDecodedAhead();
  const rootElement = document.getElementById('root');
  if (rootElement === null) throw new Error('index.html must contain #root');
  const root = createRoot(rootElement);
  // As a transition, React renders the first picture in short slices instead of one task:
  // with 20,000 operations opened from a link, mounting the whole page is tens of milliseconds.
  startTransition(() =>
    root.render(
      <StrictMode>
        <PageBoundary>
          <App />
        </PageBoundary>
      </StrictMode>,
    ),
  );
  startCodecWorkerWhenIdle();
  warmLedgerWorkerWhenIdle();
}

moveQueryLinkToHash(window);
// Large scenarios in the link or in storage are decoded in a worker first (decodeAhead.ts);
// whatever happens there, the app starts, decoding on the page what was not done ahead.
// Looked for in a task after the one that evaluates this module (reading a 20,000-operation
// link's query and opening storage is a sixth of it), and the app started in a task of its
// own, not in the one that received the last decoded scenario.
void nextTask()
  .then(() => decodeStartupScenariosAhead(window))
  .catch(() => undefined)
  .then(nextTask)
  .then(start);
