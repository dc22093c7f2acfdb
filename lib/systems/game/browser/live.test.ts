import { describe, expect, it } from 'vitest';
import { staleAfter } from './live';

describe('staleAfter', () => {
  it('a turn makes every client read stale but the account settings', () => {
    for (const key of [
      '/api/client-status',
      '/api/elections?country=US',
      '/api/desk',
      '/api/events?limit=5',
    ]) {
      expect(staleAfter.turn!(key), key).toBe(true);
    }
    for (const key of ['/api/settings/api-keys', '/api/settings/policy', 'not-a-url', null, ['/api/x']]) {
      expect(staleAfter.turn!(key), String(key)).toBe(false);
    }
  });

  it('a notification makes the inbox, mail, desk and counters stale, not the world', () => {
    for (const key of ['/api/notifications?unread=1', '/api/client-nav', '/api/desk', '/api/mail']) {
      expect(staleAfter.notification!(key), key).toBe(true);
    }
    expect(staleAfter.notification!('/api/elections')).toBe(false);
    expect(staleAfter.world_event!('/api/events/active')).toBe(true);
    expect(staleAfter.world_event!('/api/desk')).toBe(false);
  });
});
