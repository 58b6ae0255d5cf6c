/**
 * The event-log row whose operation reads `text`, for component tests. The operation's kind,
 * id and figures sit in separate spans (EventLogRow.tsx), so no one text node holds it all.
 */
export function logRowReading(text: string): HTMLElement {
  const operation = Array.from(document.querySelectorAll('.log-operation')).find((element) => element.textContent === text);
  if (operation === undefined) throw new Error(`no log row reads "${text}"`);
  return operation.closest('li') as HTMLElement;
}
