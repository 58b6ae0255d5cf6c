/**
 * What the sharing features tell the person and which saved document this tab is writing:
 * a link, save or file that could not be opened, notices (a view parameter ignored, a change
 * made in another tab), the length of the current link, and the list behind "Recent".
 * The work itself lives in src/share; this slice only holds what the UI shows.
 */
import type { StateCreator } from 'zustand';
import type { Scenario } from '../scenario/types';
import type { SavedScenarioList } from '../share/savedScenarios';
import type { LabState } from './types';

export interface ShareProblem {
  /** Names the problem; rendered as text, never as HTML, since it may quote an id from the link. */
  message: string;
  /** True when the problem came from the URL, so "Open empty scenario" is a way out. */
  fromLink: boolean;
}

/** The saved document this tab writes its scenario to; null until the first save makes one. */
export interface OpenDocument {
  id: string;
  name: string;
  /** The stored revision this tab last wrote or read; a save based on an older one is a conflict. */
  rev: number;
}

export interface ShareSlice {
  shareProblem: ShareProblem | null;
  /** Something worth knowing that needs no action (rendered as a status, not an alert). */
  shareNotice: string | null;
  /** Characters of the full share link as last computed; 0 before the first write. */
  linkLength: number;
  /**
   * The link the person last copied (or tried to): its scenario and length. The long-link
   * warning is about a link someone is sharing, so it shows only while that is still the
   * scenario on screen; the next edit takes it away.
   */
  copiedLink: { scenario: Scenario; length: number } | null;
  document: OpenDocument | null;
  /** Counts edits that started a new document, so autosave can save what the tab just left. */
  documentEpoch: number;
  /** The edit that started the current document ("Open link", "Load Cascade"); names it when first saved. */
  documentOrigin: string;
  savedScenarios: SavedScenarioList;
  reportShareProblem(problem: ShareProblem): void;
  dismissShareProblem(): void;
  showShareNotice(message: string): void;
  dismissShareNotice(): void;
  setLinkLength(length: number): void;
  setCopiedLink(copied: { scenario: Scenario; length: number } | null): void;
  setDocument(document: OpenDocument | null): void;
  setSavedScenarios(list: SavedScenarioList): void;
}

export const createShareSlice: StateCreator<LabState, [], [], ShareSlice> = (set) => ({
  shareProblem: null,
  shareNotice: null,
  linkLength: 0,
  copiedLink: null,
  document: null,
  documentEpoch: 0,
  documentOrigin: '',
  savedScenarios: { saves: [], unreadable: [] },
  reportShareProblem: (problem) => set({ shareProblem: problem }),
  dismissShareProblem: () => set({ shareProblem: null }),
  showShareNotice: (message) => set({ shareNotice: message }),
  dismissShareNotice: () => set({ shareNotice: null }),
  setLinkLength: (length) => set({ linkLength: length }),
  setCopiedLink: (copied) => set({ copiedLink: copied }),
  setDocument: (document) => set({ document }),
  setSavedScenarios: (list) => set({ savedScenarios: list }),
});
