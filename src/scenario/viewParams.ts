/**
 * Optional view parameters that may follow the scenario in a link: `step=k` opens teaching
 * playback after the first k operations, `from=a&to=b` opens the timeline on that time range.
 * They are as untrusted as the scenario, so a malformed one is reported, not guessed at.
 */

export interface ScenarioView {
  /** Operations applied in playback (0..operation count); absent = all (live). */
  step?: number;
  /** Visible time range of the timeline; absent = fit to the scenario. */
  visibleRange?: { from: number; to: number };
  /** `view=present`: open in the presentation layout; absent = the normal layout. */
  layout?: 'present';
}

export type ViewResult = { ok: true; view: ScenarioView } | { ok: false; error: string };

export function encodeViewParams(view: ScenarioView): string {
  const params = new URLSearchParams();
  if (view.step !== undefined) params.set('step', String(view.step));
  if (view.visibleRange) {
    params.set('from', String(view.visibleRange.from));
    params.set('to', String(view.visibleRange.to));
  }
  if (view.layout === 'present') params.set('view', 'present');
  return params.toString();
}

function readSafeInteger(params: URLSearchParams, name: string): number | undefined | string {
  const text = params.get(name);
  if (text === null) return undefined;
  const value = /^-?[0-9]{1,16}$/.test(text) ? Number(text) : Number.NaN;
  return Number.isSafeInteger(value) ? value : `link ${name} must be a whole number`;
}

export function decodeViewParams(params: URLSearchParams, operationCount: number): ViewResult {
  const step = readSafeInteger(params, 'step');
  const from = readSafeInteger(params, 'from');
  const to = readSafeInteger(params, 'to');
  for (const value of [step, from, to]) {
    if (typeof value === 'string') return { ok: false, error: value };
  }
  const view: ScenarioView = {};
  if (typeof step === 'number') {
    if (step < 0 || step > operationCount) {
      return { ok: false, error: `link step ${step} is outside 0..${operationCount} (the scenario has ${operationCount} operations)` };
    }
    view.step = step;
  }
  if ((from === undefined) !== (to === undefined)) {
    return { ok: false, error: 'link must give both from and to, or neither' };
  }
  if (typeof from === 'number' && typeof to === 'number') {
    if (from >= to) return { ok: false, error: `link from (${from}) must be before to (${to})` };
    view.visibleRange = { from, to };
  }
  // Only one layout can be asked for; any other value opens the normal layout, as the
  // layout changes nothing about what the scenario says.
  if (params.get('view') === 'present') view.layout = 'present';
  return { ok: true, view };
}
