/** Ids that reorder unisolated text: a right-to-left override inside, and Hebrew letters. */
export const OVERRIDE_GRANT_ID = 'big\u202E01';
export const HEBREW_CONSUMPTION_ID = '\u05D0\u05D1-1';
export const OVERRIDE_CONSUMPTION_ID = 'c\u202E23';

/** Each child node of `element` as [node name, text], to show what sits inside an isolate and what outside. */
export function childNodesOf(element: Element): [string, string | null][] {
  return Array.from(element.childNodes, (node) => [node.nodeName, node.textContent]);
}
