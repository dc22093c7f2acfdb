import { sql } from 'drizzle-orm';
import { currentActionsSql } from '@/lib/systems/core/characters/actions';
import type { Db } from '@/lib/platform/db';
import { centsToUnits } from '@/lib/systems/core/money';
import { isFilingOpen, lastProcessedTurn } from './election-phase';
import { getElection } from './get-election';
import { finalFieldSql, finalPlaceSql } from './standing';
import type { GetElectionResult } from './schemas';

export interface ElectionViewer {
  hasCharacter: boolean;
  characterId: string | null;
  isCandidate: boolean;
  /** Why the viewer may not file, or null when they may. */
  fileBlockedReason: string | null;
  canCampaign: boolean;
  campaignFunds: number;
  actions: number;
  currencyCode: string | null;
  /** The viewer's place among the candidates of the final count, when they stood and were not out in the primary. */
  standing: { place: number; field: number } | null;
}

export type ElectionPage = GetElectionResult & { viewer: ElectionViewer | null; lastTurn: number };

/** The election page's data: the public election plus what the signed-in viewer may do in it. */
export async function getElectionPage(
  db: Db,
  input: { id: string; userId: string | null },
): Promise<ElectionPage> {
  const election = await getElection(db, { id: input.id });
  const lastTurn = await lastProcessedTurn(db);
  if (!election.found || !election.election || !input.userId) return { ...election, viewer: null, lastTurn };
  const [me] = (
    await db.execute<{
      id: string;
      country_id: string;
      state_id: string;
      actions: number;
      campaign_funds_cents: number;
      currency_code: string;
      running_here: boolean;
      running_elsewhere: boolean;
    }>(sql`
      select c.id, c.country_id, c.state_id, ${currentActionsSql('c')} as actions, c.campaign_funds_cents, co.currency_code,
             exists (select 1 from election_candidates ec where ec.character_id = c.id and ec.election_id = ${election.election.id}
                     and not ec.eliminated_in_primary) as running_here,
             exists (select 1 from election_candidates ec join elections e on e.id = ec.election_id
                     where ec.character_id = c.id and e.status <> 'closed' and e.id <> ${election.election.id}) as running_elsewhere
      from characters c join countries co on co.id = c.country_id where c.user_id = ${input.userId}`)
  ).rows;
  if (!me) {
    return {
      ...election,
      lastTurn,
      viewer: {
        hasCharacter: false,
        characterId: null,
        isCandidate: false,
        fileBlockedReason: 'Create a character to run for office.',
        canCampaign: false,
        campaignFunds: 0,
        actions: 0,
        currencyCode: null,
        standing: null,
      },
    };
  }
  const e = election.election;
  const [standing] = (
    await db.execute<{ place: number | null; field: number }>(sql`
      select place, field from (
        select ec.character_id, ${finalPlaceSql('ec')} as place, ${finalFieldSql('ec')} as field
        from election_candidates ec where ec.election_id = ${e.id}) r
      where r.character_id = ${me.id}`)
  ).rows;
  const open = isFilingOpen(
    { status: e.status, primaryTurn: e.primaryTurn, generalTurn: e.generalTurn },
    lastTurn,
  );
  const fileBlockedReason = me.running_here
    ? 'You are a candidate.'
    : me.running_elsewhere
      ? 'You are standing in another election.'
      : me.country_id !== e.countryId
        ? 'This election is in another country.'
        : e.state && e.state !== me.state_id
          ? 'This election is in another state.'
          : !open
            ? 'Filing has closed.'
            : null;
  return {
    ...election,
    lastTurn,
    viewer: {
      hasCharacter: true,
      characterId: me.id,
      isCandidate: me.running_here,
      fileBlockedReason,
      canCampaign: me.running_here && e.status !== 'closed' && e.endTurn > lastTurn,
      campaignFunds: centsToUnits(Number(me.campaign_funds_cents)),
      actions: me.actions,
      currencyCode: me.currency_code,
      standing: standing?.place ? { place: standing.place, field: standing.field } : null,
    },
  };
}
