/**
 * The shape of the whole store. Each slice file owns one part; other helpers add their
 * slice type to `LabState` here with a one-line edit.
 */
import type { DerivedSlice } from './derivedSlice';
import type { DragSlice } from './dragSlice';
import type { HistorySlice } from './historySlice';
import type { PlaybackSlice } from './playbackSlice';
import type { ScenarioSlice } from './scenarioSlice';
import type { ShareSlice } from './shareSlice';
import type { TeachingSlice } from './teachingSlice';
import type { ViewSlice } from './viewSlice';

export type LabState = ScenarioSlice & DerivedSlice & ViewSlice & PlaybackSlice & DragSlice & HistorySlice & ShareSlice & TeachingSlice;
