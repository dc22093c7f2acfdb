'use client';

import { useState } from 'react';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { errorMessage } from '@/components/ui/error-message';
import { formatInteger } from '@/lib/platform/browser/format';
import { setGameFlags } from './admin-api';
import { SubsidiaryToggle } from './SubsidiaryToggle';
import type { AdminCounts, AdminGame } from './types';
import { Button } from '@/components/ui/Button';
import { useHydrated } from '@/components/ui/ClientOnly';

const COUNT_LABELS: [keyof AdminCounts, string][] = [
  ['users', 'Users'],
  ['characters', 'Characters'],
  ['playerCharacters', 'Player characters'],
  ['activeApiKeys', 'Active API keys'],
];

interface WorldPanelProps {
  counts: AdminCounts | undefined;
  game: AdminGame | null | undefined;
  loadFailed: boolean;
  /** Re-reads the overview after a flag changes. */
  onChanged?: () => Promise<void>;
}

export function WorldPanel({ counts, game, loadFailed, onChanged }: WorldPanelProps) {
  const [pending, setPending] = useState(false);
  // Server-rendered: a click before hydration would be lost.
  const hydrated = useHydrated();
  const [error, setError] = useState<string | null>(null);

  async function flip(flags: { transfersPaused?: boolean; forexEnabled?: boolean }) {
    setPending(true);
    setError(null);
    try {
      await setGameFlags(flags);
      await onChanged?.();
    } catch (failure) {
      setError(errorMessage(failure, 'Could not change the flag.'));
    } finally {
      setPending(false);
    }
  }

  return (
    <section className="card" aria-labelledby="admin-world-heading">
      <h2 id="admin-world-heading">World</h2>
      {counts ? (
        <dl className="fact-grid">
          {COUNT_LABELS.map(([key, label]) => (
            <div key={key}>
              <dt>{label}</dt>
              <dd>{formatInteger(counts[key])}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="muted">{loadFailed ? 'Counts unavailable.' : 'Loading counts…'}</p>
      )}
      {game && (
        <>
          <h3>Feature flags</h3>
          <dl className="fact-grid">
            <div>
              <dt>Subsidiary corporations</dt>
              <dd>{game.subsidiaryCorporationsEnabled ? 'Enabled' : 'Disabled'}</dd>
            </div>
            <div>
              <dt>Fund transfers</dt>
              <dd>
                {game.transfersPaused ? 'Paused' : 'Allowed'}{' '}
                <Button
                  variant="secondary"
                  disabled={pending || !hydrated}
                  onClick={() => void flip({ transfersPaused: !game.transfersPaused })}
                >
                  {game.transfersPaused ? 'Resume transfers' : 'Pause transfers'}
                </Button>
              </dd>
            </div>
            <div>
              <dt>Currency exchange</dt>
              <dd>
                {game.forexEnabled ? 'Enabled' : 'Disabled'}{' '}
                <Button
                  variant="secondary"
                  disabled={pending || !hydrated}
                  onClick={() => void flip({ forexEnabled: !game.forexEnabled })}
                >
                  {game.forexEnabled ? 'Disable exchange' : 'Enable exchange'}
                </Button>
              </dd>
            </div>
          </dl>
          <ErrorAlert message={error} />
          <SubsidiaryToggle enabled={game.subsidiaryCorporationsEnabled} />
        </>
      )}
    </section>
  );
}
