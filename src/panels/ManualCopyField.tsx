/**
 * Where the clipboard is refused (no permission, insecure origin), a link is shown selected
 * in a box to copy by hand; leaving the box closes it. Shared by "Copy link" and "Share this step".
 */
export function ManualCopyField({ link, onClose }: { link: string; onClose(): void }) {
  return (
    <label className="share-manual-copy">
      Copy this link:
      <input type="text" readOnly value={link} autoFocus onFocus={(event) => event.currentTarget.select()} onBlur={onClose} />
    </label>
  );
}
