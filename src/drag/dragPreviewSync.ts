/**
 * Asks the worker about the drag candidate whenever its snapped time changes, latest
 * wins (see latestWinsQueue.ts): one request in flight, the newest position waiting
 * behind it, answers to anything else dropped. A new consumption is previewed against
 * the current ledger; moving an existing operation replays the edited history.
 */
import type { StoreApi } from 'zustand';
import type { PreviewInput } from '../ledger/types';
import type { Scenario } from '../scenario/types';
import type { LabState } from '../store/types';
import type { EditPreview, PreviewAnswer } from '../worker/protocol';
import { editedScenario } from './draggedOperations';
import type { DragAnswer, DragCandidate } from './dragTypes';
import { createQueue, requestKey, resetQueue, settle, type SentRequest } from './latestWinsQueue';

/** The two questions the sync asks; the real ledger client fits, and so does a test double. */
export interface DragPreviewClient {
  preview(candidate: PreviewInput): Promise<PreviewAnswer>;
  previewEdit(edited: Scenario): Promise<EditPreview>;
}

const NO_CHANGES: EditPreview = { changed: [], broken: [] };

function isNewSession(state: DragCandidate | null, previous: DragCandidate | null): boolean {
  return state === null || previous === null || state.subject !== previous.subject || state.time === null;
}

export function startDragPreviewSync(store: StoreApi<LabState>, client: DragPreviewClient): () => void {
  let queue = createQueue<number>();

  function receive(seq: number, answer: DragAnswer | null, brokenIds: readonly string[]): void {
    const settled = settle(queue, seq);
    queue = settled.queue;
    if (settled.fresh && answer !== null) store.getState().showDragAnswer(answer, brokenIds);
    if (settled.send !== null) send(settled.send);
  }

  function send({ seq, key: time }: SentRequest<number>): void {
    const { drag, scenario } = store.getState();
    if (drag === null) return;
    const startedMs = performance.now();
    const elapsedMs = () => performance.now() - startedMs;
    // A failed call means the worker crashed and is being restarted; the position stays
    // unanswered, and the next move (or the waiting one) asks again.
    const fail = () => receive(seq, null, []);
    const { subject } = drag;
    if (subject.kind === 'new-consumption') {
      client.preview({ amount: subject.amount, timestamp: time }).then(({ preview, headroom, computeMs }) => {
        const timing = { roundTripMs: elapsedMs(), workerMs: computeMs ?? null };
        const answer: DragAnswer = { kind: 'consumption', time, preview, headroom, timing };
        receive(seq, answer, preview.broken);
      }, fail);
      return;
    }
    const edited = editedScenario(scenario, subject, time);
    const asked = edited === null ? Promise.resolve(NO_CHANGES) : client.previewEdit(edited);
    asked.then(({ changed }) => {
      const changedIds = changed.map((change) => change.id);
      const timing = { roundTripMs: elapsedMs(), workerMs: null };
      receive(seq, { kind: 'edit', time, changedIds, timing }, changedIds);
    }, fail);
  }

  return store.subscribe((state, previous) => {
    // A drag is about one revision of the scenario (its operation indices, its previews):
    // an edit landing mid-drag (an undo, a preset) ends it.
    if (state.scenario !== previous.scenario && state.drag !== null) {
      state.cancelDrag();
      return;
    }
    if (state.drag === previous.drag) return;
    // Answers still on their way belong to another drag or to an off-timeline gap: stale.
    if (isNewSession(state.drag, previous.drag)) queue = resetQueue(queue);
    const time = state.drag?.time ?? null;
    if (time === null) return;
    const requested = requestKey(queue, time);
    queue = requested.queue;
    if (requested.send !== null) send(requested.send);
  });
}
