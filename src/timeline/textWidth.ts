/**
 * Widths of SVG label text, measured with the page's own font (a canvas's measureText),
 * so a label is placed by what it takes, not by its length: "WWW-GLOBAL · 555,555,555"
 * is half again as wide as its character count times an average glyph, and ran into the
 * "… left" beside it, while "iiii" left a wide gap. Widths are kept per text and font.
 */
const FONT_FAMILY = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
/** Where no canvas measures (jsdom), a generous width per glyph of the 11 px bar text. */
const FALLBACK_CHAR_WIDTH_PX = 6.6;
/** Labels differ per grant and zoom; past this many the kept widths start over. */
const KEPT_WIDTHS_MAX = 20_000;

let context: CanvasRenderingContext2D | null | undefined;
const kept = new Map<string, number>();

function measuringContext(): CanvasRenderingContext2D | null {
  if (context === undefined) {
    // jsdom (the component tests) has no canvas, and says so on the console when asked.
    const canMeasure = typeof document !== 'undefined' && !/jsdom/.test(navigator.userAgent);
    context = canMeasure ? document.createElement('canvas').getContext('2d') : null;
  }
  return context;
}

/** The width in pixels of `text` at `sizePx`, bold when `weight` is 600. */
export function textWidthPx(text: string, sizePx = 11, weight: 400 | 600 = 400): number {
  const measuring = measuringContext();
  if (measuring === null) return text.length * FALLBACK_CHAR_WIDTH_PX * (sizePx / 11);
  const key = `${weight} ${sizePx}\u0000${text}`;
  let width = kept.get(key);
  if (width === undefined) {
    measuring.font = `${weight} ${sizePx}px ${FONT_FAMILY}`;
    width = measuring.measureText(text).width;
    if (kept.size >= KEPT_WIDTHS_MAX) kept.clear();
    kept.set(key, width);
  }
  return width;
}
