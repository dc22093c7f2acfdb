import { describe, expect, it } from 'vitest';
import type { ElectionSummary } from '@/lib/systems/politics/elections/schemas';
import { groupElections } from './election-groups';

const election = (id: string, status: ElectionSummary['status'], endTurn: number): ElectionSummary => ({
  id,
  seatId: null,
  kind: 'regular',
  electionType: 'house',
  title: 'Representative',
  state: 'CA',
  stateName: `State ${id}`,
  status,
  totalSeats: 1,
  endTurn,
  startTime: null,
  endTime: null,
  candidates: [],
  ...(status === 'closed'
    ? {
        finalVotes: [
          { characterId: 'x', characterName: 'X', party: null, votes: 3, share: 1, isWinner: true },
        ],
      }
    : {}),
});

describe('the elections list', () => {
  it('never lists a closed race among the undecided ones', () => {
    const { undecided, decided } = groupElections([
      election('b', 'closed', 10),
      election('a', 'open', 20),
      election('c', 'upcoming', 30),
      election('d', 'closed', 12),
    ]);
    expect(undecided.map((e) => e.id)).toEqual(['a', 'c']);
    expect(decided.map((e) => e.id)).toEqual(['d', 'b']);
  });
});
