'use client';

import { useState } from 'react';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { errorMessage } from '@/components/ui/error-message';
import { fundraiseOnce } from '@/lib/systems/game/browser/api';
import { formatMoney } from '@/lib/platform/browser/format';
import { refreshClientStatus } from '@/lib/systems/game/browser/session';
import { FUNDRAISE_ACTION_COST } from '@/lib/systems/core/characters/constants';
import { Button } from '@/components/ui/Button';

/** One fundraise: spends actions for exactly the projected income shown in the status bar. */
export function FundraiseButton({ currencyCode }: { currencyCode: string | null }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function handleClick() {
    setPending(true);
    setError(null);
    setDone(null);
    try {
      const result = await fundraiseOnce();
      setDone(`Raised ${formatMoney(result.raised, currencyCode)}.`);
      await refreshClientStatus();
    } catch (failure) {
      setError(errorMessage(failure, 'Could not fundraise.'));
    } finally {
      setPending(false);
    }
  }

  return (
    <div>
      <Button disabled={pending} onClick={() => void handleClick()}>
        Fundraise ({FUNDRAISE_ACTION_COST} actions)
      </Button>
      <ErrorAlert message={error} />
      <p className="status-message" role="status">
        {done}
      </p>
    </div>
  );
}
