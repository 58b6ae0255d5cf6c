/**
 * The one owner of the conversation with the ledger worker. It watches the store, asks the
 * worker through one latest-wins channel per request kind (latestWinsChannel.ts), and puts
 * every answer in the store, where components select it. Nothing else calls the worker.
 *
 * - compute: the scenario (and playback step) changed. An append is sent as just the new
 *   operations, because the worker keeps its engine between revisions; the answer comes
 *   back as a patch of the previous one (worker/answerPatch.ts).
 * - explainDraw, explainRefusal: the selected consumption or the computed ledger changed.
 * - preview / previewEdit: the drag candidate moved to another time.
 * A worker restart resets every channel and asks again for what the page shows.
 */
import type { StoreApi } from 'zustand';
import type { Scenario } from '../scenario/types';
import type { LedgerClient } from '../worker/client';
import { applyListPatch, baseOf, NO_BASE, resultFrom, type PatchBase } from '../worker/answerPatch';
import { WARM_UP_OPERATIONS, type ComputeResult } from '../worker/protocol';
import { updateFrom, type ScenarioUpdate } from '../scenario/scenarioUpdate';
import { nextTask } from '../nextTask';
import { whenPageIdle } from '../whenPageIdle';
import { walkRetryOriginsAhead } from '../teaching/retries';
import { editedScenario } from './dragEdits';
import type { DragAnswer } from './dragTypes';
import type { LabState } from './types';
import { createLatestWinsChannel } from './latestWinsChannel';
import { latestRefusedAttempt, type RefusedAttempt } from './refusedAttempt';

/** From this many operations, posting them to the worker costs a few milliseconds. */
const POST_IN_OWN_TASK_OPERATIONS_MIN = 1000;

function operationsPosted(update: ScenarioUpdate): number {
  return update.kind === 'replace' ? update.scenario.operations.length : update.operations.length;
}

interface ComputeKey {
  scenario: Scenario;
  step: number | null;
}

interface ExplanationKey {
  consumptionId: string;
  derived: ComputeResult;
}

interface RefusalKey {
  attempt: RefusedAttempt;
  derived: ComputeResult;
}

/**
 * Answers are folded into what the page received one at a time, in the order the worker
 * sent them: folding a whole list yields between its chunks, and the next answer patches
 * the result.
 */
function createReceiver(): <T>(fold: () => Promise<T>) => Promise<T> {
  let folding: Promise<unknown> = Promise.resolve();
  return (fold) => {
    const folded = folding.then(fold);
    folding = folded.catch(() => undefined);
    return folded;
  };
}

/** Said when the worker could not finish a scenario's answer: the page keeps the last one it drew. */
export function computeFailedMessage(error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  return `The ledger of this scenario could not be computed (${reason}). The page still shows the last ledger computed; Undo takes the change back.`;
}

/** How long after startup the page may wait for an idle moment before asking for the warm-up anyway. */
const WARM_UP_PAGE_IDLE_WAIT_MAX_MS = 3000;

/**
 * Asks the ledger worker to warm its code up (worker/warmUp.ts) once the page is idle, if
 * the scenario open then is small. main.tsx calls it once the app has started: a link or
 * a saved scenario decoded at startup is open by then, and its own replay warms the
 * worker instead of a warm-up competing with it for the machine's cores.
 */
export function askWarmUpWhenIdle(store: StoreApi<LabState>, client: LedgerClient): void {
  whenPageIdle(() => {
    if (store.getState().scenario.operations.length < WARM_UP_OPERATIONS) client.warmUp().catch(() => undefined);
  }, WARM_UP_PAGE_IDLE_WAIT_MAX_MS);
}

export function startLedgerSync(store: StoreApi<LabState>, client: LedgerClient): () => void {
  /** The scenario the worker holds, as far as this page knows; null after a failure. */
  let workerHolds: Scenario | null = null;
  /** What the worker last sent, rebuilt from its answers (landed or not); empty after a failure. */
  let received: PatchBase = NO_BASE;
  /** Changes sent to the worker so far: a derived answer lands only if no change came after it. */
  let appliesSent = 0;
  /** The alert last set for a compute the worker could not finish, so the next success can take it back. */
  let failureTold: string | null = null;
  const receive = createReceiver();

  function forgetWorker(): void {
    workerHolds = null;
    received = NO_BASE;
  }

  /** Asks for the rest of the revision just applied, and lands it unless a newer change was sent. */
  function derive(key: ComputeKey, patchable: boolean): void {
    const appliedAs = appliesSent;
    client.derive(patchable).then(
      // Every answer is folded in, even one that will not land: the next one patches it.
      (answer) =>
        receive(async () => {
          const result = await resultFrom(received, answer);
          received = baseOf(result);
          return result;
        }).then((result) => {
          if (appliedAs !== appliesSent) return;
          store.setState({ derived: result, derivedScenario: key.scenario, computing: false, computeProgress: null });
          // A failure told earlier is over once a scenario computes again (an undo, an edit).
          if (store.getState().workerError === failureTold) store.setState({ workerError: null });
        }),
      (error: unknown) => {
        // Overtaken by the next change, whose own derive will land; anything else is the
        // worker failing, and the restart listener below asks again.
        if (error instanceof Error && error.name === 'SupersededError') return;
        if (appliedAs !== appliesSent) return;
        failureTold = computeFailedMessage(error);
        store.setState({ computing: false, computeProgress: null, workerError: failureTold });
      },
    );
  }

  // An edit is applied first and its outcomes shown at once (the event log row); the rest
  // of the answer is derived right after, in steps the worker interrupts for the next edit.
  const compute = createLatestWinsChannel<ComputeKey, void>({
    async ask(key) {
      const { scenario, step } = key;
      const update = updateFrom(workerHolds, scenario);
      const patchable = workerHolds !== null && received !== NO_BASE;
      workerHolds = scenario;
      appliesSent += 1;
      store.setState({ computing: true, computeProgress: null });
      // Many operations are posted in a task of its own: cloning 20,000 for the worker takes
      // 15-30 ms of this thread, and the task that opened the scenario is rendering it.
      if (operationsPosted(update) > POST_IN_OWN_TASK_OPERATIONS_MIN) await nextTask();
      const patch = await client.apply({ update, step, patchable });
      // Asked at once, so the worker derives while this page folds the outcomes. Its answer
      // is folded after them: the fold below is queued first, in this same task.
      derive(key, patchable);
      const outcomes = await receive(async () => {
        const folded = await applyListPatch(patchable ? received.outcomes : null, patch);
        received = { outcomes: folded, consumptions: patchable ? received.consumptions : null };
        return folded;
      });
      // Which arrivals are retries is walked first, in slices: the log asks in a render.
      await walkRetryOriginsAhead(scenario.operations, outcomes);
      // Each log row checks these outcomes are for its operation.
      store.setState({ latestOutcomes: { operations: scenario.operations, outcomes } });
    },
    // The derived answer lands by itself (derive), once no newer change was sent.
    land: () => undefined,
    same: (a, b) => a.scenario === b.scenario && a.step === b.step,
    failed() {
      // The worker crashed; the restart listener below asks again with the whole scenario.
      forgetWorker();
      store.setState({ computing: false, computeProgress: null });
    },
  });

  const explanation = createLatestWinsChannel<ExplanationKey, LabState['drawExplanation']>({
    ask: async ({ consumptionId }) => ({ consumptionId, explanation: await client.explainDraw(consumptionId) }),
    land: (drawExplanation) => store.setState({ drawExplanation }),
    same: (a, b) => a.consumptionId === b.consumptionId && a.derived === b.derived,
  });

  const refusal = createLatestWinsChannel<RefusalKey, LabState['refusalExplanation']>({
    async ask({ attempt }) {
      const explanation = await client.explainRefusal(attempt.consumption, attempt.index);
      return { consumptionId: attempt.consumption.id, index: attempt.index, explanation };
    },
    land: (refusalExplanation) => store.setState({ refusalExplanation }),
    same: (a, b) => a.attempt.index === b.attempt.index && a.attempt.consumption.id === b.attempt.consumption.id && a.derived === b.derived,
  });

  const dragPreview = createLatestWinsChannel<number, DragAnswer | null>({
    ask: (time) => askDragPreview(store.getState(), client, time),
    land(answer) {
      if (answer === null) return;
      store.getState().showDragAnswer(answer, answer.kind === 'consumption' ? answer.preview.broken : answer.changedIds);
    },
    // The picture follows the pointer: every answer of the drag is shown as it comes.
    landSuperseded: true,
  });

  function wantCurrent(state: LabState): void {
    compute.want({ scenario: state.scenario, step: state.playbackStep });
    wantExplanations(state);
  }

  /** The selected consumption explained: its draws if accepted, why not if refused or waiting. */
  function wantExplanations({ selectedConsumptionId: id, derived, derivedScenario }: LabState): void {
    if (id === null || derived === null || derivedScenario === null) return;
    explanation.want({ consumptionId: id, derived });
    const attempt = latestRefusedAttempt(derivedScenario.operations, derived.outcomes, id);
    if (attempt !== null) refusal.want({ attempt, derived });
  }

  const unsubscribeStore = store.subscribe((state, previous) => {
    if (state.scenario !== previous.scenario || state.playbackStep !== previous.playbackStep) {
      compute.want({ scenario: state.scenario, step: state.playbackStep });
    }
    // Only when they change: finding a refused attempt scans the whole log.
    if (state.selectedConsumptionId !== previous.selectedConsumptionId || state.derived !== previous.derived) wantExplanations(state);
    followDrag(state, previous);
  });

  function followDrag(state: LabState, previous: LabState): void {
    // A drag is about one revision of the scenario (its operation indices, its previews):
    // an edit landing mid-drag (an undo, a preset) ends it.
    if (state.scenario !== previous.scenario && state.drag !== null) {
      state.cancelDrag();
      return;
    }
    if (state.drag === previous.drag) return;
    const newSession = state.drag === null || previous.drag === null || state.drag.subject !== previous.drag.subject;
    // Answers still on their way belong to another drag or to an off-timeline gap: stale.
    if (newSession || state.drag?.time === null) dragPreview.reset();
    if (state.drag !== null && state.drag.time !== null) dragPreview.want(state.drag.time);
  }

  const unsubscribeProgress = client.onProgress((computeProgress) => {
    if (store.getState().computing) store.setState({ computeProgress });
  });
  const unsubscribeRestart = client.onRestart((message) => {
    store.setState({ workerError: message });
    forgetWorker();
    for (const channel of [compute, explanation, refusal, dragPreview]) channel.reset();
    // Asked again in a later task, so the notice is on screen first: posting a big scenario
    // to the new worker takes a while, and the person should not wait for it to learn why.
    setTimeout(() => wantCurrent(store.getState()));
  });
  wantCurrent(store.getState());
  return () => {
    unsubscribeStore();
    unsubscribeProgress();
    unsubscribeRestart();
  };
}

/** The drag candidate at `time`, previewed: a new consumption against the ledger, a move by replaying the edit. */
async function askDragPreview(state: LabState, client: LedgerClient, time: number): Promise<DragAnswer | null> {
  const { drag, scenario } = state;
  if (drag === null) return null;
  const startedMs = performance.now();
  const { subject } = drag;
  if (subject.kind === 'new-consumption') {
    const { preview, headroom, computeMs } = await client.preview({ amount: subject.amount, timestamp: time });
    return { kind: 'consumption', time, preview, headroom, timing: { roundTripMs: performance.now() - startedMs, workerMs: computeMs ?? null } };
  }
  const edited = editedScenario(scenario, subject, time);
  const { changed } = edited === null ? { changed: [] } : await client.previewEdit(edited);
  return { kind: 'edit', time, changedIds: changed.map((change) => change.id), timing: { roundTripMs: performance.now() - startedMs, workerMs: null } };
}
