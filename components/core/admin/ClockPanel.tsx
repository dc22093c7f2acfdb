'use client';

import { useState } from 'react';
import { TurnCountdown } from '@/components/core/status/TurnCountdown';
import { Button } from '@/components/ui/Button';
import { useHydrated } from '@/components/ui/ClientOnly';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { StatusMessage } from '@/components/ui/StatusMessage';
import { errorMessage } from '@/components/ui/error-message';
import { formatInteger } from '@/lib/platform/browser/format';
import { DateTime } from '@/components/ui/DateTime';
import { advanceTurn, setGameStatus } from './admin-api';
import { describeAdvance, formatSeconds } from './admin-format';
import type { AdminGame } from './types';

interface ClockPanelProps {
  /** Undefined until the overview loads; null when the world has not been created. */
  game: AdminGame | null | undefined;
  /** The overview failed to load (the dashboard shows why), so stop saying "Loading". */
  loadFailed: boolean;
  /** Re-reads everything the actions change (overview, health, the status bar); resolves when done. */
  onChanged: () => Promise<void>;
  /** Called while the countdown shows a turn as due, to pick up the worker's result. */
  onTurnDue: () => void;
}

export function ClockPanel({ game, loadFailed, onChanged, onTurnDue }: ClockPanelProps) {
  const [pending, setPending] = useState(false);
  // Server-rendered: a click before hydration would be lost.
  const hydrated = useHydrated();
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run(task: () => Promise<string>, fallback: string) {
    setPending(true);
    setError(null);
    setMessage(null);
    try {
      setMessage(await task());
      await onChanged();
    } catch (failure) {
      setError(errorMessage(failure, fallback));
    } finally {
      setPending(false);
    }
  }

  function handleAdvance() {
    void run(async () => describeAdvance(await advanceTurn()), 'Could not advance the turn.');
  }

  function handleToggle(paused: boolean) {
    const next = paused ? 'active' : 'paused';
    void run(
      async () => {
        await setGameStatus(next);
        return next === 'paused' ? 'Clock paused. No turn runs until you resume it.' : 'Clock resumed.';
      },
      paused ? 'Could not resume the clock.' : 'Could not pause the clock.',
    );
  }

  const paused = game?.status === 'paused';

  return (
    <section className="card" aria-labelledby="admin-clock-heading">
      <h2 id="admin-clock-heading">Turn clock</h2>
      {game === undefined && (
        <p className="muted">{loadFailed ? 'Clock unavailable.' : 'Loading the clock…'}</p>
      )}
      {game === null && <p>The world has not been created yet, so there is no clock to run.</p>}
      {game && (
        <>
          <dl className="fact-grid">
            <div>
              <dt>Current turn</dt>
              <dd>{formatInteger(game.currentTurn)}</dd>
            </div>
            <div>
              <dt>Clock</dt>
              <dd>{paused ? 'Paused' : 'Running'}</dd>
            </div>
            <div>
              <dt>Turn length</dt>
              <dd>{formatSeconds(game.turnDurationMs / 1000)}</dd>
            </div>
            <div>
              <dt>Last turn</dt>
              <dd>
                <DateTime iso={game.lastTurnAt} />
              </dd>
            </div>
          </dl>
          {/* While paused the Clock figure above already says so; the countdown would only repeat it. */}
          {!paused && (
            <TurnCountdown
              clock={{ gameStatus: game.status, nextTurnAt: game.nextTurnAt }}
              onTurnDue={onTurnDue}
            />
          )}
          <div className={`actions mt-4 mb-2 flex flex-wrap gap-3`}>
            <Button disabled={pending || !hydrated} onClick={handleAdvance}>
              Advance turn
            </Button>
            <Button variant="secondary" disabled={pending || !hydrated} onClick={() => handleToggle(paused)}>
              {paused ? 'Resume clock' : 'Pause clock'}
            </Button>
          </div>
          <p className="hint">Advance turn runs one turn now, even while the clock is paused.</p>
        </>
      )}
      <ErrorAlert message={error} />
      <StatusMessage message={message} />
    </section>
  );
}
