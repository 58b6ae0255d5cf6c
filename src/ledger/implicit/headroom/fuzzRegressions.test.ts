import { describe, it } from 'vitest';
import { playSideBySide, playWithoutExtraReads } from '../../testing/differentialCheck';
import { implicitFactory, testSettingsFactory } from '../../testing/engines';
import { fuzzRegressions } from '../../testing/fuzzRegressions';

describe('scenarios a fuzzer found against an attempted early stop of the forward walk', () => {
  fuzzRegressions.forEach((scenario, index) => {
    for (const factory of [implicitFactory, testSettingsFactory]) {
      it(`case ${index + 1} (${scenario.policy}, ${scenario.calls.length} calls) on ${factory.name}`, () => {
        playWithoutExtraReads(factory, scenario);
        playSideBySide(factory, scenario);
      });
    }
  });
});
