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
    params.set('from', String(linkTime(view.visibleRange.from, Math.floor)));
    params.set('to', String(linkTime(view.visibleRange.to, Math.ceil)));
  }
  if (view.layout === 'present') params.set('view', 'present');
  return params.toString();
}

/**
 * A zoomed range's edge, rounded outward to hundredths: zooming leaves edges like
 * 54.71701602959308, which the link need not carry, and outward keeps every time shown.
 */
function linkTime(time: number, outward: (value: number) => number): number {
  const hundredths = outward(time * 100);
  return Number.isSafeInteger(hundredths) ? hundredths / 100 : outward(time);
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

/** A range edge: a time, whole or with decimals (a zoomed view's edges fall between times). */
function readRangeEdge(params: URLSearchParams, name: string, ignored: string[]): number | undefined {
  const text = params.get(name);
  if (text === null) return undefined;
  const value = /^-?[0-9]{1,16}(\.[0-9]{1,6})?$/.test(text) ? Number(text) : Number.NaN;
  if (Math.abs(value) <= Number.MAX_SAFE_INTEGER) return value;
  ignored.push(`${name}=${quoted(text)} is not a time`);
  return undefined;
}

function readVisibleRange(params: URLSearchParams, ignored: string[]): ScenarioView['visibleRange'] {
  const from = readRangeEdge(params, 'from', ignored);
  const to = readRangeEdge(params, 'to', ignored);
  if (from === undefined && to === undefined) return undefined;
  if (from === undefined || to === undefined) {
    if (params.has('from') !== params.has('to')) ignored.push('from and to must be given together');
    return undefined;
  }
  if (from < to) return { from, to };
  ignored.push(`from (${from}) must be before to (${to})`);
  return undefined;
}

/** What a link's hash may hold: the scenario and the view. */
export const LINK_PARAMS: ReadonlySet<string> = new Set(['s', 'step', 'from', 'to', 'view']);

export function decodeViewParams(params: URLSearchParams, operationCount: number): ViewResult {
  const ignored: string[] = [];
  for (const name of new Set(params.keys())) {
    if (!LINK_PARAMS.has(name)) ignored.push(`${quoted(name)} is not something a link can set (step, from, to and view are)`);
    else if (params.getAll(name).length > 1) ignored.push(`${name} is given ${params.getAll(name).length} times: only the first is used`);
  }
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
