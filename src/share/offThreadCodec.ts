/**
 * The page's side of the codec worker (codec.worker.ts), created on first use. Where no
 * worker can run (a test environment, a browser that refuses it) or the worker fails, the
 * page does the same work itself: slower to the eye, never lost.
 */
import * as Comlink from 'comlink';
import { encodeScenarioParamAsync } from '../scenario/codec';
import { updateFrom } from '../scenario/scenarioUpdate';
import { readScenarioFile } from '../scenario/fileIo';
import type { ScenarioResult } from '../scenario/schema';
import type { Scenario } from '../scenario/types';
import { trustedWorkerUrl } from '../worker/trustedWorkerUrl';
import type { CodecWorkerApi } from './codec.worker';
import codecWorkerUrl from './codec.worker.ts?worker&url';

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

async function encodeInWorker(worker: Comlink.Remote<CodecWorkerApi>, scenario: Scenario): Promise<string> {
  const update = updateFrom(workerHolds, scenario);
  workerHolds = scenario;
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

/** An imported file, read and validated. */
export function readScenarioFileOffThread(file: Blob): Promise<ScenarioResult> {
  return offThread((worker) => worker.readFile(file), () => readScenarioFile(file));
}
