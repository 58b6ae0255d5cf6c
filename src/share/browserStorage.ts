/**
 * The browser's storage areas, or null where touching them throws (privacy modes, sandboxed
 * frames, storage turned off). Every caller then works without them instead of failing.
 */
function storageArea(read: () => Storage): Storage | null {
  try {
    return read();
  } catch {
    return null;
  }
}

/** localStorage: the saved documents, shared by every tab. */
export function storageOf(win: Window): Storage | null {
  return storageArea(() => win.localStorage);
}

/** sessionStorage: what this tab alone remembers across a reload. */
export function sessionStorageOf(win: Window): Storage | null {
  return storageArea(() => win.sessionStorage);
}
