import { describe, expect, it, vi } from 'vitest';
import { createCreditLedger } from './engineFactory';
import { WARM_UP_OPERATIONS } from './protocol';
import { warmUpService } from './warmUp';
import { createLedgerService } from './ledgerService';
import { generateUsageScenario } from '../scenario/usageGenerator';

const noPause = () => Promise.resolve();

describe("the worker's warm-up", () => {
  it('plays its whole scenario, derive included, when nothing interrupts it', async () => {
    const createEngine = vi.fn(createCreditLedger);
    let pauses = 0;
    const played = await warmUpService(createEngine, async () => {
      pauses += 1;
    }, () => true);
    expect(played).toBe(true);
    expect(createEngine).toHaveBeenCalledTimes(1);
    // One pause per slice of 500 operations, then the derive's own steps.
    expect(pauses).toBeGreaterThan(WARM_UP_OPERATIONS / 500);
  });

  it('gives up at the first pause after a request came, in the applies or in the derive', async () => {
    for (const idlePauses of [0, 1, WARM_UP_OPERATIONS / 500, WARM_UP_OPERATIONS / 500 + 2]) {
      let pauses = 0;
      const played = await warmUpService(createCreditLedger, async () => {
        pauses += 1;
      }, () => pauses <= idlePauses);
      expect(played).toBe(false);
      expect(pauses).toBe(idlePauses + 1);
    }
  });

  it("leaves the worker's own ledger as it was: the same answers after it, and a second warm-up plays the same way", async () => {
    const service = createLedgerService(createCreditLedger);
    const scenario = generateUsageScenario({ seed: 4, days: 90, operationCount: 800 });
    service.apply({ update: { kind: 'replace', scenario }, step: null, patchable: false });
    const before = { answer: service.derive(false), preview: service.preview({ amount: 5, timestamp: 100 }) };
    expect(await warmUpService(createCreditLedger, noPause, () => true)).toBe(true);
    expect(await warmUpService(createCreditLedger, noPause, () => true)).toBe(true);
    expect({ answer: service.derive(false), preview: service.preview({ amount: 5, timestamp: 100 }) }).toEqual(before);
  });
});
