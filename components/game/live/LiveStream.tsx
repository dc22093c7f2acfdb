'use client';

import { useEffect } from 'react';
import { mutate } from 'swr';
import { toast } from '@/components/ui/Toaster';
import { LIVE_EVENTS_URL, staleAfter, type NotificationFrame } from '@/lib/systems/game/browser/live';
import type { LiveStatus } from './LiveEventsProvider';

/** After the browser gives up (a 429, a server restart it could not ride out), try again this much later. */
const REOPEN_AFTER_MS = 60_000;
/** Every open page hears a turn at the same moment: spread their re-reads over this much time. */
const TURN_SPREAD_MS = 1_000;

/**
 * One EventSource on /api/events for the whole app. Frames revalidate the SWR keys they make stale, so
 * pages update at once; the pages' own polling keeps them fresh when the stream is unavailable. A
 * notification frame also shows a toast. Renders nothing; `LiveEventsProvider` loads it after the page.
 */
export default function LiveStream({
  since,
  onStatus,
  onTurn,
}: {
  /** The live log's seq at the server render (LiveEventsProvider). */
  since: number | undefined;
  onStatus: (status: LiveStatus) => void;
  onTurn: () => void;
}) {
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let spread: ReturnType<typeof setTimeout> | undefined;
    // The browser resumes a dropped stream with Last-Event-ID itself; a stream opened anew (the first, or
    // after giving up) starts from the last frame heard, or from the render.
    let heard = since;
    const hear = (event: Event) => {
      const id = Number((event as MessageEvent).lastEventId);
      if (Number.isSafeInteger(id) && id > 0) heard = id;
    };
    const open = () => {
      source = new EventSource(heard === undefined ? LIVE_EVENTS_URL : `${LIVE_EVENTS_URL}?since=${heard}`);
      source.onopen = () => onStatus('open');
      source.onerror = () => {
        if (source?.readyState !== EventSource.CLOSED) {
          onStatus('connecting');
          return;
        }
        onStatus('closed');
        reopen = setTimeout(open, REOPEN_AFTER_MS);
      };
      source.addEventListener('turn', (event) => {
        hear(event);
        spread = setTimeout(() => {
          void mutate(staleAfter.turn!);
          onTurn();
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
  }, [since, onStatus, onTurn]);
  return null;
}
