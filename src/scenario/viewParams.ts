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

/**
 * The view a link asks for, and a sentence for each parameter that was malformed and so
 * skipped. A bad view parameter never costs the person the scenario: it opens without it.
 */
export interface ViewResult {
  view: ScenarioView;
  ignored: string[];
}

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

/** The parameter's value quoted for a message, cut short: it comes from the link. */
function quoted(text: string): string {
  return JSON.stringify(text.length > 20 ? `${text.slice(0, 20)}…` : text);
}

function readSafeInteger(params: URLSearchParams, name: string, ignored: string[]): number | undefined {
  const text = params.get(name);
  if (text === null) return undefined;
  const value = /^-?[0-9]{1,16}$/.test(text) ? Number(text) : Number.NaN;
  if (Number.isSafeInteger(value)) return value;
  ignored.push(`${name}=${quoted(text)} is not a whole number`);
  return undefined;
}

function readStep(params: URLSearchParams, operationCount: number, ignored: string[]): number | undefined {
  const step = readSafeInteger(params, 'step', ignored);
  if (step === undefined || (step >= 0 && step <= operationCount)) return step;
  const operations = operationCount === 1 ? 'operation' : 'operations';
  ignored.push(`step ${step} is outside 0..${operationCount} (the scenario has ${operationCount} ${operations})`);
  return undefined;
}

function readVisibleRange(params: URLSearchParams, ignored: string[]): ScenarioView['visibleRange'] {
  const from = readSafeInteger(params, 'from', ignored);
  const to = readSafeInteger(params, 'to', ignored);
  if (from === undefined && to === undefined) return undefined;
  if (from === undefined || to === undefined) {
    if (params.has('from') !== params.has('to')) ignored.push('from and to must be given together');
    return undefined;
  }
  if (from < to) return { from, to };
  ignored.push(`from (${from}) must be before to (${to})`);
  return undefined;
}

export function decodeViewParams(params: URLSearchParams, operationCount: number): ViewResult {
  const ignored: string[] = [];
  const view: ScenarioView = {};
  const step = readStep(params, operationCount, ignored);
  if (step !== undefined) view.step = step;
  const visibleRange = readVisibleRange(params, ignored);
  if (visibleRange) view.visibleRange = visibleRange;
  const layout = params.get('view');
  if (layout === 'present') view.layout = 'present';
  else if (layout !== null) ignored.push(`view=${quoted(layout)} is not a layout this app has (view=present is)`);
  return { view, ignored };
}
