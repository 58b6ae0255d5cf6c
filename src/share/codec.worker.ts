/// <reference lib="webworker" />
/**
 * Scenario text work in its own worker: encoding for links and autosave, and reading an
 * imported file. For a 20,000-operation scenario, JSON, deflate, base64url and schema
 * validation take hundreds of milliseconds, which on the page's thread would freeze typing
 * and dragging. A worker of its own, so this never queues in front of the ledger's answers.
 */
import * as Comlink from 'comlink';
import type { Policy } from '../ledger/types';
import { compactScenarioJson, decodeScenarioParam, encodeCompactJsonParamAsync, type DecodeLimits } from '../scenario/codec';
import { readScenarioFile } from '../scenario/fileIo';
import type { ScenarioResult } from '../scenario/schema';
import { updatedScenario, type ScenarioUpdate } from '../scenario/scenarioUpdate';
import type { Scenario } from '../scenario/types';

export interface CodecWorkerApi {
  /**
   * The `s` parameter of the scenario this worker holds after `update`. The worker keeps
   * the last scenario, so an edit sends only the operations it appended: the page's thread
   * neither walks nor posts 20,000 operations per edit.
   */
  encodeScenario(update: ScenarioUpdate): Promise<string>;
  /**
   * Decodes an `s` parameter or a saved scenario's data (see decodeScenarioParam); a
   * scenario decoded is then held, as if sent for encoding.
   */
  decodeParam(param: string, limits: DecodeLimits): ScenarioResult;
  /**
   * Reads and validates a file (a CSV takes `csvPolicy`: it holds none); a scenario read is
   * then held, as if sent for encoding.
   */
  readFile(file: Blob, csvPolicy: Policy): Promise<ScenarioResult>;
}

let held: Scenario | null = null;
/** Requests so far (encodes, decodes and reads): a read is held only if nothing came after it. */
let received = 0;

const api: CodecWorkerApi = {
  encodeScenario(update) {
    received += 1;
    // An append that cannot apply throws here, before anything held changes.
    const next = updatedScenario(held, update);
    held = next;
    // The JSON is made now, before the next request can change what is held.
    return encodeCompactJsonParamAsync(compactScenarioJson(next));
  },
  decodeParam(param, limits) {
    received += 1;
    const result = decodeScenarioParam(param, limits);
    held = result.ok ? result.scenario : null;
    return result;
  },
  async readFile(file, csvPolicy) {
    received += 1;
    const request = received;
    held = null;
    const result = await readScenarioFile(file, csvPolicy);
    if (result.ok && received === request) held = result.scenario;
    return result;
  },
};

Comlink.expose(api);
