'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import { Button } from '@/components/ui/Button';

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
        <Button onClick={() => retry()}>Try again</Button>
        <Button asChild variant="secondary">
          <Link href="/">Go to the home page</Link>
        </Button>
      </p>
    </div>
  );
}
