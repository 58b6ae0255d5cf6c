/**
 * The two ways the replay reads the accepted consumptions: forward (the spec's replay
 * order) and mirrored (newest first on negated times, for the headroom reserve).
 */
import type { KeyedSums } from '../structures/keyedSums';
import type { Timeline } from './replay';

/** What both readings share: the point `locate` found, and the total of credit units. */
abstract class PointCursor implements Timeline {
  pointStart = 0;
  pointAmount = 0;
  pointTag = -1;

  constructor(protected readonly points: KeyedSums) {}

  get total(): number {
    return this.points.total;
  }

  abstract unitsThrough(time: number): number;
  abstract locate(unit: number): void;
  abstract timeAt(unit: number): number;
}

export class ForwardTimeline extends PointCursor {
  unitsThrough(time: number): number {
    return this.points.sumUpTo(time);
  }

  locate(unit: number): void {
    const { points } = this;
    points.locate(unit);
    this.pointStart = points.foundStart;
    this.pointAmount = points.foundValue;
    this.pointTag = points.foundTag;
  }

  timeAt(unit: number): number {
    return this.points.keyAtUnit(unit);
  }
}

/**
 * The timeline reversed: time `-t`, consumptions newest first (ties reversed too, which
 * no total depends on), unit `u` being forward unit `total - 1 - u`.
 */
export class MirroredTimeline extends PointCursor {
  unitsThrough(mirroredTime: number): number {
    return this.points.total - this.points.sumUpTo(-mirroredTime, false);
  }

  locate(unit: number): void {
    const { points } = this;
    points.locate(points.total - 1 - unit);
    this.pointStart = points.total - (points.foundStart + points.foundValue);
    this.pointAmount = points.foundValue;
    this.pointTag = points.foundTag;
  }

  timeAt(unit: number): number {
    return -this.points.keyAtUnit(this.points.total - 1 - unit);
  }
}
