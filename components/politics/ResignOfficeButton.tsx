'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { StatusMessage } from '@/components/ui/StatusMessage';
import { errorMessage } from '@/components/ui/error-message';
import { fetchJson } from '@/lib/platform/browser/fetcher';

/** Leaves an office the player holds; asks once more before it does. */
export function ResignOfficeButton({
  seatId,
  office,
  onResigned,
}: {
  seatId: string;
  office: string;
  onResigned: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  async function resign() {
    setBusy(true);
    setFailure(null);
    try {
      await fetchJson('/api/offices/resign', { method: 'POST', body: { seatId } });
      setStatus(`You resigned as ${office}.`);
      onResigned();
    } catch (caught) {
      setFailure(errorMessage(caught, 'Could not resign.'));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }
  return (
    <div className="grid gap-1">
      {confirming ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="danger" disabled={busy} onClick={() => void resign()}>
            Yes, resign as {office}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => setConfirming(false)}>
            Keep the office
          </Button>
        </div>
      ) : (
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          Resign
        </Button>
      )}
      <StatusMessage message={status} />
      <ErrorAlert message={failure} />
    </div>
  );
}
