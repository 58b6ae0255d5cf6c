/**
 * What the sharing features tell the person: a link, autosave or file that could not be
 * opened, and the length of the current link (for the "chat tools may cut it" warning).
 * The work itself lives in src/share; this slice only holds what the UI shows.
 */
import type { StateCreator } from 'zustand';
import type { LabState } from './types';

export interface ShareProblem {
  /** Names the problem; rendered as text, never as HTML, since it may quote an id from the link. */
  message: string;
  /** True when the problem came from the URL, so "Open empty scenario" is the way out. */
  fromLink: boolean;
}

export interface ShareSlice {
  shareProblem: ShareProblem | null;
  /** Characters of the full share link as last written to the address bar; 0 before the first write. */
  linkLength: number;
  reportShareProblem(problem: ShareProblem): void;
  dismissShareProblem(): void;
  setLinkLength(length: number): void;
}

export const createShareSlice: StateCreator<LabState, [], [], ShareSlice> = (set) => ({
  shareProblem: null,
  linkLength: 0,
  reportShareProblem: (problem) => set({ shareProblem: problem }),
  dismissShareProblem: () => set({ shareProblem: null }),
  setLinkLength: (length) => set({ linkLength: length }),
});
