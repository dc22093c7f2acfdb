'use client';

import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';
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
 * notification frame also shows a toast. `since` is the live log's seq when the server rendered the page:
 * the stream replays what came after it, so a turn ending while the page loads is not missed.
 */
export function LiveEventsProvider({ children, since }: { children: React.ReactNode; since?: number }) {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [turnsHeard, setTurnsHeard] = useState(0);
  // The first render's: a refreshed layout brings a newer one, but the open stream already follows on.
  const renderedSince = useRef(since);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let spread: ReturnType<typeof setTimeout> | undefined;
    // The browser resumes a dropped stream with Last-Event-ID itself; a stream opened anew (the first, or
    // after giving up) starts from the last frame heard, or from the render.
    let heard = renderedSince.current;
    const hear = (event: Event) => {
      const id = Number((event as MessageEvent).lastEventId);
      if (Number.isSafeInteger(id) && id > 0) heard = id;
    };
    const open = () => {
      source = new EventSource(heard === undefined ? LIVE_EVENTS_URL : `${LIVE_EVENTS_URL}?since=${heard}`);
      source.onopen = () => setStatus('open');
      source.onerror = () => {
        if (source?.readyState !== EventSource.CLOSED) {
          setStatus('connecting');
          return;
        }
        setStatus('closed');
        reopen = setTimeout(open, REOPEN_AFTER_MS);
      };
      source.addEventListener('turn', (event) => {
        hear(event);
        spread = setTimeout(() => {
          void mutate(staleAfter.turn!);
          setTurnsHeard((n) => n + 1);
        }, Math.random() * TURN_SPREAD_MS);
      });
      source.addEventListener('world_event', (event) => {
        hear(event);
        void mutate(staleAfter.world_event!);
      });
      source.addEventListener('notification', (event) => {
        hear(event);
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
