/** The length lanes and labels show of an id by default. */
const SHORT_ID_LENGTH_MAX = 14;

/**
 * Ids may be 256 characters long; lanes show `lengthMax` characters of them and the tooltip
 * the whole id. The ellipsis goes in the middle: ids that share a prefix differ at their end
 * ("training-run-12", "training-run-13"), which a cut end would hide. Counted in code points,
 * so an emoji is never split.
 */
export function shortId(id: string, lengthMax = SHORT_ID_LENGTH_MAX): string {
  if (id.length <= lengthMax) return id;
  const characters = Array.from(id);
  if (characters.length <= lengthMax) return id;
  const head = Math.ceil((lengthMax - 1) / 2);
  const tail = lengthMax - 1 - head;
  return `${characters.slice(0, head).join('')}\u2026${tail > 0 ? characters.slice(-tail).join('') : ''}`;
}
