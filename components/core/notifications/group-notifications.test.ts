import { describe, expect, it } from 'vitest';
import { groupNotifications } from './group-notifications';

const note = (id: string, kind: string, turn: number) => ({ id, kind, turn });

describe('grouping notifications', () => {
  it('puts neighbours of one kind and turn together, and keeps the order', () => {
    const groups = groupNotifications([
      note('a', 'order_filled', 9),
      note('b', 'order_filled', 9),
      note('c', 'order_filled', 9),
      note('d', 'election_won', 9),
      note('e', 'order_filled', 8),
    ]);
    expect(groups.map((g) => [g.kind, g.turn, g.items.map((i) => i.id).join('')])).toEqual([
      ['order_filled', 9, 'abc'],
      ['election_won', 9, 'd'],
      ['order_filled', 8, 'e'],
    ]);
  });
});
