/**
 * Pure decisions behind the ghost marker's look: its colour (the verdict) and which side
 * of the ghost line its label goes.
 */
import type { DragAnswer, DragCandidate } from '../store/dragTypes';

/** A generous width per character of the 13px label, to decide which side it fits on. */
const LABEL_CHAR_WIDTH_PX = 7.4;
/** Distance from the ghost line to the label, and the label box's own padding and border. */
const LABEL_GAP_PX = 12;
const LABEL_PADDING_PX = 16;

export type Verdict = 'checking' | 'fits' | 'refused' | 'changes' | 'no-change';

/** Colours the ghost: green when the candidate fits, red when it is refused or changes outcomes. */
export function verdictOf(drag: DragCandidate, answer: DragAnswer | null): Verdict {
  if (answer === null || answer.time !== drag.time) return 'checking';
  if (answer.kind === 'edit') return answer.changedIds.length > 0 ? 'changes' : 'no-change';
  return answer.preview.accepted ? 'fits' : 'refused';
}

/** The label goes right of the ghost unless it would run past the plot's right edge. */
export function labelSide(x: number, label: string, plotRight: number): 'left' | 'right' {
  return x + LABEL_GAP_PX + label.length * LABEL_CHAR_WIDTH_PX + LABEL_PADDING_PX <= plotRight ? 'right' : 'left';
}
