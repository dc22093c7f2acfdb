import { sql } from 'drizzle-orm';
import { currentActionsSql } from '@/lib/systems/core/characters/actions';
import type { Db } from '@/lib/platform/db';
import { centsToUnits } from '@/lib/systems/core/money';
import { CAMPAIGN_EFFECT_DECAY, ENDORSE_ASK_CHOICES } from './constants';
import { isFilingOpen, lastProcessedTurn } from './election-phase';
import { formatGameDate, listElectionCalendar } from './election-calendar';
import { getElection } from './get-election';
import { endorserStandingSql } from './endorsements';
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
  politicalInfluence: number;
  /** Why the viewer may endorse ("Governor, Ohio"), or null without office or party leadership. */
  endorserStanding: string | null;
  /** Whether the viewer already endorsed someone in this race. */
  endorsedHere: boolean;
  /** For a candidate still campaigning: people with standing they may ask for an endorsement. */
  endorsers: EndorserChoice[];
  /** Candidates still in the race who asked the viewer for an endorsement, newest first (empty once endorsed). */
  askedBy: { candidateId: string; name: string; turn: number }[];
}

export interface EndorserChoice {
  characterId: string;
  name: string;
  /** Why they count, e.g. "Governor, Ohio". */
  standing: string;
  /** The viewer already asked them in this race. */
  asked: boolean;
  /** They already endorsed someone in this race. */
  endorsed: boolean;
}

/**
 * Whom a candidate may ask: office holders and party leaders of the race's country not standing in it, their
 * own party's leader first, then those of the race's state, then by influence (ENDORSE_ASK_CHOICES).
 */
async function endorserChoices(
  db: Db,
  input: { electionId: string; countryId: string; stateId: string | null; candidateId: string },
): Promise<EndorserChoice[]> {
  const rows = await db.execute<{
    id: string;
    name: string;
    standing: string;
    asked: boolean;
    endorsed: boolean;
  }>(sql`
    select t.id, t.name, ${endorserStandingSql(sql`t.id`)} as standing,
      exists (select 1 from campaign_actions ca
              where ca.id = 'ask-' || ${input.electionId} || '-' || ${input.candidateId} || '-' || t.id) as asked,
      exists (select 1 from campaign_endorsements ce where ce.election_id = ${input.electionId}
              and ce.endorser_id = t.id) as endorsed
    from characters t
    where t.country_id = ${input.countryId} and t.id <> ${input.candidateId}
      and (exists (select 1 from seats s where s.holder_character_id = t.id)
           or exists (select 1 from parties p where p.chair_character_id = t.id and not p.is_default))
      and not exists (select 1 from election_candidates x where x.election_id = ${input.electionId}
                      and x.character_id = t.id and not x.eliminated_in_primary)
    order by exists (select 1 from parties p join characters k on k.party_id = p.id
                     where k.id = ${input.candidateId} and p.chair_character_id = t.id) desc,
      (t.state_id is not distinct from ${input.stateId}::text) desc, t.political_influence desc, t.id
    limit ${ENDORSE_ASK_CHOICES}`);
  return rows.rows
    .filter((r) => r.standing)
    .map((r) => ({
      characterId: r.id,
      name: r.name,
      standing: r.standing,
      asked: r.asked,
      endorsed: r.endorsed,
    }));
}

/** The next race for the same office and place, once this one's filing has closed. */
export interface NextRaceOpening {
  electionId: string | null;
  filingTurn: number;
  /** e.g. "Mar 4, 2025" */
  filingDate: string;
}

/** One line of a candidate's campaign: what they did where, how often, and the awareness it holds now. */
export interface CampaignLine {
  characterId: string;
  kind: string;
  regionName: string | null;
  times: number;
  lastTurn: number;
  /** Awareness these actions still add (decayed), in points (× 100). */
  effectNow: number;
}

export type ElectionPage = GetElectionResult & {
  viewer: ElectionViewer | null;
  lastTurn: number;
  nextRace: NextRaceOpening | null;
  campaigns: CampaignLine[];
  /** The race's regions (its state, or every state of the country), for the campaign's region picker. */
  regions: { id: string; name: string }[];
};

/** Every candidate's campaign in a race (private polls left out), most effect first. */
async function campaignLines(db: Db, electionId: string): Promise<CampaignLine[]> {
  const rows = await db.execute<{
    character_id: string;
    kind: string;
    region_name: string | null;
    times: number;
    last_turn: number;
    effect_now: number;
  }>(sql`
    select ca.character_id, ca.kind, st.name as region_name, count(*)::int as times, max(ca.turn) as last_turn,
           sum(ca.effect * power(${CAMPAIGN_EFFECT_DECAY}::float8,
               greatest(0, (select current_turn from game_state limit 1) - ca.turn)) order by ca.id) * 100 as effect_now
    from campaign_actions ca left join states st on st.id = ca.state_id
    where ca.election_id = ${electionId} and ca.kind <> 'poll'
    group by ca.character_id, ca.kind, st.name
    order by effect_now desc, ca.character_id, ca.kind, st.name`);
  return rows.rows.map((r) => ({
    characterId: r.character_id,
    kind: r.kind,
    regionName: r.region_name,
    times: Number(r.times),
    lastTurn: Number(r.last_turn),
    effectNow: Math.round(Number(r.effect_now) * 10) / 10,
  }));
}

async function nextRaceAfter(
  db: Db,
  election: NonNullable<GetElectionResult['election']>,
  lastTurn: number,
): Promise<NextRaceOpening | null> {
  const filingOpen = isFilingOpen(
    { status: election.status, primaryTurn: election.primaryTurn, generalTurn: election.generalTurn },
    lastTurn,
  );
  if (filingOpen) return null;
  const { races } = await listElectionCalendar(db, {
    country: election.countryId,
    ...(election.state ? { state: election.state } : {}),
  });
  const next = races.find(
    (race) =>
      race.electionType === election.electionType &&
      race.state === election.state &&
      race.electionId !== election.id &&
      race.endTurn > election.endTurn,
  );
  return next
    ? {
        electionId: next.electionId,
        filingTurn: next.filingTurn,
        filingDate: formatGameDate(next.filingDate),
      }
    : null;
}

/** The election page's data: the public election plus what the signed-in viewer may do in it. */
export async function getElectionPage(
  db: Db,
  input: { id: string; userId: string | null },
): Promise<ElectionPage> {
  const found = await getElection(db, { id: input.id });
  const lastTurn = await lastProcessedTurn(db);
  const nextRace = found.election ? await nextRaceAfter(db, found.election, lastTurn) : null;
  const campaigns = found.election ? await campaignLines(db, found.election.id) : [];
  const regions = found.election
    ? (
        await db.execute<{ id: string; name: string }>(sql`
          select id, name from states where country_id = ${found.election.countryId}
            and (${found.election.state}::text is null or id = ${found.election.state}) order by name`)
      ).rows
    : [];
  const election = { ...found, nextRace, campaigns, regions };
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
      political_influence: number;
      endorser_standing: string | null;
      endorsed_here: boolean;
    }>(sql`
      select c.id, c.country_id, c.state_id, ${currentActionsSql('c')} as actions, c.campaign_funds_cents, co.currency_code,
             c.political_influence, ${endorserStandingSql(sql`c.id`)} as endorser_standing,
             exists (select 1 from campaign_endorsements ce where ce.election_id = ${election.election.id}
                     and ce.endorser_id = c.id) as endorsed_here,
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
        politicalInfluence: 0,
        endorserStanding: null,
        endorsedHere: false,
        endorsers: [],
        askedBy: [],
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
            ? nextRace
              ? `Filing has closed. The next race for this office opens filing at turn ${nextRace.filingTurn} (${nextRace.filingDate}).`
              : 'Filing has closed.'
            : null;
  const canCampaign = me.running_here && e.status !== 'closed' && e.endTurn > lastTurn;
  const endorsers = canCampaign
    ? await endorserChoices(db, {
        electionId: e.id,
        countryId: e.countryId,
        stateId: e.state,
        candidateId: me.id,
      })
    : [];
  const askedBy =
    me.endorsed_here || e.status === 'closed'
      ? []
      : (
          await db.execute<{ candidateId: string; name: string; turn: number }>(sql`
            select ec.character_id as "candidateId", ec.character_name as name, ca.turn
            from campaign_actions ca
            join election_candidates ec on ec.election_id = ca.election_id and ec.character_id = ca.character_id
              and not ec.eliminated_in_primary
            where ca.election_id = ${e.id} and ca.kind = 'endorse_ask'
              and ca.id = 'ask-' || ${e.id} || '-' || ca.character_id || '-' || ${me.id}
            order by ca.turn desc, ec.character_name`)
        ).rows;
  return {
    ...election,
    lastTurn,
    viewer: {
      hasCharacter: true,
      characterId: me.id,
      isCandidate: me.running_here,
      fileBlockedReason,
      canCampaign,
      campaignFunds: centsToUnits(Number(me.campaign_funds_cents)),
      actions: me.actions,
      currencyCode: me.currency_code,
      standing: standing?.place ? { place: standing.place, field: standing.field } : null,
      politicalInfluence: Number(me.political_influence),
      endorserStanding: me.endorser_standing,
      endorsedHere: me.endorsed_here,
      endorsers,
      askedBy,
    },
  };
}
