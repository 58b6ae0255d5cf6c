/**
 * Ids on the page. `IdText` puts an id that could reorder its neighbours in a `<bdi>`
 * (isolated, direction from its first strong letter), so a right-to-left id or one holding
 * bidi controls is shown in place without moving the words and numbers around it.
 * `<bdi>` keeps the text content unchanged, unlike FSI … PDI, so it is the choice in HTML.
 */
import { isolateId, needsIsolation, type Phrase } from './phrase';
import { shortId } from './shortId';

/**
 * Past this many characters an id in a sentence is shortened in the middle, the whole id in
 * its tooltip: ids may be 256 characters, and a step's story names one three times, which
 * made each sentence six lines long. A uuid (36) is shown whole.
 */
const PHRASE_ID_LENGTH_MAX = 40;

export function IdText({ id }: { id: string }) {
  return needsIsolation(id) ? <bdi className="id-text">{id}</bdi> : <>{id}</>;
}

/** An id in a sentence or a title: whole when short, else shortened with the whole id in its tooltip. */
export function PhraseId({ id }: { id: string }) {
  const shown = shortId(id, PHRASE_ID_LENGTH_MAX);
  if (shown === id) return <IdText id={id} />;
  return (
    <span className="phrase-long-id" title={isolateId(id)}>
      <IdText id={shown} />
    </span>
  );
}

/** A phrase in HTML: its words as text, each id through `IdText`, long ones shortened. */
export function PhraseText({ phrase }: { phrase: Phrase }) {
  return (
    <>
      {phrase.map((part, index) => (typeof part === 'string' ? part : <PhraseId key={index} id={part.id} />))}
    </>
  );
}
