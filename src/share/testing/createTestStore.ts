/** The app's real slices without a worker, for tests of code that only reads and edits the scenario. */
import { createLabSlices } from '../../store/createLabStore';

export const createTestStore = createLabSlices;

export type TestStore = ReturnType<typeof createTestStore>;
