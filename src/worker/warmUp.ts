/**
 * A fresh worker's first replay runs its code cold: the engine, the outcome log, the
 * story of the last arrival, the snapshot, the series and the answer's encoding are
 * interpreted and compiled while a person's scenario waits for them (docs/ARCHITECTURE.md,
 * "Work kept off the page's thread"; the README's "Performance" has the figures). So, when
 * the page asks (once, after startup, while its scenario is small) and the worker is idle,
 * it plays generated operations through a service of its own, in slices, and throws them
 * away: nothing it builds is kept or shown. About 0.1-0.2 s of the worker's time here.
 */
import { generateUsageScenario } from '../scenario/usageGenerator';
import type { EngineFactory } from '../scenario/replay';
import { createLedgerService } from './ledgerService';
import { WARM_UP_OPERATIONS } from './protocol';

/** Operations applied between two pauses, so a request waits for one slice at most. */
const WARM_UP_SLICE = 500;

/**
 * Plays the warm-up scenario, awaiting `pause` between slices; gives up, resolving to
 * false, as soon as `stillIdle` says a request came. True once played to the end.
 */
export async function warmUpService(createEngine: EngineFactory, pause: () => Promise<void>, stillIdle: () => boolean): Promise<boolean> {
  // A year of usage, so grants start in the past and some consumptions arrive late, as in real files.
  const scenario = generateUsageScenario({ seed: 1, days: 365, operationCount: WARM_UP_OPERATIONS });
  const service = createLedgerService(createEngine);
  for (let step = WARM_UP_SLICE; ; step += WARM_UP_SLICE) {
    service.apply({ update: { kind: 'replace', scenario }, step: Math.min(step, WARM_UP_OPERATIONS), patchable: true });
    await pause();
    if (!stillIdle()) return false;
    if (step >= WARM_UP_OPERATIONS) break;
  }
  const derived = await service.deriveInSteps(true, async () => {
    await pause();
    if (!stillIdle()) throw new WarmUpInterrupted();
  }).catch((error: unknown) => {
    if (error instanceof WarmUpInterrupted) return null;
    throw error;
  });
  return derived !== null;
}

class WarmUpInterrupted extends Error {}
