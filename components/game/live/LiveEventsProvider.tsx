'use client';

import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';

export type LiveStatus = 'connecting' | 'open' | 'closed';

interface LiveState {
  status: LiveStatus;
  /** Turn frames heard since the page opened: server-rendered parts re-render when it moves. */
  turnsHeard: number;
}

const LiveContext = createContext<LiveState>({ status: 'closed', turnsHeard: 0 });

/** The shared stream's state: whether pages update live or only on their poll. */
export function useLiveEvents(): LiveState {
  return useContext(LiveContext);
}

// The stream itself (the EventSource, SWR revalidation, the notification toast) loads after the page's own
// code: every page's first load carries this module (docs/ui.md, "First-load JavaScript").
const LiveStream = lazy(() => import('./LiveStream'));

/**
 * One EventSource on /api/events for the whole app (`LiveStream`): frames revalidate the SWR keys they
 * make stale, and the state here tells the pages whether they update live and when a turn was heard.
 * `since` is the live log's seq when the server rendered the page: the stream replays what came after it,
 * so a turn ending while the page (and the stream's own chunk) loads is not missed.
 */
export function LiveEventsProvider({ children, since }: { children: React.ReactNode; since?: number }) {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [turnsHeard, setTurnsHeard] = useState(0);
  // The first render's: a refreshed layout brings a newer one, but the open stream already follows on.
  const [renderedSince] = useState(since);
  const onTurn = useCallback(() => setTurnsHeard((n) => n + 1), []);
  const state = useMemo(() => ({ status, turnsHeard }), [status, turnsHeard]);
  return (
    <LiveContext.Provider value={state}>
      {children}
      <Suspense fallback={null}>
        <LiveStream since={renderedSince} onStatus={setStatus} onTurn={onTurn} />
      </Suspense>
    </LiveContext.Provider>
  );
}

/**
 * Re-renders the page's server components when a turn is heard on the live stream, so data drawn on the
 * server (maps, race results, a state's seats) follows the turn as the SWR-read parts do. Renders nothing.
 */
export function RefreshOnTurn() {
  const router = useRouter();
  const { turnsHeard } = useLiveEvents();
  useEffect(() => {
    if (turnsHeard > 0) router.refresh();
  }, [turnsHeard, router]);
  return null;
}
