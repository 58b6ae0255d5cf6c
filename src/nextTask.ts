/**
 * Resolves in a later task: whatever follows runs after the browser has had a chance to
 * paint and handle input, instead of lengthening the task that awaited it.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
