import { describe, expect, it } from 'vitest';
import { choiceWindowClosed, openChoiceWindow } from './player-window';

const opened = new Date('2026-11-27T12:00:00Z');

describe('choice windows', () => {
  it('keeps a player’s choice open for the longer of its turns and its hours', () => {
    const window = openChoiceWindow({ turn: 10, turns: 3, now: opened, addressedToPlayer: true, hours: 12 });
    expect(window.closesTurn).toBe(13);
    expect(window.closesAt.toISOString()).toBe('2026-11-28T00:00:00.000Z');
    // The turns have passed but the hours have not: a daily player can still act.
    expect(choiceWindowClosed(window, { turn: 40, now: new Date('2026-11-27T23:59:00Z') })).toBe(false);
    // The hours have passed but not the turns.
    expect(choiceWindowClosed(window, { turn: 12, now: new Date('2026-11-29T00:00:00Z') })).toBe(false);
    expect(choiceWindowClosed(window, { turn: 13, now: new Date('2026-11-28T00:00:00Z') })).toBe(true);
  });

  it('closes a non-player’s choice with its turns alone', () => {
    const window = openChoiceWindow({ turn: 10, turns: 2, now: opened, addressedToPlayer: false, hours: 12 });
    expect(window.closesAt.getTime()).toBe(opened.getTime());
    expect(choiceWindowClosed(window, { turn: 12, now: opened })).toBe(true);
    expect(choiceWindowClosed(window, { turn: 11, now: opened })).toBe(false);
  });

  it('reads PLAYER_WINDOW_HOURS when no hours are given (tests set 0)', () => {
    const window = openChoiceWindow({ turn: 1, turns: 1, now: opened, addressedToPlayer: true });
    expect(window.closesAt.getTime()).toBe(opened.getTime());
  });
});
