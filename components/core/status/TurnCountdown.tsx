'use client';

import { useEffect } from 'react';
import {
  describeTurnClock,
  formatCountdown,
  turnClockState,
  type TurnClock,
} from '@/lib/platform/browser/format';
import { useNow } from './use-now';

/** While a turn is due but the status still shows the old clock, ask again at this pace. */
const DUE_RECHECK_MS = 10_000;

export function TurnCountdown({ clock, onTurnDue }: { clock: TurnClock; onTurnDue: () => void }) {
  const ticking = clock.gameStatus !== 'paused' && clock.nextTurnAt !== null;
  const now = useNow(1000, ticking);
  const state = turnClockState(clock, now);
  const due = state.kind === 'due';

  // The worker needs a moment to run the turn; poll until the new nextTurnAt arrives instead of waiting 60 s.
  useEffect(() => {
    if (!due) return;
    const timer = setInterval(onTurnDue, DUE_RECHECK_MS);
    return () => clearInterval(timer);
  }, [due, onTurnDue]);

  // role="timer" is not live by default, so the per-second tick is not read out aloud. The server's clock
  // and the browser's differ by a moment when the page hydrates; the next tick shows the browser's. Both
  // lengths are always rendered (globals.css shows one), so hydration meets the same elements either way.
  const wide = describeTurnClock(clock, now);
  const narrow =
    state.kind === 'counting' ? `Next ${formatCountdown(state.remainingMs)}` : due ? 'Next: now' : wide;
  return (
    <p className="status-bar__clock" role="timer">
      <span className="status-bar__wide" suppressHydrationWarning>
        {wide}
      </span>
      <span className="status-bar__narrow" suppressHydrationWarning>
        {narrow}
      </span>
    </p>
  );
}
