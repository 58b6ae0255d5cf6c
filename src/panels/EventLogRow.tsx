/** One operation in the event log: what arrived, what the ledger did with it, and actions. */
import { memo } from 'react';
import type { Operation } from '../scenario/types';
import { useLabStore } from '../store';
import { selectCurrentStep } from '../store/playbackSlice';
import { PhraseText } from '../text/IdText';
import { idPart, isolatedText, phrase, type Phrase } from '../text/phrase';
import type { OperationOutcome } from '../worker/protocol';
import { describeOutcome, type OutcomeText } from './outcomeText';

interface EventLogRowProps {
  index: number;
  total: number;
  operation: Operation;
  outcome: OperationOutcome | undefined;
  notYetArrived: boolean;
  topPx: number;
}

function operationSummary(operation: Operation): Phrase {
  const id = idPart(operation.id);
  return operation.kind === 'grant'
    ? phrase`grant ${id} · ${operation.amount} for t=${operation.start}–${operation.end}`
    : phrase`${id} · ${operation.amount} at t=${operation.timestamp}`;
}

export const EventLogRow = memo(function EventLogRow({ index, total, operation, outcome, notYetArrived, topPx }: EventLogRowProps) {
  const selected = useLabStore((state) => operation.kind === 'consume' && state.selectedConsumptionId === operation.id);
  const editing = useLabStore((state) => state.editingOperationIndex === index);
  const justArrived = useLabStore((state) => selectCurrentStep(state) === index + 1);
  const described: OutcomeText = notYetArrived ? { status: 'computing', text: ['not yet arrived'] } : describeOutcome(outcome);
  const summaryId = `log-row-${index}`;
  const store = useLabStore.getState;
  const summary = operationSummary(operation);
  const outcomeTitle = described.detail === undefined ? described.text : phrase`${described.text} (${described.detail})`;
  // Tooltips are plain strings, so their ids are isolated with FSI … PDI instead of <bdi>.
  const content = (
    <>
      <span className="log-operation" title={isolatedText(summary)}>
        <PhraseText phrase={summary} />
      </span>
      <span className={`log-outcome status-${described.status}`} title={isolatedText(outcomeTitle)}>
        <PhraseText phrase={described.text} />
      </span>
    </>
  );

  return (
    <li
      className={`log-row${selected ? ' selected' : ''}${editing ? ' editing' : ''}${justArrived ? ' just-arrived' : ''}`}
      aria-current={justArrived ? 'step' : undefined}
      style={{ top: topPx }}
      aria-setsize={total}
      aria-posinset={index + 1}
      data-op-index={index}
      data-op-kind={operation.kind}
      data-status={described.status}
    >
      <span className="log-index">{index + 1}</span>
      {operation.kind === 'consume' ? (
        <button
          type="button"
          id={summaryId}
          className="log-summary"
          aria-pressed={selected}
          onClick={() => store().selectConsumption(selected ? null : operation.id)}
        >
          {content}
        </button>
      ) : (
        <div id={summaryId} className="log-summary">
          {content}
        </div>
      )}
      <button type="button" className="log-action" aria-describedby={summaryId} onClick={() => store().startEditing(index)}>
        Edit
      </button>
      <button type="button" className="log-action" aria-describedby={summaryId} onClick={() => store().removeOperation(index)}>
        Delete
      </button>
    </li>
  );
});
