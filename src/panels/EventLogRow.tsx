/** One operation in the event log: what arrived, what the ledger did with it, and actions. */
import { memo, type CSSProperties } from 'react';
import type { Operation } from '../scenario/types';
import { useLabStore } from '../store';
import { selectCurrentStep } from '../store/playbackSlice';
import { PhraseText } from '../text/IdText';
import { idPart, isolatedText, phrase, type Phrase } from '../text/phrase';
import { formatTimeWithDate } from '../text/unixDates';
import { logTime, logTimeSpan, type LogDates } from './logDates';
import type { OperationOutcome, PendingReason } from '../worker/protocol';
import { deleteOperation } from './formActions';
import { describeOutcome, type OutcomeText } from './outcomeText';
import { RowActionIcon } from './RowActionIcon';

interface EventLogRowProps {
  index: number;
  total: number;
  operation: Operation;
  outcome: OperationOutcome | undefined;
  notYetArrived: boolean;
  topPx: number;
  /** The log's row height (logScrolling.ts): taller where the time has a line of its own. */
  heightPx: number;
  /** Arrival number of the arrival this one repeats without change (logAnnotations.ts). */
  retryOf?: number;
  /** Why this consumption waits on the ledger now, if it is still pending. */
  pendingNow?: PendingReason;
  /** What the last edit changed, on the edited row and on the rows it changed. */
  editNote?: Phrase;
  /** How the scenario's times read as dates (logDates.ts): the time or window gets a line of its own. Null: plain times. */
  dates: LogDates | null;
}

interface OperationSummary {
  kind: string;
  name: Phrase;
  figures: Phrase;
  /** The time or window, on a line of its own in a dated row; else part of the figures. */
  when: Phrase | null;
  exactFigures: Phrase;
}

/**
 * What arrived, as its kind, its name (the id) and its figures. The kind is for screen
 * readers and tooltips only: the outcome line under it already says "grant", and a 340 px
 * column has no room to say it twice. A long id (a UUID is 36 characters) gives up its end
 * to an ellipsis, down to two characters; the figures never shrink, unless they are too long
 * to stay whole anyway (longFiguresStyle). In a scenario of Unix times (`dated`) the time
 * or window goes on a line of its own (`when`), written as its UTC date, which a person
 * reads (the heading says "times in UTC" once: EventLog.tsx): "2026-11-01 09:13:27" beside
 * an id and an amount cut the time of day off in the 340 px column. The tooltip
 * (`exactFigures`) gives the exact numbers, and the dates with their zone, too.
 */
function operationSummary(operation: Operation, dates: LogDates | null): OperationSummary {
  const name = [idPart(operation.id)];
  const [kind, amount, when, exactWhen] =
    operation.kind === 'grant'
      ? ['grant ', phrase` · ${operation.amount}`, ` for ${logTimeSpan(operation.start, operation.end, dates)}`, ` for t=${formatTimeWithDate(operation.start)}–${formatTimeWithDate(operation.end)}`]
      : ['', phrase` · ${operation.amount}`, ` at ${logTime(operation.timestamp, dates)}`, ` at t=${formatTimeWithDate(operation.timestamp)}`];
  const exactFigures = phrase`${amount}${exactWhen}`;
  return dates !== null ? { kind, name, figures: amount, when: [when], exactFigures } : { kind, name, figures: phrase`${amount}${when}`, when: null, exactFigures };
}

/**
 * Figures longer than this cannot stay whole beside a readable id in a phone's 300 px line
 * (amounts in the billions and windows of dates: "· 1,000,000,000 for 2025-12-01 – 2025-12-30").
 * Such figures leave the id up to sixteen characters and end in an ellipsis themselves
 * (app.css), instead of leaving "t…" of the id, which is what a person looks for. Shorter
 * figures stay whole and the id gives way, as before.
 */
const FIGURES_LONG_CHARACTERS = 26;
const NAME_KEPT_CHARACTERS = 16;

function longFiguresStyle(id: string, figures: Phrase): CSSProperties | undefined {
  if (isolatedText(figures).length <= FIGURES_LONG_CHARACTERS) return undefined;
  return { '--name-kept': `${Math.min(Array.from(id).length, NAME_KEPT_CHARACTERS)}ch` } as CSSProperties;
}

export const EventLogRow = memo(function EventLogRow(props: EventLogRowProps) {
  const { index, total, operation, outcome, notYetArrived, topPx, heightPx, editNote, dates } = props;
  const selected = useLabStore((state) => operation.kind === 'consume' && state.selectedConsumptionId === operation.id);
  const editing = useLabStore((state) => state.editingOperationIndex === index);
  const justArrived = useLabStore((state) => selectCurrentStep(state) === index + 1);
  const described: OutcomeText = notYetArrived
    ? { status: 'computing', text: ['not yet arrived'] }
    : describeOutcome(outcome, { retryOf: props.retryOf, pendingNow: props.pendingNow });
  const summaryId = `log-row-${index}`;
  const store = useLabStore.getState;
  const { kind, name, figures, when, exactFigures } = operationSummary(operation, dates);
  const kept = longFiguresStyle(operation.id, figures);
  const describedTitle = described.detail === undefined ? described.text : phrase`${described.text} (${described.detail})`;
  const outcomeTitle = editNote === undefined ? describedTitle : phrase`${describedTitle} · ${editNote}`;
  // Tooltips are plain strings, so their ids are isolated with FSI … PDI instead of <bdi>.
  const nameAndFigures = (
    <>
      {kind !== '' && <span className="log-operation-kind visually-hidden">{kind}</span>}
      <span className="log-operation-name">
        <PhraseText phrase={name} />
      </span>
      <span className="log-operation-figures">
        <PhraseText phrase={figures} />
      </span>
    </>
  );
  const content = (
    <>
      <span className={`log-operation${kept === undefined ? '' : ' long-figures'}${when === null ? '' : ' dated'}`} title={isolatedText(phrase`${kind}${name}${exactFigures}`)} style={kept}>
        {when === null ? (
          nameAndFigures
        ) : (
          <>
            <span className="log-operation-line">{nameAndFigures}</span>
            <span className="log-operation-when">
              <PhraseText phrase={when} />
            </span>
          </>
        )}
      </span>
      <span className={`log-outcome status-${described.status}`} title={isolatedText(outcomeTitle)}>
        <PhraseText phrase={described.text} />
        {editNote !== undefined && (
          <span className="log-edit-note">
            {' · '}
            <PhraseText phrase={editNote} />
          </span>
        )}
      </span>
    </>
  );

  return (
    <li
      className={`log-row${selected ? ' selected' : ''}${editing ? ' editing' : ''}${justArrived ? ' just-arrived' : ''}${props.retryOf === undefined ? '' : ' is-retry'}`}
      aria-current={justArrived ? 'step' : undefined}
      style={{ top: topPx, height: heightPx }}
      aria-setsize={total}
      aria-posinset={index + 1}
      data-op-index={index}
      data-op-kind={operation.kind}
      data-status={described.status}
      data-retry-of={props.retryOf}
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
      <button type="button" className="log-action" aria-label="Edit" title="Edit" aria-describedby={summaryId} onClick={() => store().startEditing(index)}>
        <RowActionIcon action="edit" />
      </button>
      <button type="button" className="log-action" aria-label="Delete" title="Delete" aria-describedby={summaryId} onClick={() => deleteOperation(index)}>
        <RowActionIcon action="delete" />
      </button>
    </li>
  );
});
