/**
 * On a phone a busy picture is wider than the screen and scrolls sideways (TimelinePlot.tsx).
 * Stepping through a lesson must not leave what the step is about off screen: when the
 * arrival changes, the scroller moves to show the arrived operation and, where they fit
 * beside it, the consumptions the step changed or a refusal kept whole. A person's own
 * scrolling between steps is left alone.
 */
import { useEffect, useRef, type RefObject } from 'react';
import type { PlaybackArrivals } from '../store/playbackArrivals';
import type { TimelineModel } from './timelineModel';
import type { TimeScale } from './timeScale';

/** Room kept between what is followed and the scroller's edges. */
const EDGE_MARGIN_PX = 24;

/** The horizontal pixels the step is about: the arrived operation first, then what it changed. */
export function stepSpanPx(model: TimelineModel, arrivals: PlaybackArrivals, scale: TimeScale): { arrived: [number, number]; all: [number, number] } | null {
  const { arrived } = arrivals;
  if (arrived === null) return null;
  const grant = arrived.kind === 'grant' ? model.grants.find((candidate) => candidate.id === arrived.id) : undefined;
  const mark = arrived.kind === 'consume' ? model.markById.get(arrived.id) : undefined;
  const own: [number, number] | null =
    grant !== undefined ? [scale(grant.start), scale(grant.end)] : mark !== undefined ? [scale(mark.timestamp), scale(mark.timestamp)] : null;
  if (own === null) return null;
  const related = [...arrivals.changed.consumptions, ...arrivals.protectedIds]
    .map((id) => model.markById.get(id))
    .filter((related) => related !== undefined)
    .map((related) => scale(related.timestamp));
  return { arrived: own, all: [Math.min(own[0], ...related), Math.max(own[1], ...related)] };
}

/** The scroll position that shows `all` when it fits, else the start of `arrived`; null when it is already in view. */
export function followedScrollLeft(span: { arrived: [number, number]; all: [number, number] }, view: { left: number; width: number }): number | null {
  const [from, to] = span.all[1] - span.all[0] + 2 * EDGE_MARGIN_PX <= view.width ? span.all : span.arrived;
  if (from - EDGE_MARGIN_PX >= view.left && to + EDGE_MARGIN_PX <= view.left + view.width) return null;
  const centred = (from + to) / 2 - view.width / 2;
  return Math.max(0, to - from + 2 * EDGE_MARGIN_PX <= view.width ? centred : from - EDGE_MARGIN_PX);
}

function arrivalKey(arrived: PlaybackArrivals['arrived']): string {
  return arrived === null ? '' : `${arrived.kind} ${arrived.arrivalNumber} ${arrived.id}`;
}

/**
 * Scrolls `scrollerRef` to the step's operation whenever the arrival changes (a step, or an
 * operation added), not when the page opens: a first look starts at the beginning of time.
 */
export function useFollowStep(scrollerRef: RefObject<HTMLElement | null>, model: TimelineModel, arrivals: PlaybackArrivals, scale: TimeScale): void {
  const followed = useRef(arrivalKey(arrivals.arrived));
  useEffect(() => {
    const scroller = scrollerRef.current;
    const key = arrivalKey(arrivals.arrived);
    if (scroller === null || key === followed.current) return;
    // The model may come a render after the arrival it draws: followed once its mark is in.
    const span = stepSpanPx(model, arrivals, scale);
    if (span === null) return;
    followed.current = key;
    if (scroller.scrollWidth <= scroller.clientWidth) return;
    const left = followedScrollLeft(span, { left: scroller.scrollLeft, width: scroller.clientWidth });
    if (left !== null) scroller.scrollLeft = left;
  }, [scrollerRef, model, arrivals, scale]);
}
