import { describe, expect, it } from 'vitest';
import type { Operation } from '../scenario/types';
import {
  dropEdit,
  editedScenario,
  movedConsumption,
  newConsumption,
  resizedGrant,
  withOperationReplaced,
} from './dragEdits';

const grant = { kind: 'grant', id: 'g1', amount: 100, start: 0, end: 10 } as const;
const late = { kind: 'consume', id: 'c_late', amount: 80, timestamp: 8 } as const;

describe('newConsumption', () => {
  it('builds a consume operation with the next free id', () => {
    expect(newConsumption([grant, late], 30, 2)).toEqual({ kind: 'consume', id: 'c1', amount: 30, timestamp: 2 });
  });

  it('offers the id the Consumption form offers: one past the highest "c<n>"', () => {
    const operations: Operation[] = [grant, late, { ...late, id: 'c9' }, { ...late, id: 'c2' }];
    expect(newConsumption(operations, 30, 2).id).toBe('c10');
  });
});

describe('movedConsumption', () => {
  it('changes only the timestamp', () => {
    expect(movedConsumption(late, 3)).toEqual({ ...late, timestamp: 3 });
  });
});

describe('resizedGrant', () => {
  it('moves the start edge', () => {
    expect(resizedGrant(grant, 'start', 4)).toEqual({ ...grant, start: 4 });
  });

  it('moves the end edge', () => {
    expect(resizedGrant(grant, 'end', 20)).toEqual({ ...grant, end: 20 });
  });

  it('stops a start edge dragged past the end at the end', () => {
    expect(resizedGrant(grant, 'start', 15)).toEqual({ ...grant, start: 10 });
  });

  it('stops an end edge dragged before the start at the start', () => {
    expect(resizedGrant({ ...grant, start: 5 }, 'end', 2)).toEqual({ ...grant, start: 5, end: 5 });
  });
});

describe('withOperationReplaced', () => {
  it('replaces one operation and keeps the arrival order', () => {
    const scenario = { policy: 'reject' as const, operations: [grant, late] };
    const edited = withOperationReplaced(scenario, 1, movedConsumption(late, 3));
    expect(edited.operations).toEqual([grant, { ...late, timestamp: 3 }]);
    expect(scenario.operations[1]).toBe(late);
  });
});

describe('dropEdit', () => {
  const scenario = { policy: 'reject' as const, operations: [grant, late] as Operation[] };
  const moveLate = { kind: 'move-consumption', operationIndex: 1, consumptionId: 'c_late' } as const;

  it('appends a new consumption with the dragged amount at the drop time', () => {
    const edit = dropEdit(scenario, { kind: 'new-consumption', amount: 30 }, 2);
    expect(edit).toEqual({ kind: 'append', operation: { kind: 'consume', id: 'c1', amount: 30, timestamp: 2 } });
  });

  it('replaces a moved consumption in place, keeping its arrival index', () => {
    const edit = dropEdit(scenario, moveLate, 3);
    expect(edit).toEqual({ kind: 'replace', index: 1, operation: { ...late, timestamp: 3 } });
  });

  it('changes nothing when a consumption is dropped back at its own time', () => {
    expect(dropEdit(scenario, moveLate, 8)).toBeNull();
  });

  it('changes nothing when the dragged operation is no longer at its index', () => {
    const edited = { ...scenario, operations: [grant] };
    expect(dropEdit(edited, moveLate, 3)).toBeNull();
  });

  it('replaces a grant whose edge was dragged', () => {
    const edit = dropEdit(scenario, { kind: 'resize-grant', operationIndex: 0, grantId: 'g1', edge: 'end' }, 12);
    expect(edit).toEqual({ kind: 'replace', index: 0, operation: { ...grant, end: 12 } });
  });
});

describe('editedScenario', () => {
  it('is the scenario with the moved operation replaced', () => {
    const scenario = { policy: 'reject' as const, operations: [grant, late] as Operation[] };
    const edited = editedScenario(scenario, { kind: 'move-consumption', operationIndex: 1, consumptionId: 'c_late' }, 3);
    expect(edited?.operations).toEqual([grant, { ...late, timestamp: 3 }]);
  });

  it('is null for a new consumption, which is previewed without a replay', () => {
    const scenario = { policy: 'reject' as const, operations: [grant] as Operation[] };
    expect(editedScenario(scenario, { kind: 'new-consumption', amount: 5 }, 3)).toBeNull();
  });
});
