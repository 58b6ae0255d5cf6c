/** Helpers for tests of saved documents: write one as another tab would, list what is stored. */
import { encodeScenarioParam } from '../../scenario/codec';
import type { Scenario } from '../../scenario/types';
import { listSavedScenarios, metaKey, writeSavedScenario, type SaveMeta } from '../savedScenarios';

export function saveDocument(id: string, scenario: Scenario, basedOnRev = 0, name = `doc ${id}`): SaveMeta {
  const written = writeSavedScenario(window.localStorage, { id, name, basedOnRev }, encodeScenarioParam(scenario), scenario.operations.length);
  if (written.kind !== 'saved') throw new Error(`test save of ${id} failed: ${written.kind}`);
  return written.meta;
}

/** What a write in another tab looks like to this one (jsdom does not send it to the writer itself). */
export function announceOtherTabWrite(id: string): void {
  window.dispatchEvent(new StorageEvent('storage', { key: metaKey(id), newValue: window.localStorage.getItem(metaKey(id)) }));
}

export function storedScenarioNames(): string[] {
  return listSavedScenarios(window.localStorage).saves.map((meta) => meta.name).sort();
}
