import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import type { ElectionPhase } from './schemas';

export interface ElectionTimeline {
  status: string;
  primaryTurn: number | null;
  generalTurn: number;
}

/**
 * The phase flags of an election after `lastTurn` (the last turn the engine processed, current turn - 1),
 * so they agree with the status the engine wrote that turn. Filing is open while neither vote started.
 */
export function electionPhase(election: ElectionTimeline, lastTurn: number): ElectionPhase {
  const isEnded = election.status === 'closed';
  const firstVote = election.primaryTurn ?? election.generalTurn;
  return {
    isEnded,
    isUpcoming: !isEnded && lastTurn < firstVote,
    inPrimary:
      !isEnded &&
      election.primaryTurn !== null &&
      lastTurn >= election.primaryTurn &&
      lastTurn < election.generalTurn,
    inGeneral: !isEnded && lastTurn >= election.generalTurn,
  };
}

/** Players may file until the general vote starts (so through the primary). */
export function isFilingOpen(election: ElectionTimeline, lastTurn: number): boolean {
  return election.status !== 'closed' && lastTurn < election.generalTurn;
}

/** The last turn the engine processed. */
export async function lastProcessedTurn(db: Db): Promise<number> {
  const rows = await db.execute<{ turn: number }>(
    sql`select current_turn - 1 as turn from game_state limit 1`,
  );
  return rows.rows[0]?.turn ?? 0;
}
