import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validateScenario } from './schema';

describe('zod settings', () => {
  it('runs zod jitless once the schema module is loaded, so no eval probe meets the CSP', () => {
    expect(validateScenario({ policy: 'reject', operations: [] }).ok).toBe(true);
    expect(z.config().jitless).toBe(true);
  });
});
