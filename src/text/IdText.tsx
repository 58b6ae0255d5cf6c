/**
 * Ids on the page. `IdText` puts an id that could reorder its neighbours in a `<bdi>`
 * (isolated, direction from its first strong letter), so a right-to-left id or one holding
 * bidi controls is shown in place without moving the words and numbers around it.
 * `<bdi>` keeps the text content unchanged, unlike FSI … PDI, so it is the choice in HTML.
 */
import { needsIsolation, type Phrase } from './phrase';

export function IdText({ id }: { id: string }) {
  return needsIsolation(id) ? <bdi className="id-text">{id}</bdi> : <>{id}</>;
}

/** A phrase in HTML: its words as text, each id through `IdText`. */
export function PhraseText({ phrase }: { phrase: Phrase }) {
  return (
    <>
      {phrase.map((part, index) => (typeof part === 'string' ? part : <IdText key={index} id={part.id} />))}
    </>
  );
}
