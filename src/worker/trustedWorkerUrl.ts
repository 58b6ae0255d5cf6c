/**
 * The worker's script URL as a Trusted Types value. A page that enforces Trusted Types
 * (`require-trusted-types-for 'script'`) refuses a plain string in `new Worker()`; this
 * policy vouches only for scripts of the page's own origin, which is all the app loads.
 * Browsers without Trusted Types get the string back unchanged.
 */

interface TrustedTypePolicyLike {
  createScriptURL(url: string): unknown;
}

interface TrustedTypesLike {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): TrustedTypePolicyLike;
}

export const WORKER_POLICY_NAME = 'ledger-worker';

function sameOriginOnly(url: string): string {
  const resolved = new URL(url, document.baseURI);
  if (resolved.origin !== location.origin) throw new TypeError(`refusing a worker script from another origin: ${resolved.origin}`);
  return resolved.href;
}

let policy: TrustedTypePolicyLike | null | undefined;

function workerPolicy(): TrustedTypePolicyLike | null {
  // A policy name can be created only once per page, so the one policy is kept.
  if (policy === undefined) {
    const trustedTypes = (globalThis as { trustedTypes?: TrustedTypesLike }).trustedTypes;
    policy = trustedTypes?.createPolicy(WORKER_POLICY_NAME, { createScriptURL: sameOriginOnly }) ?? null;
  }
  return policy;
}

/** What `new Worker()` accepts for `url` in this browser: a TrustedScriptURL or the string. */
export function trustedWorkerUrl(url: string): string {
  const trusted = workerPolicy()?.createScriptURL(url) ?? sameOriginOnly(url);
  // TypeScript's DOM types do not know TrustedScriptURL; the Worker constructor takes it.
  return trusted as string;
}
