import pg from 'pg';
import { log } from '@/lib/platform/log';

export interface PgListener {
  /** Resolves once LISTEN is in place (the first time); later reconnects happen in the background. */
  ready: Promise<void>;
  stop(): Promise<void>;
}

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 10_000;

/**
 * A dedicated connection, outside the query pool, that LISTENs on one channel and calls `onSignal` for
 * each NOTIFY. If the connection drops it reconnects with backoff and then calls `onSignal` once, since
 * signals sent while it was away are lost: the caller re-reads its source rather than trusting signals.
 */
export function listenForSignals(
  connectionString: string,
  channel: string,
  /** The NOTIFY payload; undefined after a reconnect, when signals may have been missed. */
  onSignal: (payload?: string) => void,
): PgListener {
  let client: pg.Client | null = null;
  let stopped = false;
  let delay = RECONNECT_MIN_MS;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let markReady: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const scheduleReconnect = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect(true);
    }, delay);
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  };

  const connect = async (reconnecting: boolean) => {
    const next = new pg.Client({ connectionString, application_name: `listen:${channel}` });
    let failed = false;
    const drop = (error?: Error) => {
      if (failed) return;
      failed = true;
      if (client === next) client = null;
      if (!stopped) log.warn({ err: error, channel }, 'listen connection lost; reconnecting');
      next.end().catch(() => {});
      scheduleReconnect();
    };
    next.on('error', drop);
    next.on('end', () => drop());
    next.on('notification', (message) => {
      if (message.channel === channel) onSignal(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      drop(error as Error);
      return;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    delay = RECONNECT_MIN_MS;
    markReady();
    if (reconnecting) onSignal();
  };

  void connect(false);
  return {
    ready,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
