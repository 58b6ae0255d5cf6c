import { afterEach, describe, expect, it, vi } from 'vitest';
import { generateUsageScenario } from '../scenario/usageGenerator';
import { createCreditLedger } from './engineFactory';
import { createLedgerService, type LedgerService } from './ledgerService';
import { SPARE_MIN_OPERATIONS } from './ledgerSession';
import { SPARE_IDLE_MS, createWorkerApi } from './workerApi';

const scenario = generateUsageScenario({ seed: 3, days: 60, operationCount: SPARE_MIN_OPERATIONS + 100 });
const noPause = () => Promise.resolve();

/** The real service, with its spare preparation counted. */
function countedService(): { service: LedgerService; prepared: () => number } {
  const service = createLedgerService(createCreditLedger);
  const prepare = vi.spyOn(service, 'prepareSpare');
  return { service, prepared: () => prepare.mock.calls.length };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the worker's spare engine, while the page draws", () => {
  it('is prepared once the worker has been idle a while after an answer', async () => {
    vi.useFakeTimers();
    const { service, prepared } = countedService();
    const api = createWorkerApi(service, noPause);
    await api.apply({ update: { kind: 'replace', scenario }, step: SPARE_MIN_OPERATIONS + 50, patchable: false });
    await api.derive(false);
    vi.advanceTimersByTime(SPARE_IDLE_MS - 1);
    expect(prepared()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(prepared()).toBe(1);
  });

  it('waits again when the next change comes first', async () => {
    vi.useFakeTimers();
    const { service, prepared } = countedService();
    const api = createWorkerApi(service, noPause);
    await api.apply({ update: { kind: 'replace', scenario }, step: SPARE_MIN_OPERATIONS + 50, patchable: false });
    await api.derive(false);
    vi.advanceTimersByTime(SPARE_IDLE_MS / 2);
    await api.apply({ update: { kind: 'replace', scenario }, step: SPARE_MIN_OPERATIONS + 49, patchable: false });
    vi.advanceTimersByTime(SPARE_IDLE_MS);
    expect(prepared()).toBe(0);
  });
});
