/**
 * Says in words what every colour and shape of the timeline means, so a person who has
 * never seen the ledger can read the picture from this list alone. It opens from a "?"
 * button as a popover over the timeline, so it never pushes the narration off the screen.
 */
import { memo, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { chartColors, grantPalette, statusColors } from '../theme';
import { usePopoverPlacement } from './popoverPlacement';

const SWATCH_WIDTH_PX = 34;
const SWATCH_HEIGHT_PX = 18;

interface LegendItemProps {
  swatch: ReactNode;
  children: ReactNode;
}

function LegendItem({ swatch, children }: LegendItemProps) {
  return (
    <li>
      <svg width={SWATCH_WIDTH_PX} height={SWATCH_HEIGHT_PX} aria-hidden="true">
        {swatch}
      </svg>
      <span>{children}</span>
    </li>
  );
}

const grant = grantPalette[0];
const dot = (paint: { fill: string; stroke: string; dash?: string }) => (
  <circle cx={17} cy={9} r={6} fill={paint.fill} stroke={paint.stroke} strokeWidth={2} strokeDasharray={paint.dash} />
);

const ring = (color: string, paint: { fill: string; stroke: string }) => (
  <>
    <circle cx={17} cy={9} r={7.5} fill="none" stroke={color} strokeWidth={2.5} />
    <circle cx={17} cy={9} r={4} fill={paint.fill} stroke={paint.stroke} strokeWidth={1.5} />
  </>
);

function EdgeBadgeSwatch() {
  return (
    <g className="timeline-edge-badge">
      <rect x={1} y={2} width={32} height={14} rx={7} stroke={statusColors.broken} />
      <text x={17} y={9} fill={statusColors.broken}>
        3 →
      </text>
    </g>
  );
}

function OverviewSwatch() {
  return (
    <>
      <path d="M2,17V9h3V17ZM7,17V5h3V17ZM12,17V11h3V17ZM17,17V7h3V17ZM22,17V10h3V17ZM27,17V6h3V17Z" fill={statusColors.accepted} fillOpacity={0.6} />
      <rect x={10} y={1} width={14} height={16} className="timeline-overview-swatch" />
    </>
  );
}

/** Closes the popover on Escape (focus back on "?") and on a press anywhere outside it. */
function useDismiss(open: boolean, close: (refocus: boolean) => void, anchorRef: RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !anchorRef.current?.contains(event.target)) close(false);
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('pointerdown', onPointerDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close, anchorRef]);
}

/** Memoised: it takes no props, and the timeline around it re-renders on every zoom frame. */
export const Legend = memo(function Legend() {
  const [open, setOpen] = useState(false);
  const popoverId = useId();
  const anchorRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useRef((refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  }).current;
  useDismiss(open, close, anchorRef);
  return (
    <div className="legend-anchor" ref={anchorRef}>
      <button
        ref={buttonRef}
        type="button"
        className="legend-toggle"
        aria-expanded={open}
        aria-controls={popoverId}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">?</span>
        <span className="visually-hidden">How to read the timeline</span>
      </button>
      {open && <LegendContent id={popoverId} anchorRef={buttonRef} onClose={() => close(true)} />}
    </div>
  );
});

function LegendContent({ id, anchorRef, onClose }: { id: string; anchorRef: RefObject<HTMLButtonElement | null>; onClose: () => void }) {
  const popoverRef = useRef<HTMLElement>(null);
  usePopoverPlacement(popoverRef, anchorRef);
  return (
    <section ref={popoverRef} id={id} className="timeline-legend legend-popover" aria-label="Legend">
      <div className="legend-popover-head">
        <h3>How to read the timeline</h3>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
      <ul>
        <LegendItem swatch={<rect x={1} y={3} width={32} height={12} fill={grant} fillOpacity={0.12} stroke={grant} />}>
          <strong>Bar</strong>: a grant. It spans every time its credit can be used, first and last included: each
          time is a slot centred on its tick, so a window t=5–15 runs from half a step before 5 to half a step after
          15. Grants whose windows do not overlap share a lane. The name inside reads “grant id · amount” (hover a bar too short
          for it). Colours only tell grants apart.
        </LegendItem>
        <LegendItem
          swatch={
            <>
              <rect x={1} y={3} width={32} height={12} fill={grant} fillOpacity={0.12} stroke={grant} />
              <path d="M1,15V3H17V11H33V15Z" fill={grant} fillOpacity={0.55} />
              <line x1={17} x2={17} y1={3} y2={15} className="timeline-draw-tick" />
            </>
          }
        >
          <strong>Filled part of a bar</strong>: credit still left in the grant. A dark tick marks a consumption that
          drew from it (“−20”: 20 credits taken then); the fill, like the balance below, steps down where that time's
          slot begins. Pale: already drawn.
        </LegendItem>
        <LegendItem swatch={dot({ fill: statusColors.accepted, stroke: statusColors.accepted })}>
          <strong>Solid dot</strong>: accepted consumption, labelled “id · credits” (only the credits when space is short).
        </LegendItem>
        <LegendItem swatch={dot({ fill: '#ffffff', stroke: statusColors.rejected })}>
          <strong>Hollow circle</strong>: rejected consumption: not enough credit at its time, or taking it would leave an
          already accepted one uncovered. It drew nothing.
        </LegendItem>
        <LegendItem swatch={dot({ fill: '#ffffff', stroke: statusColors.pending, dash: '3 2' })}>
          <strong>Dashed circle</strong>: pending consumption, waiting for a grant that can cover it (pending policy).
        </LegendItem>
        <LegendItem swatch={ring(statusColors.broken, { fill: statusColors.broken, stroke: statusColors.broken })}>
          <strong>Red ring</strong> (while dragging): an accepted consumption the drag would break. Among columns, the red
          share.
        </LegendItem>
        <LegendItem swatch={ring(statusColors.becomesAccepted, { fill: '#ffffff', stroke: statusColors.rejected })}>
          <strong>Green ring</strong> (while dragging): a refused consumption the drag would get accepted. Among columns,
          the bright green share.
        </LegendItem>
        <LegendItem swatch={<EdgeBadgeSwatch />}>
          <strong>“← 12”, “3 broken →”</strong>: how many consumptions (or grants, or ones the drag would break) lie
          beyond that edge of the view.
        </LegendItem>
        <LegendItem swatch={<path d="M2,17V5h4V17ZM8,17V11h4V17ZM14,17V2h4V17ZM20,17V13h4V17Z" fill={statusColors.accepted} />}>
          <strong>Columns</strong> (zoomed out): too many consumptions to draw one by one; the height is how many fall at
          that time, coloured by outcome. Zoom in to see each one.
        </LegendItem>
        <LegendItem swatch={<OverviewSwatch />}>
          <strong>Strip at the bottom</strong>: the whole scenario; its shaded window is the part shown above. Drag it
          to pan, drag its edges to zoom, click to move it there.
        </LegendItem>
        <LegendItem swatch={<line x1={17} x2={17} y1={1} y2={17} className="timeline-link-swatch" />}>
          <strong>Line from a selected consumption</strong> (click or Enter on a dot): the grants it drew from, with the
          credits taken from each.
        </LegendItem>
        <LegendItem
          swatch={
            <>
              <circle cx={23} cy={11} r={6} className="timeline-arrival-ring" />
              <text x={1} y={8} className="timeline-arrival-label">
                #3
              </text>
            </>
          }
        >
          <strong>#3</strong>: arrival number, the order in which operations reached the ledger (as in the event log).
          <strong> Ring</strong>: the operation that arrived at the current playback step.
        </LegendItem>
        <LegendItem swatch={<circle cx={17} cy={9} r={7} className="timeline-change-ring" />}>
          <strong>Dashed ring</strong>: a consumption or grant whose draws or status the current step changed (listed
          under “What changed”).
        </LegendItem>
        <LegendItem swatch={<circle cx={17} cy={9} r={7} className="timeline-protected-ring" />}>
          <strong>Red ring round a green dot</strong> (at a refusal step): an accepted consumption that the consumption
          refused at this step would have broken, so the refusal kept it whole.
        </LegendItem>
        <LegendItem swatch={<line x1={2} x2={32} y1={9} y2={9} className="timeline-balance-line" stroke={chartColors.balance} />}>
          <strong>Line below</strong>: balance, the credit left in the grants active at that time.
        </LegendItem>
        <LegendItem swatch={<line x1={2} x2={32} y1={9} y2={9} className="timeline-headroom-line" stroke={chartColors.headroom} />}>
          <strong>Dashed line below</strong>: headroom, the most a new consumption at that time could take without
          breaking an accepted one. It can be lower than the balance because later consumptions have a claim on it.
        </LegendItem>
      </ul>
    </section>
  );
}
