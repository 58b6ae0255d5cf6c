/** After a reveal: what the class said about this step, what the engine did, and whether they matched. */
import { useLabStore } from '../store';
import { isGraded } from '../store/teachingSlice';
import { predictionText } from '../teaching/predict';

export function PredictionFeedback({ step }: { step: number }) {
  const prediction = useLabStore((state) => state.predictions.find((said) => said.step === step) ?? null);
  if (prediction === null) return null;
  if (!isGraded(prediction)) return <p className="prediction-feedback">You said: {predictionText(prediction)}. Checking…</p>;
  return (
    <p className={`prediction-feedback ${prediction.correct ? 'is-right' : 'is-wrong'}`} data-correct={String(prediction.correct)}>
      <strong>{prediction.correct ? 'Right.' : 'Not quite.'}</strong> You said: {predictionText(prediction)}; the ledger:{' '}
      {prediction.actual}.
    </p>
  );
}
