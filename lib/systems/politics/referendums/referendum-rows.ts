import { eq } from 'drizzle-orm';
import { referendums, states, type Referendum } from '@/models';
import type { Db } from '@/lib/platform/db';
import type { ReferendumKind, ReferendumStatus } from './constants';
import type { ReferendumView } from './schemas';

/** Referendums with their region's name; callers add where, order and limit. */
export function selectReferendums(db: Db) {
  return db
    .select({ referendum: referendums, stateName: states.name })
    .from(referendums)
    .leftJoin(states, eq(states.id, referendums.stateId))
    .$dynamic();
}

export function toReferendumView({
  referendum: r,
  stateName,
}: {
  referendum: Referendum;
  stateName: string | null;
}): ReferendumView {
  return {
    id: r.id,
    countryId: r.countryId,
    region: r.stateId ? { id: r.stateId, name: stateName ?? r.stateId } : null,
    kind: r.kind as ReferendumKind,
    targetCountryId: r.targetCountryId,
    title: r.title,
    legislationTypeId: r.legislationTypeId,
    optionIndex: r.optionIndex,
    status: r.status as ReferendumStatus,
    timing: {
      proposedTurn: r.proposedTurn,
      votingOpensTurn: r.votingOpensTurn,
      resolvesTurn: r.resolvesTurn,
      resolvedTurn: r.resolvedTurn,
    },
    currentYes: r.currentYes,
    baselineYes: r.baselineYes,
    pollHistory: r.pollHistory,
    partyPositions: r.partyPositions,
    result:
      r.passed !== null && r.resultYes !== null && r.resultNo !== null && r.turnout !== null
        ? {
            yes: r.resultYes,
            no: r.resultNo,
            turnout: r.turnout,
            passed: r.passed,
            resolvedTurn: r.resolvedTurn!,
          }
        : null,
  };
}
