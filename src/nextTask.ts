/**
 * Resolves in a later task: whatever follows runs after the browser has had a chance to
 * paint and handle input, instead of lengthening the task that awaited it. A message to
 * itself, not setTimeout(0): the browser holds nested timers back 4 ms each, which a loop
 * pausing between dozens of slices would wait for dozens of times.
 */
export function nextTask(): Promise<void> {
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
