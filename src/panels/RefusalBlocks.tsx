/** A refusal told in blocks (see teaching/refusalText.ts): each an optional heading and its sentences. */
import { PhraseText } from '../text/IdText';
import type { RefusalBlock } from '../teaching/refusalText';

export function RefusalBlocks({ blocks }: { blocks: readonly RefusalBlock[] }) {
  return (
    <div className="refusal-blocks">
      {blocks.map((block, index) => (
        <div key={index} className="refusal-block">
          {block.heading !== null && (
            <p className="refusal-heading">
              <PhraseText phrase={block.heading} />
            </p>
          )}
          {block.sentences.map((sentence, sentenceIndex) => (
            <p key={sentenceIndex} className="refusal-sentence">
              <PhraseText phrase={sentence} />
            </p>
          ))}
        </div>
      ))}
    </div>
  );
}
