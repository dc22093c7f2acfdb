'use client';

import { useState } from 'react';
import { mutate } from 'swr';
import { Button } from '@/components/ui/Button';
import { useHydrated } from '@/components/ui/ClientOnly';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { ADMIN_OVERVIEW_KEY, toggleSubsidiaries } from './admin-api';

/** Flips subsidiaryCorporationsEnabled and re-reads the overview. */
export function SubsidiaryToggle({ enabled }: { enabled: boolean }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Server-rendered: a click before hydration would be lost.
  const hydrated = useHydrated();
  return (
    <>
      <Button
        disabled={busy || !hydrated}
        onClick={async () => {
          setBusy(true);
          setError(null);
          try {
            await toggleSubsidiaries();
            await mutate(ADMIN_OVERVIEW_KEY);
          } catch (caught) {
            setError(caught instanceof Error ? caught.message : String(caught));
          } finally {
            setBusy(false);
          }
        }}
      >
        {enabled ? 'Turn subsidiary corporations off' : 'Turn subsidiary corporations on'}
      </Button>
      <ErrorAlert message={error} />
    </>
  );
}
