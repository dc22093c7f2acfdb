'use client';

import { createContext, useContext, useEffect, useState } from 'react';
import { mutate } from 'swr';
import { toast } from '@/components/ui/Toaster';
import { LIVE_EVENTS_URL, staleAfter, type NotificationFrame } from '@/lib/systems/game/client/live';

type LiveStatus = 'connecting' | 'open' | 'closed';

interface LiveState {
  status: LiveStatus;
}

const LiveContext = createContext<LiveState>({ status: 'closed' });

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
  const [state, setState] = useState<LiveState>({ status: 'connecting' });

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let spread: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      source = new EventSource(LIVE_EVENTS_URL);
      source.onopen = () => setState({ status: 'open' });
      source.onerror = () => {
        if (source?.readyState !== EventSource.CLOSED) {
          setState({ status: 'connecting' });
          return;
        }
        setState({ status: 'closed' });
        reopen = setTimeout(open, REOPEN_AFTER_MS);
      };
      source.addEventListener('turn', () => {
        spread = setTimeout(() => void mutate(staleAfter.turn!), Math.random() * TURN_SPREAD_MS);
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

  return <LiveContext.Provider value={state}>{children}</LiveContext.Provider>;
}
