/**
 * zod's settings, applied before any schema is built (schema.ts imports this first). By
 * default zod probes for `new Function` to compile fast parsers; under the page's Content
 * Security Policy (no 'unsafe-eval') that probe is refused and reported as a violation,
 * so zod runs jitless: the same checks, interpreted.
 */
import { z } from 'zod';

z.config({ jitless: true });
