/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { contentSecurityPolicy } from './config/contentSecurityPolicy.ts';

export default defineConfig({
  plugins: [react(), contentSecurityPolicy()],
  worker: { format: 'es' },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Component tests opt into jsdom with a `// @vitest-environment jsdom` docblock.
    // Property tests run seconds on a loaded 2-core machine (one took 6.2 s of its 5 s
    // default with other work running): a hang still fails, a slow machine does not.
    testTimeout: 30_000,
  },
});
