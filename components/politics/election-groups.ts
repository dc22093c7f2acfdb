import type { ElectionSummary } from '@/lib/systems/politics/elections/schemas';

export const electionName = (e: ElectionSummary) =>
  `${e.stateName ? `${e.stateName}: ` : ''}${e.title}${e.kind === 'by_election' ? ' (by-election)' : ''}`;

const STATUS_LABELS: Record<ElectionSummary['status'], string> = {
  upcoming: 'Filing soon',
  open: 'Open',
  closed: 'Decided',
};
export const electionStatusLabel = (status: ElectionSummary['status']) => STATUS_LABELS[status];

/**
 * The elections list splits in two: the races still to decide (by name) and those decided recently (newest
 * first), so a closed race is never listed under "not yet decided".
 */
export function groupElections(elections: readonly ElectionSummary[]): {
  undecided: ElectionSummary[];
  decided: ElectionSummary[];
} {
  const byName = (a: ElectionSummary, b: ElectionSummary) =>
    electionName(a).localeCompare(electionName(b)) || a.endTurn - b.endTurn;
  return {
    undecided: elections.filter((e) => e.status !== 'closed').sort(byName),
    decided: elections
      .filter((e) => e.status === 'closed')
      .sort((a, b) => b.endTurn - a.endTurn || byName(a, b)),
  };
}

/** The winners of a decided race, by name, from its final votes. */
export const electionWinners = (e: ElectionSummary) =>
  (e.finalVotes ?? []).filter((v) => v.isWinner).map((v) => v.characterName);
