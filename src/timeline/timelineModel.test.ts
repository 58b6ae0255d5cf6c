import { describe, expect, it } from 'vitest';
import type { Operation, Scenario } from '../scenario/types';
import { createCreditLedger } from '../worker/engineFactory';
import { createLedgerSession } from '../worker/ledgerSession';
import { generateUsageScenario } from '../scenario/usageGenerator';
import { buildTimelineModel, builtTimelineModel, timelineModelInSlices, timelineModelOf } from './timelineModel';

const operations: Operation[] = [
  { kind: 'grant', id: 'early', amount: 50, start: 0, end: 10 },
  { kind: 'grant', id: 'late', amount: 50, start: 20, end: 30 },
  { kind: 'consume', id: 'c1', amount: 10, timestamp: 5 },
  { kind: 'consume', id: 'c2', amount: 10, timestamp: 25 },
];

describe('buildTimelineModel', () => {
  it('keeps the previous objects of grants the answer did not change, so their bars are not drawn again', () => {
    const session = createLedgerSession(createCreditLedger);
    const scenario: Scenario = { policy: 'reject', operations };
    const first = buildTimelineModel(session.compute({ update: { kind: 'replace', scenario }, step: null }), operations);
    const appended = [...operations, { kind: 'consume', id: 'c3', amount: 5, timestamp: 26 } as Operation];
    const next = buildTimelineModel(session.compute({ update: { kind: 'append', operations: appended.slice(-1) }, step: null }), appended, first);
    const grant = (model: typeof first, id: string) => model.grants.find((each) => each.id === id);
    expect(grant(next, 'early')).toBe(grant(first, 'early'));
    expect(next.drawIndex.get('early')).toBe(first.drawIndex.get('early'));
    expect(grant(next, 'late')).not.toBe(grant(first, 'late'));
    expect(grant(next, 'late')?.drawn).toBe(15);
    expect(next.drawIndex.get('late')).toHaveLength(2);
  });

  it('builds the same model in slices as at once, and keeps it for the answer', async () => {
    const scenario = generateUsageScenario({ seed: 3, days: 30, operationCount: 3_000 });
    const derived = createLedgerSession(createCreditLedger).compute({ update: { kind: 'replace', scenario }, step: null });
    expect(builtTimelineModel(derived, scenario.operations)).toBeNull();
    const sliced = await timelineModelInSlices(derived, scenario.operations, null, () => false);
    expect(sliced).toEqual(buildTimelineModel(derived, scenario.operations));
    expect(builtTimelineModel(derived, scenario.operations)).toBe(sliced);
    expect(timelineModelOf(derived, scenario.operations)).toBe(sliced);
  });

  it('leaves a stale build unfinished and unkept', async () => {
    const scenario = generateUsageScenario({ seed: 4, days: 30, operationCount: 3_000 });
    const derived = createLedgerSession(createCreditLedger).compute({ update: { kind: 'replace', scenario }, step: null });
    expect(await timelineModelInSlices(derived, scenario.operations, null, () => true)).toBeNull();
    expect(builtTimelineModel(derived, scenario.operations)).toBeNull();
  });

  it('keeps lanes for the grants still to arrive in playback, so the picture keeps its height from step 0', () => {
    const scenario: Scenario = { policy: 'reject', operations };
    const lanesAt = (step: number) => buildTimelineModel(createLedgerSession(createCreditLedger).compute({ update: { kind: 'replace', scenario }, step }), operations);
    const last = lanesAt(operations.length);
    for (let step = 0; step < operations.length; step += 1) {
      const model = lanesAt(step);
      expect(model.lanes.length).toBe(last.lanes.length);
      expect(model.isEmpty).toBe(false);
      expect(model.upcomingGrantCount + model.grants.length).toBe(last.grants.length);
      // Only arrived grants are drawn, each in the lane it keeps at the last step.
      for (const grant of model.grants) expect(model.laneIndexById.get(grant.id)).toBe(last.laneIndexById.get(grant.id));
      expect(model.lanes.flat().map((grant) => grant.id).sort()).toEqual(model.grants.map((grant) => grant.id).sort());
    }
    expect(last.upcomingGrantCount).toBe(0);
  });
});
