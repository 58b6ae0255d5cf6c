import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { generateUsageScenario } from '../scenario/usageGenerator';
import { createCreditLedger } from './engineFactory';
import { createLedgerService } from './ledgerService';
import { SPARE_MIN_OPERATIONS } from './ledgerSession';
import { SPARE_IDLE_MS, WARM_UP_IDLE_MS, createWorkerApi, type WarmUp } from './workerApi';

const scenario = generateUsageScenario({ seed: 3, days: 60, operationCount: SPARE_MIN_OPERATIONS + 100 });
const noPause = () => Promise.resolve();

/** The worker's API over the real service, with the service's spare preparations recorded. */
async function answeredApi() {
  const service = createLedgerService(createCreditLedger);
  const prepare = vi.spyOn(service, 'prepareSpare');
  const api = createWorkerApi(service, noPause);
  await api.apply({ update: { kind: 'replace', scenario }, step: null, patchable: false });
  await api.derive(false);
  return { api, prepare };
}

/** Not prepared a millisecond before `SPARE_IDLE_MS` has passed, prepared once when it has. */
function expectPreparedAfterTheWait(prepare: Awaited<ReturnType<typeof answeredApi>>['prepare']): void {
  vi.advanceTimersByTime(SPARE_IDLE_MS - 1);
  expect(prepare).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(prepare).toHaveBeenCalledTimes(1);
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the worker's spare engine, built while nothing is asked", () => {
  it('is prepared once the worker has had no request for a while', async () => {
    const { prepare } = await answeredApi();
    expectPreparedAfterTheWait(prepare);
  });

  it('waits again after any request, a drag preview included', async () => {
    const { api, prepare } = await answeredApi();
    vi.advanceTimersByTime(SPARE_IDLE_MS / 2);
    await api.preview({ amount: 1, timestamp: 10 });
    expectPreparedAfterTheWait(prepare);
  });

  it('waits for every request in hand to be answered', async () => {
    const { api, prepare } = await answeredApi();
    const deriving = api.derive(false);
    await api.preview({ amount: 1, timestamp: 10 });
    vi.advanceTimersByTime(SPARE_IDLE_MS);
    expect(prepare).not.toHaveBeenCalled();
    await deriving;
    vi.advanceTimersByTime(SPARE_IDLE_MS);
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('is told to stop by the next request', async () => {
    const { api, prepare } = await answeredApi();
    vi.advanceTimersByTime(SPARE_IDLE_MS);
    const stillIdle = prepare.mock.calls[0][1];
    expect(stillIdle()).toBe(true);
    await api.explainDraw('job-1');
    expect(stillIdle()).toBe(false);
  });
});

describe("the worker's warm-up, run while nothing is asked", () => {
  function warmingApi() {
    const warmUp = vi.fn<WarmUp>(() => Promise.resolve());
    const api = createWorkerApi(createLedgerService(createCreditLedger), noPause, warmUp);
    return { api, warmUp };
  }

  it('never runs unless the page asks for it', async () => {
    const { api, warmUp } = warmingApi();
    await api.preview({ amount: 1, timestamp: 10 });
    await vi.advanceTimersByTimeAsync(10 * WARM_UP_IDLE_MS);
    expect(warmUp).not.toHaveBeenCalled();
  });

  it('starts once the worker has had no request for a moment after the ask, and is told to stop by the next request', async () => {
    const { api, warmUp } = warmingApi();
    await api.warmUp();
    vi.advanceTimersByTime(WARM_UP_IDLE_MS - 1);
    expect(warmUp).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(warmUp).toHaveBeenCalledTimes(1);
    const stillIdle = warmUp.mock.calls[0][1];
    expect(stillIdle()).toBe(true);
    await api.preview({ amount: 1, timestamp: 10 });
    expect(stillIdle()).toBe(false);
  });

  it('waits for the requests that follow the ask', async () => {
    const { api, warmUp } = warmingApi();
    await api.warmUp();
    vi.advanceTimersByTime(WARM_UP_IDLE_MS / 2);
    await api.preview({ amount: 1, timestamp: 10 });
    vi.advanceTimersByTime(WARM_UP_IDLE_MS - 1);
    expect(warmUp).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(warmUp).toHaveBeenCalledTimes(1);
  });

  it('runs once per ask: not again at the next idle moment', async () => {
    const { api, warmUp } = warmingApi();
    await api.warmUp();
    await vi.advanceTimersByTimeAsync(WARM_UP_IDLE_MS);
    await api.preview({ amount: 1, timestamp: 10 });
    await vi.advanceTimersByTimeAsync(10 * WARM_UP_IDLE_MS);
    expect(warmUp).toHaveBeenCalledTimes(1);
  });
});
