'use client';

import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';
import { mutate } from 'swr';
import { toast } from '@/components/ui/Toaster';
import { LIVE_EVENTS_URL, staleAfter, type NotificationFrame } from '@/lib/systems/game/browser/live';

type LiveStatus = 'connecting' | 'open' | 'closed';

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

/** After the browser gives up (a 429, a server restart it could not ride out), try again this much later. */
const REOPEN_AFTER_MS = 60_000;
/** Every open page hears a turn at the same moment: spread their re-reads over this much time. */
const TURN_SPREAD_MS = 1_000;

/**
 * One EventSource on /api/events for the whole app. Frames revalidate the SWR keys they make stale, so
 * pages update at once; the pages' own polling keeps them fresh when the stream is unavailable. A
 * notification frame also shows a toast.
 */
export function LiveEventsProvider({ children }: { children: React.ReactNode }) {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [turnsHeard, setTurnsHeard] = useState(0);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let spread: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      source = new EventSource(LIVE_EVENTS_URL);
      source.onopen = () => setStatus('open');
      source.onerror = () => {
        if (source?.readyState !== EventSource.CLOSED) {
          setStatus('connecting');
          return;
        }
        setStatus('closed');
        reopen = setTimeout(open, REOPEN_AFTER_MS);
      };
      source.addEventListener('turn', () => {
        spread = setTimeout(() => {
          void mutate(staleAfter.turn!);
          setTurnsHeard((n) => n + 1);
        }, Math.random() * TURN_SPREAD_MS);
      });
      source.addEventListener('world_event', () => void mutate(staleAfter.world_event!));
      source.addEventListener('notification', (event) => {
        const frame = JSON.parse((event as MessageEvent<string>).data) as NotificationFrame;
        toast(frame.title);
        void mutate(staleAfter.notification!);
      });
    };
    open();
    return () => {
      clearTimeout(reopen);
      clearTimeout(spread);
      source?.close();
    };
  }, []);

  const state = useMemo(() => ({ status, turnsHeard }), [status, turnsHeard]);
  return <LiveContext.Provider value={state}>{children}</LiveContext.Provider>;
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
