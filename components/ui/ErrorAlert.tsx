/** An error message that screen readers announce as soon as it appears. */
export function ErrorAlert({ message, id }: { message: string | null; id?: string }) {
  if (!message) return null;
  return (
    <p role="alert" id={id} className="alert alert--error">
      {message}
    </p>
  );
}
