import { sql } from 'drizzle-orm';
import { awardAchievement } from '@/lib/systems/core/achievements/award-achievement';
import type { Db } from '@/lib/platform/db';
import { ACHIEVEMENT_CABINET, ACHIEVEMENT_HEAD } from '@/lib/systems/politics/elections/constants';
import {
  recordHistoryEvents,
  type HistoryEventInput,
} from '@/lib/systems/core/history/record-history-events';
import { publishSystemNews, type SystemNewsInput } from '@/lib/systems/core/news/publish-system-news';
import { applySeatChanges, type SeatChange } from '@/lib/systems/politics/offices/apply-seat-changes';
import { chamberId, OFFICE_CATALOG } from '@/lib/systems/politics/offices/catalog';
import { openNominations } from '@/lib/systems/politics/executive/nominations';
import {
  planParliamentaryGovernment,
  type FormationChoice,
  type GovernmentPlan,
  type PartyInfo,
} from './plan-government';

type SeatRow = {
  id: string;
  role: string;
  office_key: string;
  title: string;
  holder_character_id: string | null;
};

/**
 * The cabinet after a formation: ministers the plan keeps stay in their seats; the others leave (their
 * seats fall vacant) and the newcomers are nominated to the vacant seats, in seat order, through the same
 * nomination verb a player head uses, so the US Senate votes on a new president's secretaries.
 */
function cabinetChanges(cabinetSeats: readonly SeatRow[], members: readonly string[]) {
  const staying = new Set(members);
  const kept = new Set(
    cabinetSeats.map((s) => s.holder_character_id).filter((id): id is string => !!id && staying.has(id)),
  );
  const newcomers = members.filter((id) => !kept.has(id));
  const open = cabinetSeats.filter((s) => !s.holder_character_id || !kept.has(s.holder_character_id));
  return {
    vacated: open
      .filter((s) => s.holder_character_id)
      .map((s): SeatChange => ({ seatId: s.id, newHolderId: null, termEndTurn: null })),
    nominations: open.flatMap((s, i) => (newcomers[i] ? [{ seatId: s.id, nomineeId: newcomers[i] }] : [])),
  };
}

async function countrySeats(tx: Db, countryId: string): Promise<SeatRow[]> {
  const rows = await tx.execute<SeatRow>(sql`
    select s.id, o.role, o.office_key, o.title, s.holder_character_id from seats s join offices o on o.id = s.office_id
    where s.country_id = ${countryId} and o.role in ('head', 'cabinet') order by s.seat_number, s.id`);
  return rows.rows;
}

async function planPresidential(tx: Db, countryId: string, cabinetSize: number, seats: SeatRow[]) {
  const head = seats.find((s) => s.role === 'head')?.holder_character_id;
  if (!head) return null;
  const primary = OFFICE_CATALOG[countryId]!.primaryChamberKey;
  const party = await tx.execute<{ party_id: string | null; held: number; chamber: number }>(sql`
    select c.party_id,
           (select count(*)::int from seats s join offices o on o.id = s.office_id
            where o.chamber_id = ${chamberId(countryId, primary)} and s.is_voting and s.party_id = c.party_id) as held,
           (select count(*)::int from seats s join offices o on o.id = s.office_id
            where o.chamber_id = ${chamberId(countryId, primary)} and s.is_voting) as chamber
    from characters c where c.id = ${head}`);
  const { party_id: partyId, held, chamber } = party.rows[0]!;
  // Secretaries come from outside the legislature: the president's party's politicians holding no other seat.
  const pool = await tx.execute<{ id: string }>(sql`
    select c.id from characters c
    where c.country_id = ${countryId} and c.is_npp and c.id <> ${head}
      and not exists (select 1 from seats s join offices o on o.id = s.office_id
                      where s.holder_character_id = c.id and o.role <> 'cabinet')
    order by (c.party_id is not distinct from ${partyId}) desc,
             exists (select 1 from seats s join offices o on o.id = s.office_id
                     where s.holder_character_id = c.id and o.role = 'cabinet') desc,
             c.political_influence desc, c.id
    limit ${cabinetSize}`);
  return {
    kind: 'presidential' as const,
    partyIds: partyId ? [partyId] : [],
    seatsHeld: held,
    chamberSeats: chamber,
    majorityThreshold: Math.floor(chamber / 2) + 1,
    headCharacterId: head,
    cabinetCharacterIds: pool.rows.map((r) => r.id),
  };
}

export async function planParliamentary(
  tx: Db,
  countryId: string,
  cabinetSize: number,
  choice: FormationChoice,
): Promise<GovernmentPlan | null> {
  const primary = chamberId(countryId, OFFICE_CATALOG[countryId]!.primaryChamberKey);
  const legislators = await tx.execute<{
    character_id: string;
    party_id: string | null;
    influence: number;
  }>(sql`
    select c.id as character_id, c.party_id, c.political_influence as influence
    from seats s join offices o on o.id = s.office_id join characters c on c.id = s.holder_character_id
    where o.chamber_id = ${primary} and s.is_voting order by c.id`);
  const partyRows = await tx.execute<{
    id: string;
    economic_position: number;
    social_position: number;
    is_default: boolean;
    chair_character_id: string | null;
  }>(
    sql`select id, economic_position, social_position, is_default, chair_character_id from parties where country_id = ${countryId}`,
  );
  const parties = new Map<string, PartyInfo>(
    partyRows.rows.map((p) => [
      p.id,
      {
        id: p.id,
        economic: p.economic_position,
        social: p.social_position,
        isDefault: p.is_default,
        chairCharacterId: p.chair_character_id,
      },
    ]),
  );
  return planParliamentaryGovernment(
    legislators.rows.map((l) => ({
      characterId: l.character_id,
      partyId: l.party_id,
      influence: l.influence,
    })),
    parties,
    cabinetSize,
    choice,
  );
}

/**
 * Forms a country's government after the election that decides it (docs/elections.md): the head
 * and cabinet seats move (careers and positions follow), the previous government row ends and a new one
 * begins, and the history log records `government_formed` (and `leader_change` when the head changes).
 */
export async function formGovernment(
  tx: Db,
  input: {
    countryId: string;
    turn: number;
    now: Date;
    startingYear: number;
    /** A parliamentary formation forced by a vacancy or a lost confidence vote (vacancies domain). */
    choice?: FormationChoice;
  },
): Promise<string | null> {
  const catalog = OFFICE_CATALOG[input.countryId];
  if (!catalog) return null;
  const seats = await countrySeats(tx, input.countryId);
  const headSeat = seats.find((s) => s.role === 'head');
  const cabinetSeats = seats.filter((s) => s.role === 'cabinet');
  if (!headSeat) return null;
  const plan =
    catalog.governmentType === 'presidential'
      ? await planPresidential(tx, input.countryId, cabinetSeats.length, seats)
      : await planParliamentary(tx, input.countryId, cabinetSeats.length, input.choice ?? {});
  if (!plan) return null;

  const cabinet = cabinetChanges(cabinetSeats, plan.cabinetCharacterIds);
  const headChanges: SeatChange[] =
    catalog.governmentType === 'parliamentary'
      ? [{ seatId: headSeat.id, newHolderId: plan.headCharacterId, termEndTurn: null }]
      : [];
  const headApplied = await applySeatChanges(tx, {
    changes: headChanges,
    turn: input.turn,
    careerType: 'appointed',
  });
  const headChanged = headApplied.length > 0;
  await applySeatChanges(tx, { changes: cabinet.vacated, turn: input.turn, careerType: 'appointed' });
  // A player head chooses their own ministers (the desk lists the vacant seats); a non-player one nominates.
  const headIsPlayer = await tx.execute<{ player: boolean }>(sql`
    select user_id is not null as player from characters where id = ${plan.headCharacterId}`);
  const opened = headIsPlayer.rows[0]?.player
    ? []
    : await openNominations(tx, {
        nominations: cabinet.nominations.map((n) => ({
          id: `${input.turn}-${n.seatId}`,
          seatId: n.seatId,
          nomineeId: n.nomineeId,
          nominatorId: plan.headCharacterId,
        })),
        turn: input.turn,
        now: input.now,
      });

  await tx.execute(sql`
    update governments set ended_turn = ${input.turn} where country_id = ${input.countryId} and ended_turn is null`);
  await tx.execute(sql`
    insert into governments (country_id, regime, kind, head_character_id, head_party_id, party_ids, seats_held,
                             chamber_seats, majority_threshold, formed_turn)
    select ${input.countryId}, ${catalog.governmentType}, ${plan.kind}, c.id, c.party_id,
           array(select jsonb_array_elements_text(${JSON.stringify(plan.partyIds)}::jsonb)),
           ${plan.seatsHeld}, ${plan.chamberSeats}, ${plan.majorityThreshold}, ${input.turn}
    from characters c where c.id = ${plan.headCharacterId}`);

  const names = await tx.execute<{ name: string; party_name: string | null; user_id: string | null }>(sql`
    select c.name, p.name as party_name, c.user_id from characters c left join parties p on p.id = c.party_id
    where c.id = ${plan.headCharacterId}`);
  const head = names.rows[0]!;
  const partyNames = await tx.execute<{ id: string; name: string }>(sql`
    select id, name from parties where id in (select jsonb_array_elements_text(${JSON.stringify(plan.partyIds)}::jsonb))`);
  const nameOf = new Map(partyNames.rows.map((p) => [p.id, p.name]));
  const coalition = plan.partyIds.map((id) => nameOf.get(id) ?? id).join(', ') || 'Independent';
  const title = `${head.name} forms a ${plan.kind} government (${coalition})`;
  const events: HistoryEventInput[] = [
    {
      countryId: input.countryId,
      turn: input.turn,
      eventType: 'government_formed',
      title,
      officeType: headSeat.office_key,
      characterId: plan.headCharacterId,
      characterName: head.name,
      partyName: head.party_name,
      details: {
        kind: plan.kind,
        partyIds: plan.partyIds,
        seatsHeld: plan.seatsHeld,
        chamberSeats: plan.chamberSeats,
        cabinetChanges: cabinet.vacated.length + opened.length,
      },
      iterationStartingYear: input.startingYear,
    },
  ];
  const news: SystemNewsInput[] = [
    {
      title,
      content: `${coalition} hold ${plan.seatsHeld} of ${plan.chamberSeats} seats.`,
      category: 'politics',
      countryId: input.countryId,
      turn: input.turn,
    },
  ];
  if (headChanged) {
    const headline = `${head.name} becomes ${headSeat.title}`;
    events.push({
      countryId: input.countryId,
      turn: input.turn,
      eventType: 'leader_change',
      title: headline,
      officeType: headSeat.office_key,
      characterId: plan.headCharacterId,
      characterName: head.name,
      partyName: head.party_name,
      details: { via: 'parliament' },
      iterationStartingYear: input.startingYear,
    });
    news.push({
      title: headline,
      content: `${head.name} (${head.party_name ?? 'Independent'}) takes office.`,
      category: 'politics',
      countryId: input.countryId,
      turn: input.turn,
    });
  }
  await recordHistoryEvents(tx, events);
  await publishSystemNews(tx, news);

  // Players who reach the top job or the cabinet (non-player politicians earn no achievements).
  const players = await tx.execute<{ id: string; role: string }>(sql`
    select c.id, o.role from seats s join offices o on o.id = s.office_id join characters c on c.id = s.holder_character_id
    where s.country_id = ${input.countryId} and o.role in ('head', 'cabinet') and c.user_id is not null order by c.id`);
  for (const player of players.rows) {
    const achievementId = player.role === 'head' ? ACHIEVEMENT_HEAD : ACHIEVEMENT_CABINET;
    await awardAchievement(tx, { characterId: player.id, achievementId, now: input.now });
  }
  return plan.kind;
}
