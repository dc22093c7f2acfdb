/** The NOTIFY channel the live_events trigger signals (drizzle/0021_live_desk.sql). */
export const LIVE_EVENTS_CHANNEL = 'live_events';

/** What the stream carries; `notification` frames go only to their character. */
export const LIVE_EVENT_KINDS = ['turn', 'notification', 'world_event'] as const;
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];

/** Open streams one account (or one address, for guests) may hold across every web process: a few tabs, not a flood. */
export const LIVE_STREAMS_PER_CLIENT = 5;
// Open streams one web process holds at most: the LIVE_STREAMS_PER_PROCESS setting (lib/platform/env.ts).

/** The browser's reconnect delay, sent as the `retry:` hint. */
export const LIVE_RETRY_MS = 3_000;
/** A comment line at least this often (under the 30 s idle timeouts of common proxies). */
export const LIVE_HEARTBEAT_MS = 20_000;

/**
 * A stream ends after this long and the browser reconnects at once (Last-Event-ID replays what fell
 * between), so no stream outlives the checks made when it opened.
 */
export const LIVE_MAX_LIFETIME_MS = 15 * 60_000;
/** How often a process checks that its streams' sessions still exist (a logout also ends them at once). */
export const LIVE_SESSION_CHECK_MS = 20_000;

/**
 * A process's heartbeat (renewed every LIVE_SESSION_CHECK_MS while it holds streams) lapses this long
 * after its last renewal, and with it every lease the process holds, if the process died.
 */
export const LIVE_LEASE_TTL_MS = 3 * LIVE_SESSION_CHECK_MS;
/** A dead holder's heartbeat row and leases are deleted this long after it lapsed. */
export const LIVE_HOLDER_FORGET_MS = 10 * 60_000;

/** Frames a reconnect can replay; an older Last-Event-ID gets the newest ones and the page refetches. */
export const LIVE_BACKLOG_LIMIT = 500;
/** The log keeps this many turns of frames; the prune phase drops older ones. */
export const LIVE_EVENTS_KEEP_TURNS = 10;

/** A hole in `seq` (a writer not yet committed, or rolled back) is waited for this long, then given up. */
export const LIVE_GAP_WAIT_MS = 60_000;

/** The stream's transport settings (lib/platform/http/sse.ts). */
export const LIVE_STREAM_OPTIONS = {
  retryMs: LIVE_RETRY_MS,
  heartbeatMs: LIVE_HEARTBEAT_MS,
  maxLifetimeMs: LIVE_MAX_LIFETIME_MS,
} as const;
