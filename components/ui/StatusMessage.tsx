/**
 * A polite live region for confirmations ("Copied", "Theme saved").
 * It stays in the DOM even when empty so that assistive technology notices changes.
 */
export function StatusMessage({ message }: { message: string | null }) {
  return (
    <p role="status" className="status-message">
      {message ?? ''}
    </p>
  );
}
