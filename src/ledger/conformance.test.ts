import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { captureCall } from './testing/callStep';
import { loadConformanceCases, type ConformanceCase } from './testing/conformanceCases';
import { engineFactories, type EngineFactory } from './testing/engines';

const cases = loadConformanceCases();

/** Runs one shared case; every assertion names the file, the step and the call. */
function runCase(factory: EngineFactory, conformanceCase: ConformanceCase): void {
  const engine = factory.create(conformanceCase.policy);
  conformanceCase.steps.forEach((step, index) => {
    const where = `${conformanceCase.file} step ${index} ${step.call}(${JSON.stringify(step.args)})`;
    const before = engine.snapshot();
    const outcome = captureCall(engine, step);
    if (step.expectError) {
      expect(outcome.threw, `${where} must throw`).toBe(true);
      if (outcome.threw) expect(outcome.error, `${where} must throw an Error`).toBeInstanceOf(Error);
      expect(engine.snapshot(), `${where} must leave the ledger unchanged`).toStrictEqual(before);
      return;
    }
    if (outcome.threw) throw new Error(`${where} threw unexpectedly: ${String(outcome.error)}`);
    expect(outcome.value, where).toStrictEqual(step.expect);
  });
}

describe('the shared conformance cases', () => {
  it('are found beside the repository', () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  it('fail loudly when the folder is missing', () => {
    expect(() => loadConformanceCases(path.join(tmpdir(), 'no-such-conformance-folder'))).toThrow(/cannot be read/);
  });

  it('fail loudly when the folder holds no cases', () => {
    const emptyFolder = mkdtempSync(path.join(tmpdir(), 'conformance-'));
    try {
      expect(() => loadConformanceCases(emptyFolder)).toThrow(/holds no .json cases/);
    } finally {
      rmSync(emptyFolder, { recursive: true });
    }
  });

  for (const factory of engineFactories) {
    describe(`on the ${factory.name} engine`, () => {
      for (const conformanceCase of cases) {
        it(`pass ${conformanceCase.file}: ${conformanceCase.about}`, () => runCase(factory, conformanceCase));
      }
    });
  }
});
