/** Runs an action once calls have settled for `delayMs`. */
export interface Debounced {
  schedule(): void;
  cancel(): void;
}

export function debounce(action: () => void, delayMs: number): Debounced {
  let timer: ReturnType<typeof setTimeout> | null = null;
  function cancel(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  }
  return {
    schedule() {
      cancel();
      timer = setTimeout(() => {
        timer = null;
        action();
      }, delayMs);
    },
    cancel,
  };
}
