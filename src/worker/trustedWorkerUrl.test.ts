// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

type Rules = { createScriptURL(url: string): string };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** A fresh copy of the module, since it keeps its one policy for the life of the page. */
async function loadModule() {
  return import('./trustedWorkerUrl');
}

/** A Trusted Types stand-in that wraps each vouched URL so the test can tell it apart. */
function stubTrustedTypes() {
  const created: string[] = [];
  vi.stubGlobal('trustedTypes', {
    createPolicy(name: string, rules: Rules) {
      created.push(name);
      return { createScriptURL: (url: string) => ({ trusted: rules.createScriptURL(url) }) };
    },
  });
  return created;
}

describe('trustedWorkerUrl', () => {
  it('vouches for a same-origin worker script through one named policy', async () => {
    const created = stubTrustedTypes();
    const { trustedWorkerUrl, WORKER_POLICY_NAME } = await loadModule();
    expect(trustedWorkerUrl('/assets/ledger.worker.js')).toEqual({ trusted: `${location.origin}/assets/ledger.worker.js` });
    trustedWorkerUrl('/assets/ledger.worker.js');
    expect(created).toEqual([WORKER_POLICY_NAME]);
  });

  it('refuses a worker script from another origin', async () => {
    stubTrustedTypes();
    const { trustedWorkerUrl } = await loadModule();
    expect(() => trustedWorkerUrl('https://elsewhere.example/evil.js')).toThrow('another origin: https://elsewhere.example');
  });

  it('gives the plain same-origin URL where the browser has no Trusted Types', async () => {
    const { trustedWorkerUrl } = await loadModule();
    expect(trustedWorkerUrl('/assets/ledger.worker.js')).toBe(`${location.origin}/assets/ledger.worker.js`);
    expect(() => trustedWorkerUrl('https://elsewhere.example/evil.js')).toThrow('another origin');
  });

  it('lets the refusal of a policy reach the caller, who reports it', async () => {
    vi.stubGlobal('trustedTypes', {
      createPolicy: () => {
        throw new TypeError('Policy "ledger-worker" disallowed.');
      },
    });
    const { trustedWorkerUrl } = await loadModule();
    expect(() => trustedWorkerUrl('/assets/ledger.worker.js')).toThrow('disallowed');
  });
});
