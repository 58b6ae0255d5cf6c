/**
 * The page's side of the codec worker (codec.worker.ts), created on first use. Where no
 * worker can run (a test environment, a browser that refuses it) or the worker fails, the
 * page does the same work itself: slower to the eye, never lost.
 */
import * as Comlink from 'comlink';
import { decodeScenarioParam, encodeScenarioParamAsync, type DecodeLimits } from '../scenario/codec';
import { updateFrom, type ScenarioUpdate } from '../scenario/scenarioUpdate';
import { sameScenario } from '../scenario/equality';
import { readScenarioFile } from '../scenario/fileIo';
import type { ScenarioResult } from '../scenario/schema';
import type { Scenario } from '../scenario/types';
import { trustedWorkerUrl } from '../worker/trustedWorkerUrl';
import type { CodecWorkerApi } from './codec.worker';
import codecWorkerUrl from './codec.worker.ts?worker&url';
import type { Policy } from '../ledger/types';
import { whenPageIdle } from '../whenPageIdle';

let codec: Comlink.Remote<CodecWorkerApi> | null | undefined;

function codecWorker(): Comlink.Remote<CodecWorkerApi> | null {
  if (codec === undefined) {
    try {
      codec = Comlink.wrap<CodecWorkerApi>(new Worker(trustedWorkerUrl(codecWorkerUrl), { type: 'module', name: 'codec' }));
    } catch {
      codec = null;
    }
  }
  return codec;
}

/** How long after startup the page may wait for an idle moment before starting the worker anyway. */
const START_IDLE_WAIT_MAX_MS = 3000;

/**
 * Starts the codec worker once the page is idle after startup. Loading its module takes
 * about 100 ms on two cores, which an imported file or a pasted link would otherwise
 * wait for before its scenario is even read; idle, it does not compete with the first
 * picture.
 */
export function startCodecWorkerWhenIdle(): void {
  if (typeof Worker !== 'function') return;
  whenPageIdle(() => codecWorker(), START_IDLE_WAIT_MAX_MS);
}

async function offThread<T>(inWorker: (worker: Comlink.Remote<CodecWorkerApi>) => Promise<T>, onPage: () => Promise<T>): Promise<T> {
  const worker = typeof Worker === 'function' ? codecWorker() : null;
  if (worker === null) return onPage();
  try {
    return await inWorker(worker);
  } catch {
    // Something the worker could not take, or a crashed worker: do it here instead.
    return onPage();
  }
}

/** Encodings asked for so far; scenarios are never mutated, so the reference is the key. */
const encodings = new WeakMap<Scenario, Promise<string>>();
/** The scenario the codec worker holds, as far as this page knows; null after a failure. */
let workerHolds: Scenario | null = null;
/** Requests sent so far, counted as the worker counts them (codec.worker.ts). */
let sent = 0;

/**
 * A scenario the page made from one the worker holds without appending to it (the frozen
 * copy of a file the worker read) is the same scenario: nothing to post. Otherwise updateFrom.
 */
function updateForWorker(scenario: Scenario): ScenarioUpdate {
  const update = updateFrom(workerHolds, scenario);
  return update.kind === 'replace' && workerHolds !== null && sameScenario(workerHolds, scenario) ? { kind: 'append', operations: [] } : update;
}

async function encodeInWorker(worker: Comlink.Remote<CodecWorkerApi>, scenario: Scenario): Promise<string> {
  const update = updateForWorker(scenario);
  workerHolds = scenario;
  sent += 1;
  try {
    return await worker.encodeScenario(update);
  } catch (error) {
    workerHolds = null;
    throw error;
  }
}

/**
 * The `s` parameter of `scenario` (CompressionStream on the page as the fallback), encoded
 * once per scenario however many callers ask (the link and the autosave both do).
 */
export function encodeScenarioOffThread(scenario: Scenario): Promise<string> {
  let encoding = encodings.get(scenario);
  if (encoding === undefined) {
    encoding = offThread((worker) => encodeInWorker(worker, scenario), () => encodeScenarioParamAsync(scenario));
    encodings.set(scenario, encoding);
  }
  return encoding;
}

/**
 * An imported file, read and validated. The worker keeps what it read, so encoding the
 * imported scenario for its link and autosave posts nothing back to it (20,000 operations
 * cost the page's thread tens of milliseconds to post).
 */
export function readScenarioFileOffThread(file: Blob, csvPolicy: Policy): Promise<ScenarioResult> {
  return offThread((worker) => heldOnceRead(() => worker.readFile(file, csvPolicy)), () => readScenarioFile(file, csvPolicy));
}

/**
 * decodeScenarioParam, in the worker. The worker keeps what it decoded, so encoding a
 * pasted link's scenario for the autosave posts nothing back to it.
 */
export function decodeParamOffThread(param: string, limits: DecodeLimits): Promise<ScenarioResult> {
  return offThread((worker) => heldOnceRead(() => worker.decodeParam(param, limits)), async () => decodeScenarioParam(param, limits));
}

/** A read in the worker (a file, a decode), after which the worker holds the scenario it read. */
async function heldOnceRead(read: () => Promise<ScenarioResult>): Promise<ScenarioResult> {
  // Until the answer, the worker may hold either scenario: ask it for whole ones.
  workerHolds = null;
  sent += 1;
  const request = sent;
  const result = await read();
  // The worker holds what it read only if nothing was sent after the read (it counts too).
  if (result.ok && sent === request) workerHolds = result.scenario;
  return result;
}
