/**
 * One grant bar: the window (both ends included), the credit still left in it stepping
 * down at each draw, a tick per draw. Its name ("g1 · 100", then what is left) sits on
 * the top line inside the bar when it fits in the visible part; draw amounts ("−60") and
 * the playback arrival number share the bottom line when the bar is tall enough for two.
 */
import { formatNumber } from '../text/formatNumber';
import { memo } from 'react';
import type { GrantView } from '../ledger/types';
import { isolateId } from '../text/phrase';
import { formatCredits, formatTime, grantDescription, grantLabel } from './format';
import { shortId } from '../text/shortId';
import type { GrantDraw, LaneMetrics } from './grantLanes';
import { grantShape } from './grantShape';
import { cellEnd, cellStart, linearMapping, type TimeRange, type TimeScale } from './timeScale';
import { textWidthPx } from './textWidth';

/** Bars this tall hold two lines of text: the name on top, draw amounts below. */
const TWO_LINE_BAR_MIN_PX = 24;
/** Bars this tall hold the name. */
const NAME_BAR_MIN_PX = 12;
/** On thinner bars dark ticks would hide the bar's colour; the steps alone show the draws. */
const DRAW_TICK_BAR_MIN_PX = 8;
/**
 * Ticks (and their amounts) only once separate times are this many pixels apart: zoomed
 * out over thousands of draws they would merge into a dark comb hiding the bar, while
 * the stepping fill still shows where credit went.
 */
const DRAW_TICK_PX_PER_UNIT_MIN = 2;
const TEXT_INSET_PX = 4;
/** Narrower than this on screen, a bar is a plain sliver: no name fits, nor steps one could read. */
const DETAIL_BAR_MIN_PX = 24;
/** Height of the name line at the top of a two-line bar. */
const NAME_LINE_PX = 15;
/** The arrival number is bold and a little wider per glyph. */
const ARRIVAL_CHAR_WIDTH_PX = 7.5;

interface GrantBarProps {
  grant: GrantView;
  color: string;
  draws: readonly GrantDraw[];
  scale: TimeScale;
  range: TimeRange;
  metrics: LaneMetrics;
  /** x of the selected consumption's link, whose own label replaces the draw label there. */
  linkX: number | null;
  /** Teaching playback: the step at which this grant arrived, and whether that is the current step. */
  arrivalNumber: number | null;
  justArrived: boolean;
  /** True when the current step added this grant or moved credit in or out of it. */
  changed: boolean;
}


/** The name is 11 px bold (timeline.css .timeline-bar-label), "… left" 11 px regular. */
function nameWidthPx(text: string): number {
  return textWidthPx(text, 11, 600);
}

/**
 * The name and, when there is room too, what is left, placed at the left of the bar's
 * visible part (so a bar starting off screen still says whose it is). A bar running off
 * the right edge says where it ends when there is room (credit that never expires ends
 * far past the axis: timeExtentOf). Null when even the name does not fit: the bar's
 * tooltip says everything.
 */
function barNameLayout(grant: GrantView, visibleLeft: number, visibleRight: number, endsPastView: boolean) {
  const room = visibleRight - visibleLeft - 2 * TEXT_INSET_PX;
  // The id and amount, else the id alone (a short bar zoomed out still says whose it is).
  const name = [grantLabel(grant.id, grant.amount), isolateId(shortId(grant.id))].find((text) => nameWidthPx(text) <= room);
  if (name === undefined) return null;
  const left = `${formatCredits(grant.left)} left`;
  const sublabels = endsPastView ? [`${left} · ends t=${formatTime(grant.end)} →`, left] : [left];
  const leftX = visibleLeft + TEXT_INSET_PX + nameWidthPx(name) + 2 * TEXT_INSET_PX;
  const sublabel = sublabels.find((text) => nameWidthPx(name) + 2 * TEXT_INSET_PX + textWidthPx(text) <= room);
  return { name, x: visibleLeft + TEXT_INSET_PX, left: sublabel === undefined ? null : { text: sublabel, x: leftX } };
}

/** The text a bar has room for: its name on top, its arrival number at the bottom left. */
function barTexts(grant: GrantView, visible: { left: number; right: number; endsPastView: boolean }, height: number, arrivalNumber: number | null) {
  const { left: visibleLeft, right: visibleRight } = visible;
  const twoLines = height >= TWO_LINE_BAR_MIN_PX;
  const arrival = arrivalNumber === null ? '' : `#${formatNumber(arrivalNumber)}`;
  const arrivalFits = twoLines && arrival !== '' && arrival.length * ARRIVAL_CHAR_WIDTH_PX + 2 * TEXT_INSET_PX <= visibleRight - visibleLeft;
  const name = height >= NAME_BAR_MIN_PX ? barNameLayout(grant, visibleLeft, visibleRight, visible.endsPastView) : null;
  return { visibleLeft, twoLines, arrivalText: arrivalFits ? arrival : null, name };
}

/**
 * A bar a few pixels wide, zoomed far out: a plain sliver with its tooltip. Hundreds of
 * them are in view at once, and steps, ticks or text inside could not be seen anyway.
 */
interface GrantSliverProps {
  grant: GrantView;
  color: string;
  top: number;
  height: number;
  visible: { left: number; right: number };
}

function GrantSliver({ grant, color, top, height, visible }: GrantSliverProps) {
  const description = grantDescription(grant);
  const width = Math.max(visible.right - visible.left, 1);
  return (
    <g className="timeline-grant-bar">
      <rect data-grant-id={grant.id} role="img" aria-label={description} x={visible.left} y={top} width={width} height={height} fill={color} fillOpacity={0.45} stroke={color}>
        <title>{description}</title>
      </rect>
    </g>
  );
}

export const GrantBar = memo(function GrantBar(props: GrantBarProps) {
  const { grant, color, draws, scale, range, metrics, linkX, arrivalNumber, justArrived, changed } = props;
  const [plotLeft, plotRight] = scale.range();
  const top = metrics.barOffset;
  const endX = scale(cellEnd(grant.end));
  const visible = { left: Math.max(scale(cellStart(grant.start)), plotLeft), right: Math.min(endX, plotRight), endsPastView: endX > plotRight };
  if (visible.right - visible.left < DETAIL_BAR_MIN_PX && !justArrived && !changed) {
    return <GrantSliver grant={grant} color={color} top={top} height={metrics.barHeight} visible={visible} />;
  }
  const { visibleLeft, twoLines, arrivalText, name } = barTexts(grant, visible, metrics.barHeight, arrivalNumber);
  // With two lines, ticks and their amounts keep to the lower one, clear of the name.
  const box = { top, height: metrics.barHeight, plotLeft, plotRight, tickTop: twoLines ? top + NAME_LINE_PX : top };
  const ticksReadable = box.height >= DRAW_TICK_BAR_MIN_PX && linearMapping(scale).slope >= DRAW_TICK_PX_PER_UNIT_MIN;
  const bottomTextFromX = (x: number) => (arrivalText === null ? x : x + 2 * TEXT_INSET_PX + arrivalText.length * ARRIVAL_CHAR_WIDTH_PX);
  const shape = grantShape(grant, draws, scale, range, box, twoLines && ticksReadable, bottomTextFromX);
  const nameY = twoLines ? box.top + NAME_LINE_PX - 3 : box.top + box.height / 2 + 4;
  const bottomY = box.top + box.height - 4;
  return (
    <g className="timeline-grant-bar" data-just-arrived={justArrived ? 'true' : undefined} data-changed={changed ? 'true' : undefined}>
      <rect
        data-grant-id={grant.id}
        role="img"
        aria-label={grantDescription(grant)}
        x={shape.barX}
        y={box.top}
        width={shape.barWidth}
        height={box.height}
        fill={color}
        fillOpacity={0.12}
        stroke={color}
      >
        <title>{grantDescription(grant)}</title>
      </rect>
      {justArrived && (
        <rect className="timeline-arrival-ring" x={shape.barX - 2} y={box.top - 2} width={shape.barWidth + 4} height={box.height + 4} />
      )}
      {changed && !justArrived && (
        <rect className="timeline-change-ring" x={shape.barX - 2} y={box.top - 2} width={shape.barWidth + 4} height={box.height + 4} />
      )}
      <path d={shape.leftAreaPath} fill={color} fillOpacity={0.55} pointerEvents="none" />
      {ticksReadable && <path d={shape.drawTicksPath} className="timeline-draw-tick" pointerEvents="none" />}
      {name !== null && (
        <text className="timeline-lane-label timeline-bar-label" x={name.x} y={nameY}>
          {name.name}
        </text>
      )}
      {name?.left != null && (
        <text className="timeline-bar-sublabel" x={name.left.x} y={nameY}>
          {name.left.text}
        </text>
      )}
      {arrivalText !== null && (
        <text className="timeline-arrival-label" x={visibleLeft + TEXT_INSET_PX} y={bottomY}>
          {arrivalText}
        </text>
      )}
      {shape.drawLabels.filter((label) => linkX === null || label.x !== Math.round(linkX)).map((label) => (
        <text key={label.x} className="timeline-draw-label" x={label.x + 3} y={bottomY}>
          {label.text}
        </text>
      ))}
    </g>
  );
});
