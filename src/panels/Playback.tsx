/**
 * Playback over the arrival order: step buttons, play/pause, speed and a scrubber. The store
 * holds the cursor; the worker recomputes the ledger after the first k operations whenever it
 * moves, so everything else on the page follows without knowing about playback.
 */
import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useLabStore } from '../store';
import { formatNumber } from '../text/formatNumber';
import { PLAYBACK_SPEEDS, selectCurrentStep, selectOperationCount, type PlaybackSpeed } from '../store/playbackSlice';
import { AskFirstControl } from './Prediction';
import { StepTools } from './StepTools';
import { usePlaybackKeys } from './usePlaybackKeys';

function usePlaybackTimer(playing: boolean, speed: PlaybackSpeed): void {
  useEffect(() => {
    if (!playing) return undefined;
    const timer = window.setInterval(() => useLabStore.getState().advancePlayback(), 1000 / speed);
    return () => window.clearInterval(timer);
  }, [playing, speed]);
}

function speedLabel(speed: PlaybackSpeed): string {
  return `${speed} step${speed === 1 ? '' : 's'}/s`;
}

export function Playback() {
  const { step, total, live, playing, speed } = useLabStore(
    useShallow((state) => ({
      step: selectCurrentStep(state),
      total: selectOperationCount(state),
      live: state.playbackStep === null,
      playing: state.playing,
      speed: state.playbackSpeed,
    })),
  );
  usePlaybackTimer(playing, speed);
  usePlaybackKeys();
  const store = useLabStore.getState;

  return (
    <section className="panel playback" aria-labelledby="playback-title">
      <h2 id="playback-title">
        Playback <span className="muted">{live ? '(live: every operation applied)' : '(teaching: arrival by arrival)'}</span>
      </h2>
      <div className="playback-controls" role="toolbar" aria-label="Playback controls">
        <button type="button" onClick={() => store().goToStep(0)} disabled={step === 0}>
          First step
        </button>
        <button type="button" onClick={() => store().stepBy(-1)} disabled={step === 0}>
          Previous step
        </button>
        <button type="button" className="playback-play" onClick={() => store().togglePlaying()} disabled={total === 0}>
          {playing ? 'Pause' : 'Play'}
        </button>
        <button type="button" onClick={() => store().nextStep()} disabled={step === total}>
          Next step
        </button>
        <button type="button" onClick={() => store().goToStep(total)} disabled={step === total}>
          Last step
        </button>
        <span className="playback-speed">
          <label htmlFor="playback-speed">Speed</label>
          <select
            id="playback-speed"
            value={speed}
            onChange={(event) => store().setPlaybackSpeed(Number(event.target.value) as PlaybackSpeed)}
          >
            {PLAYBACK_SPEEDS.map((option) => (
              <option key={option} value={option}>
                {speedLabel(option)}
              </option>
            ))}
          </select>
        </span>
      </div>
      <div className="playback-scrubber">
        <label htmlFor="playback-step">Step</label>
        <input
          id="playback-step"
          type="range"
          min={0}
          max={total}
          step={1}
          value={step}
          aria-valuetext={`step ${formatNumber(step)} of ${formatNumber(total)}`}
          onChange={(event) => store().goToStep(Number(event.target.value))}
        />
        <output htmlFor="playback-step" className="playback-position">
          step {formatNumber(step)} of {formatNumber(total)}
        </output>
      </div>
      <div className="playback-extras">
        <StepTools step={step} total={total} />
        <AskFirstControl />
      </div>
      <p className="muted playback-hint">
        Keys: ← → or PageUp/PageDown step, Home/End jump, Space plays or pauses, P presents.
      </p>
    </section>
  );
}
