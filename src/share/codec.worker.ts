/// <reference lib="webworker" />
/**
 * Scenario text work in its own worker: encoding for links and autosave, and reading an
 * imported file. For a 20,000-operation scenario, JSON, deflate, base64url and schema
 * validation take hundreds of milliseconds, which on the page's thread would freeze typing
 * and dragging. A worker of its own, so this never queues in front of the ledger's answers.
 */
import * as Comlink from 'comlink';
import { encodeCompactJsonParam } from '../scenario/codec';
import { readScenarioFile } from '../scenario/fileIo';
import type { ScenarioResult } from '../scenario/schema';

export interface CodecWorkerApi {
  /**
   * The `s` parameter of a scenario given as its compact JSON: posting one string costs the
   * page far less than posting 20,000 operation objects, and JSON.stringify is native.
   */
  encodeJson(json: string): string;
  readFile(file: Blob): Promise<ScenarioResult>;
}

const api: CodecWorkerApi = { encodeJson: (json) => encodeCompactJsonParam(json), readFile: (file) => readScenarioFile(file) };

Comlink.expose(api);
