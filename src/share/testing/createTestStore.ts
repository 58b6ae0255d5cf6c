/** The app's real slices without a worker, for tests of code that only reads and edits the scenario. */
import { create } from 'zustand';
import { createDerivedSlice } from '../../store/derivedSlice';
import { createDragSlice } from '../../store/dragSlice';
import { createHistorySlice } from '../../store/historySlice';
import { createPlaybackSlice } from '../../store/playbackSlice';
import { createScenarioSlice } from '../../store/scenarioSlice';
import { createShareSlice } from '../../store/shareSlice';
import type { LabState } from '../../store/types';
import { createViewSlice } from '../../store/viewSlice';

export function createTestStore() {
  return create<LabState>()((...args) => ({
    ...createScenarioSlice(...args),
    ...createDerivedSlice(...args),
    ...createViewSlice(...args),
    ...createPlaybackSlice(...args),
    ...createDragSlice(...args),
    ...createHistorySlice(...args),
    ...createShareSlice(...args),
  }));
}

export type TestStore = ReturnType<typeof createTestStore>;
