/**
 * Pure decisions behind the ghost marker's look: its colour (the verdict) and which side
 * of the ghost line its label goes.
 */
import type { DragAnswer, DragCandidate } from '../store/dragTypes';
import { editAnswerDirections } from '../store/editDirections';

/** A generous width per character of the 13px label, to decide which side it fits on. */
const LABEL_CHAR_WIDTH_PX = 7.4;
/** Distance from the ghost line to the label, and the label box's own padding and border. */
const LABEL_GAP_PX = 12;
const LABEL_PADDING_PX = 20;
/** Room kept between the label and the plot's edges. */
const EDGE_MARGIN_PX = 4;

export type Verdict = 'checking' | 'fits' | 'refused' | 'breaks' | 'improves' | 'no-change';

/**
 * Colours the ghost: green when the candidate fits or an edit only gets refused ones
 * accepted, red when it is refused or an edit would break an accepted one.
 */
export function verdictOf(drag: DragCandidate, answer: DragAnswer | null): Verdict {
  if (answer === null || answer.time !== drag.time) return 'checking';
  if (answer.kind === 'edit') {
    const { broken, becomesAccepted } = editAnswerDirections(answer);
    if (broken.length > 0) return 'breaks';
    return becomesAccepted.length > 0 ? 'improves' : 'no-change';
  }
  return answer.preview.accepted ? 'fits' : 'refused';
}

export interface LabelPlacement {
  /** The label box's left edge, relative to the ghost line (CSS `left` of the zero-width ghost). */
  left?: number;
  /** Or its right edge, left of the line (CSS `right`), so a label on the left hugs the line. */
  right?: number;
  /** The widest the box may be: the plot's width, so a long label wraps instead of spilling out. */
  maxWidth: number;
}

/**
 * Where the label goes: right of the ghost when it fits before the plot's right edge,
 * else left of it when it fits after the plot's left edge, else as far left as the plot
 * allows, wrapped to the plot's width. It never leaves the plot, so it never covers the
 * forms beside the timeline.
 */
export function labelPlacement(x: number, label: string, plotLeft: number, plotRight: number): LabelPlacement {
  const maxWidth = Math.max(0, plotRight - plotLeft - 2 * EDGE_MARGIN_PX);
  const width = Math.min(maxWidth, label.length * LABEL_CHAR_WIDTH_PX + LABEL_PADDING_PX);
  if (x + LABEL_GAP_PX + width <= plotRight) return { left: LABEL_GAP_PX, maxWidth };
  if (x - LABEL_GAP_PX - width >= plotLeft) return { right: LABEL_GAP_PX, maxWidth };
  const boxLeft = Math.min(Math.max(x - width / 2, plotLeft + EDGE_MARGIN_PX), plotRight - EDGE_MARGIN_PX - width);
  return { left: boxLeft - x, maxWidth };
}
