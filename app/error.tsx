'use client';

import Link from 'next/link';
import { useEffect } from 'react';
// buttonVariants, not Button: every page loads its error boundary, and Button with cn added 0.8 kB
// to every page's first load, the lightest pages' margin under 150 kB (bench/results/2026-11-28-first-load-js-3.md).
import { buttonVariants } from '@/components/ui/button-variants';

function digestOf(error: unknown): string | null {
  if (error instanceof Error && 'digest' in error && typeof error.digest === 'string') return error.digest;
  return null;
}

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
        <button type="button" className={buttonVariants()} onClick={() => retry()}>
          Try again
        </button>
        <Link href="/" className={buttonVariants({ variant: 'secondary' })}>
          Go to the home page
        </Link>
      </p>
    </div>
  );
}
