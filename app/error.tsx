'use client';

import Link from 'next/link';
import { useEffect } from 'react';

function digestOf(error: unknown): string | null {
  if (error instanceof Error && 'digest' in error && typeof error.digest === 'string') return error.digest;
  return null;
}

// The buttons take globals.css' .button classes, not Button or buttonVariants: every page loads this boundary
// in a chunk of its own, and buttonVariants rode in it and in global-error's beside the page's own copy
// (bench/results/2026-11-28-first-load-js-7.md).
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  const digest = digestOf(error);

  useEffect(() => {
    // The browser console is the only log a client-side failure reaches.
    console.error(error);
  }, [error]);

  return (
    <div className="narrow">
      <h1>Something went wrong</h1>
      <p>
        This page failed to load. Trying again usually helps; if it keeps happening, come back in a minute.
      </p>
      {digest && (
        <p className="muted">
          Error reference: <code>{digest}</code>
        </p>
      )}
      <p className="flex flex-wrap gap-3">
        <button type="button" className="button" onClick={() => retry()}>
          Try again
        </button>
        <Link href="/" className="button button--secondary">
          Go to the home page
        </Link>
      </p>
    </div>
  );
}
