/**
 * Text that quotes ids. Ids come from people and links and may hold right-to-left letters
 * or bidi controls (U+202E RIGHT-TO-LEFT OVERRIDE turns "grant x · 100" into "grant x · 001").
 * A `Phrase` keeps each id apart from the words around it, so the page can isolate it
 * (`<bdi>` in HTML, FSI … PDI in strings) and nothing around an id is ever reordered.
 * Plain data, no DOM: phrases are built in the worker too and cross it by structured clone.
 */
import { formatNumber } from './formatNumber';

export interface IdPart {
  readonly id: string;
}

export type PhrasePart = string | IdPart;
export type Phrase = readonly PhrasePart[];

/** U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE: `<bdi>` for plain strings. */
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * Printable ASCII has no right-to-left letters and no bidi controls, so such an id cannot
 * reorder the left-to-right text around it and is left as plain text: the sentence stays
 * one text node, as search, copy and text-matching tests see it. Anything else is isolated.
 */
const BIDI_INERT = /^[\x20-\x7e]*$/;

export function needsIsolation(id: string): boolean {
  return !BIDI_INERT.test(id);
}

/** The id wrapped in FSI … PDI when it needs it: for attributes, SVG text and tooltips. */
export function isolateId(id: string): string {
  return needsIsolation(id) ? `${FIRST_STRONG_ISOLATE}${id}${POP_DIRECTIONAL_ISOLATE}` : id;
}

export function idPart(id: string): IdPart {
  return { id };
}

function isIdPart(part: PhrasePart): part is IdPart {
  return typeof part !== 'string';
}

/** Appends parts, merging neighbouring strings so a phrase renders as few text nodes as it can. */
function append(parts: PhrasePart[], added: Phrase): void {
  for (const part of added) {
    const last = parts.length - 1;
    if (!isIdPart(part) && last >= 0 && !isIdPart(parts[last])) parts[last] = `${parts[last] as string}${part}`;
    else if (part !== '') parts.push(part);
  }
}

/**
 * `phrase\`${idPart(c.id)} takes ${amount} credits\``: strings and numbers are words, never ids.
 * Numbers go through `formatNumber`, so every sentence writes "8,000" the same way.
 */
export function phrase(strings: TemplateStringsArray, ...values: readonly (string | number | IdPart | Phrase)[]): Phrase {
  const parts: PhrasePart[] = [];
  strings.forEach((text, index) => {
    append(parts, [text]);
    if (index >= values.length) return;
    const value = values[index];
    if (Array.isArray(value)) append(parts, value);
    else if (typeof value === 'number') append(parts, [formatNumber(value)]);
    else append(parts, [value as string | IdPart]);
  });
  return parts;
}

/** "a, b" with any separator; `joinPhrases([], …)` is the empty phrase. */
export function joinPhrases(items: readonly Phrase[], separator: string): Phrase {
  const parts: PhrasePart[] = [];
  items.forEach((item, index) => append(parts, index === 0 ? item : [separator, ...item]));
  return parts;
}

/** "c_late, c9": each id marked as an id. */
export function joinIds(ids: readonly string[], separator = ', '): Phrase {
  return joinPhrases(ids.map((id) => [idPart(id)]), separator);
}

/** Ids as they are: what the page's text content reads. */
export function plainText(parts: Phrase): string {
  return parts.map((part) => (isIdPart(part) ? part.id : part)).join('');
}

/** Ids wrapped in FSI … PDI when they need it: for strings that cannot hold markup. */
export function isolatedText(parts: Phrase): string {
  return parts.map((part) => (isIdPart(part) ? isolateId(part.id) : part)).join('');
}

/**
 * Messages from the engine and the link checks quote ids in double quotes; each quoted
 * stretch becomes an id part. JSON-quoted text (`\"` inside) is read as one stretch.
 */
export function quotedIdsPhrase(message: string): Phrase {
  const parts: PhrasePart[] = [];
  let last = 0;
  for (const match of message.matchAll(/"((?:[^"\\]|\\.)*)"/g)) {
    append(parts, [message.slice(last, match.index + 1), idPart(match[1]), '"']);
    last = match.index + match[0].length;
  }
  append(parts, [message.slice(last)]);
  return parts;
}
