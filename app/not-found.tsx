import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = { title: 'Page not found' };

export default function NotFound() {
  return (
    <div className="narrow">
      <h1>Page not found</h1>
      <p>There is nothing at this address. It may have moved, or the link may be mistyped.</p>
      <p className="actions">
        <Link href="/" className="button">
          Go to the home page
        </Link>
        <Link href="/docs" className="button button--secondary">
          Read the API docs
        </Link>
      </p>
    </div>
  );
}
