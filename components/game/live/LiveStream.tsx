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
  onStatus,
  onTurn,
}: {
  onStatus: (status: LiveStatus) => void;
  onTurn: () => void;
}) {
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let spread: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      source = new EventSource(LIVE_EVENTS_URL);
      source.onopen = () => onStatus('open');
      source.onerror = () => {
        if (source?.readyState !== EventSource.CLOSED) {
          onStatus('connecting');
          return;
        }
        onStatus('closed');
        reopen = setTimeout(open, REOPEN_AFTER_MS);
      };
      source.addEventListener('turn', () => {
        spread = setTimeout(() => {
          void mutate(staleAfter.turn!);
          onTurn();
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
  }, [onStatus, onTurn]);
  return null;
}
