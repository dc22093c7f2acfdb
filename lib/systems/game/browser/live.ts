// What the live stream's frames make stale. A turn moves nearly everything (prices, races, bills, the
// clock), so a `turn` frame revalidates every client read but the account settings; a `notification`
// the player's own inbox, mail, desk and status; a `world_event` the event feeds.

export const LIVE_EVENTS_URL = '/api/events';

/** Reads a turn does not change: the account's own settings. */
const NOT_TURN_BOUND = ['/api/settings/'];

const NOTIFICATION_BOUND = [
  '/api/notifications',
  '/api/mail',
  '/api/desk',
  '/api/client-nav',
  '/api/client-status',
];

const startsWithAny = (key: unknown, prefixes: readonly string[]) =>
  typeof key === 'string' && prefixes.some((prefix) => key.startsWith(prefix));

/** SWR key filters per frame kind, for `mutate(filter)`. */
export const staleAfter: Record<string, (key: unknown) => boolean> = {
  turn: (key) => startsWithAny(key, ['/api/']) && !startsWithAny(key, NOT_TURN_BOUND),
  notification: (key) => startsWithAny(key, NOTIFICATION_BOUND),
  world_event: (key) => startsWithAny(key, ['/api/events']),
};

/** The stream's `notification` frame data (the notifications verb's payload). */
export interface NotificationFrame {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  turn: number;
  createdAt: string;
}
