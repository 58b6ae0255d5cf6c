/**
 * The what-if handle the timeline shows on phones, under its zoom buttons. In one column
 * the Consumption form and its "New consumption" handle sit screens below the picture, too
 * far to drag from; this one starts the same drag (drag/useWhatIfHandle.ts) a thumb's
 * length from the timeline. The form's status line still announces the verdict, and the
 * candidate's label on the timeline shows it. Hidden by CSS on wider screens.
 */
import { useWhatIfHandle } from '../drag/useWhatIfHandle';
import { formatNumber } from '../text/formatNumber';
import '../drag/drag.css';

export function PhoneWhatIfHandle() {
  const { amount, onPointerDown, onKeyDown, onBlur } = useWhatIfHandle();
  const text = amount === null ? 'What if: enter an amount below' : `What if: ${formatNumber(amount)} credits`;
  return (
    <button
      type="button"
      className="new-consumption-handle phone-what-if"
      aria-label={`${text}, drag onto the timeline`}
      aria-disabled={amount === null}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <span aria-hidden="true" className="new-consumption-grip">⠿</span> {text}
    </button>
  );
}
