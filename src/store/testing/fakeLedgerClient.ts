/**
 * A ledger client for the store's tests whose previews and edit previews wait until the
 * test answers them, in any order; every other call never answers unless a test replaces it.
 */
import type { PreviewInput } from '../../ledger/types';
import { createLabStore } from '../createLabStore';
import type { ComputeProgress } from '../../scenario/replay';
import type { Scenario } from '../../scenario/types';
import type { LedgerClient } from '../../worker/client';
import type { EditPreview, PreviewAnswer } from '../../worker/protocol';

interface Deferred<T> {
  resolve(value: T): void;
  promise: Promise<T>;
}

function deferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { resolve, promise };
}

export function fakeClient() {
  const previews: { candidate: PreviewInput; answer: Deferred<PreviewAnswer> }[] = [];
  const edits: { edited: Scenario; answer: Deferred<EditPreview> }[] = [];
  const progressListeners: ((progress: ComputeProgress) => void)[] = [];
  const client: LedgerClient = {
    apply: () => new Promise(() => undefined),
    derive: () => new Promise(() => undefined),
    preview(candidate) {
      const answer = deferred<PreviewAnswer>();
      previews.push({ candidate, answer });
      return answer.promise;
    },
    previewEdit(edited) {
      const answer = deferred<EditPreview>();
      edits.push({ edited, answer });
      return answer.promise;
    },
    explainDraw: () => Promise.resolve(null),
    explainRefusal: () => new Promise(() => undefined),
    warmUp: () => Promise.resolve(),
    onRestart: () => () => undefined,
    onProgress(listener) {
      progressListeners.push(listener);
      return () => undefined;
    },
    dispose: () => undefined,
  };
  const reportProgress = (progress: ComputeProgress) => progressListeners.forEach((listener) => listener(progress));
  return { client, previews, edits, reportProgress };
}

/** Lets the store's pending promises and tasks run. */
export const flush = () => new Promise((resolve) => setTimeout(resolve));

/** A lab store over a fake client, with the client's queues. */
export function storeWithFakeClient() {
  const fake = fakeClient();
  const store = createLabStore(fake.client);
  return { ...fake, store };
}
