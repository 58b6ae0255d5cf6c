/**
 * One consumption marker: solid when accepted, hollow when rejected, dashed when pending.
 * During a drag, a red ring marks one the candidate would break and a green ring one it
 * would get accepted. It is a focusable button so a keyboard user can select it (Enter or
 * Space) as a pointer user clicks it.
 */
import { formatNumber } from '../text/formatNumber';
import { memo, type KeyboardEvent } from 'react';
import { idPart, isolatedText, joinPhrases, phrase, type Phrase } from '../text/phrase';
import { formatTimeWithDate } from '../text/unixDates';
import { statusColors } from '../theme';
import type { ConsumptionMark } from './consumptionMarks';
import { formatCredits } from './format';
import { ARRIVAL_LABEL_GAP_PX, ARRIVAL_LABEL_LEFT_PX, type ArrivalLabelSide } from './arrivalLabelSide';
import { MARKER_LABEL_GAP_PX, MARKER_RADIUS_PX } from './dimensions';

/** Markers drawn over a density strip during a drag: small, so a hundred do not smear. */
const COMPACT_RADIUS_PX = 3.5;
const RING_GAP_PX = 3;
const LABEL_CHAR_WIDTH_PX = 7;
const HIT_MARGIN_PX = 2;

/** A transparent box over the dot and its label, so the whole marker is one easy target. */
function HitArea({ labelText, radius }: { labelText: string | null; radius: number }) {
  const labelWidth = labelText === null ? 0 : MARKER_LABEL_GAP_PX + labelText.length * LABEL_CHAR_WIDTH_PX;
  const half = radius + HIT_MARGIN_PX;
  return <rect className="timeline-marker-hit" x={-half} y={-half} width={2 * half + labelWidth} height={2 * half} />;
}

interface ConsumptionMarkerProps {
  mark: ConsumptionMark;
  x: number;
  y: number;
  /** Text beside the dot (see markerLayout.ts), or null when neighbours leave no room. */
  label: string | null;
  selected: boolean;
  /** A drag would break it (accepted now, refused after): red. */
  broken: boolean;
  /** A drag would get it accepted (refused or pending now): green. */
  becomesAccepted: boolean;
  /** Drawn small, over a density strip. */
  compact: boolean;
  /** Teaching playback: the step at which this consumption arrived (its latest attempt). */
  arrivalNumber: number | null;
  /** Where "#n" goes (arrivalLabelSide.ts): above the dot unless a dot sits right above it. */
  arrivalSide?: ArrivalLabelSide;
  /** The label starts further right, clear of a ring or the selection halo round the dot. */
  labelShifted?: boolean;
  /** True for the operation that arrived at the current playback step. */
  justArrived: boolean;
  /** True when the current playback step changed this consumption's draws or status. */
  changed: boolean;
  /** True when the consumption refused at the current step would have broken this one. */
  protectedByRefusal?: boolean;
  onSelect: (id: string | null) => void;
}

/** The mark in words, for the selection caption; its tooltip and accessible name read it with isolated ids. */
export function describeMark(mark: ConsumptionMark): Phrase {
  const base = phrase`${idPart(mark.id)}: ${formatCredits(mark.amount)} credits at t=${formatTimeWithDate(mark.timestamp)}`;
  if (mark.status === 'accepted') {
    const sources = mark.draws.map((draw) => phrase`${formatCredits(draw.amount)} from ${idPart(draw.grantId)}`);
    return phrase`${base}, accepted, drew ${joinPhrases(sources, ', ')}`;
  }
  const reason = mark.refusal === null ? [] : phrase` (${mark.refusal})`;
  return mark.status === 'pending' ? phrase`${base}, pending: waiting for credit${reason}` : phrase`${base}, rejected${reason}`;
}

/**
 * The accessible name starts with the text drawn beside the dot ("#3", "c1 · 80"), in the
 * order it is drawn, so a voice-control user can say what they see (WCAG 2.5.3); the words
 * of the hover tooltip follow, as they do in the marker's text.
 */
export function markerAccessibleName(mark: ConsumptionMark, label: string | null, arrivalNumber: number | null, protectedByRefusal = false): string {
  const visible = label === null ? [] : [arrivalNumber === null ? null : `#${formatNumber(arrivalNumber)}`, label];
  const description = isolatedText(describeMark(mark)) + (protectedByRefusal ? PROTECTED_NOTE : '');
  return [...visible.filter((text) => text !== null), description].join(' ');
}

/** Said of a consumption the refusal at the current step kept whole. */
const PROTECTED_NOTE = '; the consumption refused at this step would have broken it';

function markerPaint(mark: ConsumptionMark, broken: boolean) {
  const color = broken ? statusColors.broken : statusColors[mark.status];
  const filled = mark.status === 'accepted';
  return {
    fill: filled ? color : '#ffffff',
    stroke: color,
    strokeWidth: filled ? 1 : 2,
    strokeDasharray: mark.status === 'pending' ? '3 2' : undefined,
  };
}

/** "#n", the arrival that brought the consumption, on the side arrivalLabelSide.ts chose. */
function ArrivalNumber({ number, side }: { number: number; side: ArrivalLabelSide }) {
  const position: { x: number; y: number; textAnchor: 'end' | 'middle' } =
    side === 'left'
      ? { x: -ARRIVAL_LABEL_LEFT_PX, y: 4, textAnchor: 'end' }
      : // Below: the digits' height (about 8 px at 10 px) under the gap.
        { x: 0, y: side === 'above' ? -MARKER_RADIUS_PX - ARRIVAL_LABEL_GAP_PX : MARKER_RADIUS_PX + ARRIVAL_LABEL_GAP_PX + 8, textAnchor: 'middle' };
  return (
    <text className="timeline-arrival-label" data-side={side} {...position}>
      #{formatNumber(number)}
    </text>
  );
}

/** The what-if ring: red round what a drag would break, green round what it would get accepted. */
function WhatIfRing({ broken, radius }: { broken: boolean; radius: number }) {
  const color = broken ? statusColors.broken : statusColors.becomesAccepted;
  return <circle className="timeline-whatif-ring" r={radius + RING_GAP_PX} fill="none" stroke={color} />;
}

export const ConsumptionMarker = memo(function ConsumptionMarker(props: ConsumptionMarkerProps) {
  const { mark, x, y, label, selected, broken, becomesAccepted, compact, arrivalNumber, arrivalSide = 'above', labelShifted = false, justArrived, changed, protectedByRefusal = false, onSelect } = props;
  const radius = compact ? COMPACT_RADIUS_PX : MARKER_RADIUS_PX;
  const toggle = () => onSelect(selected ? null : mark.id);
  const description = isolatedText(describeMark(mark)) + (protectedByRefusal ? PROTECTED_NOTE : '');
  const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      toggle();
    } else if (event.key === 'Escape' && selected) {
      onSelect(null);
    }
  };
  return (
    <g
      className={selected ? 'timeline-marker is-selected' : 'timeline-marker'}
      data-consumption-id={mark.id}
      data-status={mark.status}
      data-broken={broken ? 'true' : undefined}
      data-becomes-accepted={becomesAccepted ? 'true' : undefined}
      data-compact={compact ? 'true' : undefined}
      data-just-arrived={justArrived ? 'true' : undefined}
      data-arrival-number={arrivalNumber ?? undefined}
      data-changed={changed ? 'true' : undefined}
      data-protected={protectedByRefusal ? 'true' : undefined}
      data-label-shifted={labelShifted ? 'true' : undefined}
      transform={`translate(${x},${y})`}
      tabIndex={0}
      role="button"
      aria-pressed={selected}
      aria-label={markerAccessibleName(mark, label, arrivalNumber, protectedByRefusal)}
      onClick={toggle}
      onKeyDown={onKeyDown}
    >
      <HitArea labelText={label} radius={radius} />
      {selected && <circle className="timeline-marker-halo" r={MARKER_RADIUS_PX + 4} />}
      {justArrived && <circle className="timeline-arrival-ring" r={MARKER_RADIUS_PX + 3} />}
      {changed && !justArrived && <circle className="timeline-change-ring" r={MARKER_RADIUS_PX + 3} />}
      {protectedByRefusal && <circle className="timeline-protected-ring" r={MARKER_RADIUS_PX + 3} />}
      {(broken || becomesAccepted) && <WhatIfRing broken={broken} radius={radius} />}
      <circle r={radius} {...markerPaint(mark, broken)} />
      {label !== null && arrivalNumber !== null && <ArrivalNumber number={arrivalNumber} side={arrivalSide} />}
      {/* Keeps "#3" and the label two words in the marker's text, as in its accessible name. */}
      {label !== null && arrivalNumber !== null && ' '}
      {label !== null && (
        <text className="timeline-marker-label" x={MARKER_RADIUS_PX + MARKER_LABEL_GAP_PX} y={4}>
          {label}
        </text>
      )}
      {/* The hover tooltip comes last: tools read it as text, and it must follow what is drawn, as in the name. */}{' '}
      <title>{description}</title>
    </g>
  );
});
