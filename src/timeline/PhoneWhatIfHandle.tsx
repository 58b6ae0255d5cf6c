/**
 * The what-if handle the timeline shows on phones, under its zoom buttons. In one column
 * the Consumption form and its "New consumption" handle sit screens below the picture, too
 * far to drag from; this one starts the same drag (drag/useWhatIfHandle.ts) a thumb's
 * length from the timeline, and its own Credits field sets the amount (the form's, which
 * follows it). The form's status line still announces the verdict, and the candidate's
 * label on the timeline shows it. Hidden by CSS on wider screens.
 */
import { useEffect, useState } from 'react';
import { useWhatIfHandle } from '../drag/useWhatIfHandle';
import { amountError, validAmountOf } from '../panels/operationFields';
import { useLabStore } from '../store';
import { selectEditedOperation } from '../store/viewSlice';
import { formatNumber } from '../text/formatNumber';
import '../drag/drag.css';

/** The Credits field: its own text, which follows the form's amount and sets it when valid. */
function useAmountText(amount: number | null): [text: string, setText: (text: string) => void] {
  const [text, setText] = useState(amount === null ? '' : String(amount));
  useEffect(() => {
    // The form's amount moved (typed there, an edit loaded, or cleared): show it, unless this
    // field says it already. With none there, a number kept here would contradict the handle.
    setText((current) => (validAmountOf(current) === amount ? current : amount === null ? '' : String(amount)));
  }, [amount]);
  const change = (next: string) => {
    setText(next);
    const valid = validAmountOf(next);
    if (valid !== null) useLabStore.getState().requestConsumptionAmount(valid);
  };
  return [text, change];
}

export function PhoneWhatIfHandle() {
  const { amount, onPointerDown, onKeyDown, onBlur } = useWhatIfHandle();
  // While the Consumption form edits an arrival, the handle uses that one's amount.
  const editing = useLabStore((state) => selectEditedOperation(state)?.kind === 'consume');
  const [amountText, setAmountText] = useAmountText(amount);
  const problem = amountError(amountText, 'Credits');
  const text = amount === null ? 'What if: enter an amount' : `What if: ${formatNumber(amount)} credits`;
  return (
    <div className="phone-what-if">
      <button
        type="button"
        className="new-consumption-handle"
        aria-label={`${text}, drag onto the timeline`}
        aria-disabled={amount === null}
        onPointerDown={onPointerDown}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      >
        <span aria-hidden="true" className="new-consumption-grip">⠿</span> {text}
      </button>
      <label className="phone-what-if-amount">
        Credits
        <input
          type="text"
          inputMode="numeric"
          value={amountText}
          // The form below is editing an arrival, whose amount the handle uses until it is saved or cancelled.
          disabled={editing}
          aria-invalid={problem !== null}
          aria-describedby={problem === null ? undefined : 'phone-what-if-error'}
          onChange={(event) => setAmountText(event.target.value)}
        />
      </label>
      {problem !== null && (
        <span id="phone-what-if-error" className="field-error" role="alert">
          {problem}
        </span>
      )}
    </div>
  );
}
