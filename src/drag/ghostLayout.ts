/**
 * Pure decisions behind the ghost marker's look: its colour (the verdict) and which side
 * of the ghost line its label goes, inside the part of the plot in view.
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
  /** The widest the box may be: the plot's width, so a long label ends in an ellipsis instead of spilling out. */
  maxWidth: number;
}

/** The label box's width on one line, estimated from its length (generously). */
function labelWidth(label: string): number {
  return label.length * LABEL_CHAR_WIDTH_PX + LABEL_PADDING_PX;
}

/** Whether `label` fits on one line inside the plot (or the part of it in view). */
export function labelFits(label: string, plotLeft: number, plotRight: number): boolean {
  return labelWidth(label) <= plotRight - plotLeft - 2 * EDGE_MARGIN_PX;
}

/**
 * Where the label goes: right of the ghost when it fits before the plot's right edge,
 * else left of it when it fits after the plot's left edge, else as far left as the plot
 * allows, cut to the plot's width. It never leaves the plot, or the range given (the
 * part of the frame in view, `plotInView`), so it never covers the forms beside the timeline.
 */
export function labelPlacement(x: number, label: string, plotLeft: number, plotRight: number): LabelPlacement {
  const maxWidth = Math.max(0, plotRight - plotLeft - 2 * EDGE_MARGIN_PX);
  const width = Math.min(maxWidth, labelWidth(label));
  // A ghost scrolled out of view (a phone) gets its label clamped into view below.
  if (x + LABEL_GAP_PX >= plotLeft && x + LABEL_GAP_PX + width <= plotRight) return { left: LABEL_GAP_PX, maxWidth };
  if (x - LABEL_GAP_PX <= plotRight && x - LABEL_GAP_PX - width >= plotLeft) return { right: LABEL_GAP_PX, maxWidth };
  const boxLeft = Math.min(Math.max(x - width / 2, plotLeft + EDGE_MARGIN_PX), plotRight - EDGE_MARGIN_PX - width);
  return { left: boxLeft - x, maxWidth };
}

/** The part of the frame a sideways scroller shows: its scroll offset and width. */
export interface ScrolledView {
  left: number;
  width: number;
}

/**
 * The plot's pixel range to keep the label in: on a phone the picture is wider than the
 * screen and scrolls sideways, so only the part in view counts (in the plot's
 * coordinates, `originLeft` being where the plot sits in the scrolled frame). With no
 * scroller, or a view that misses the plot, the whole plot.
 */
export function plotInView(plotLeft: number, plotRight: number, view: ScrolledView | null, originLeft: number): [number, number] {
  if (view === null) return [plotLeft, plotRight];
  const left = Math.max(plotLeft, view.left - originLeft);
  const right = Math.min(plotRight, view.left + view.width - originLeft);
  return left < right ? [left, right] : [plotLeft, plotRight];
}
