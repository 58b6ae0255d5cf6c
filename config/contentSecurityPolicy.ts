/**
 * The page's Content Security Policy, put into the built index.html as a meta tag. Only
 * the build gets it: Vite's dev server injects inline scripts (the client and React
 * refresh) that a strict policy would block. The built page loads nothing but its own
 * files: one module script, one stylesheet, the favicon and the worker script. Styles the
 * app sets (React's `style` prop, D3's `.style()`) go through the CSSOM, which `style-src`
 * does not govern, so no 'unsafe-inline' is needed; zod runs jitless, so no 'unsafe-eval'.
 * The policy name below must match WORKER_POLICY_NAME in src/worker/trustedWorkerUrl.ts.
 */
import type { Plugin } from 'vite';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self'",
  "style-src 'self'",
  // Nothing the app does needs these; closing them leaves injected markup nowhere to go.
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  // No string becomes script: the one script URL made at run time, the worker's, goes
  // through the same-origin policy in src/worker/trustedWorkerUrl.ts, the only one allowed.
  "require-trusted-types-for 'script'",
  "trusted-types ledger-worker",
].join('; ');

export function contentSecurityPolicy(): Plugin {
  return {
    name: 'edf-content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      // First in <head>, so the policy is in force before any element that loads something.
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY }, injectTo: 'head-prepend' },
    ],
  };
}
