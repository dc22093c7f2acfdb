'use client';

import Link from 'next/link';
import { useEffect } from 'react';
// buttonVariants, not Button: every page loads its error boundary. With Button here, every page's first
// load grew 1.1 kB and 12 of 63 went over 150 kB (0.5 kB and 6 pages even with ActionButton moved to a
// module of its own; `bench/first-load-js.ts --check`, 2026-11-29). The look is the same classes.
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
