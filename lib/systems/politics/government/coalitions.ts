import { sql } from 'drizzle-orm';
import { withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { choiceWindowClosedSql, openChoiceWindow } from '@/lib/platform/player-window';
import { parseInput } from '@/lib/platform/validation';
import { currentActionsSql, spendActions } from '@/lib/systems/core/characters/actions';
import { currentTurn } from '@/lib/systems/core/game/current-turn';
import { notifyMany } from '@/lib/systems/core/notifications/notify';
import { chamberId, OFFICE_CATALOG } from '@/lib/systems/politics/offices/catalog';
import {
  COALITION_DISTANCE_LIMIT,
  COALITION_OFFER_ACTIONS,
  COALITION_OFFER_TURNS,
  COALITION_TALKS_TURNS,
  PARTY_COALITION_NOTIFICATION,
} from '@/lib/systems/politics/parties/constants';
import {
  coalitionAnswerInput,
  coalitionOfferInput,
  partyIdField,
} from '@/lib/systems/politics/parties/membership-schemas';
import { partyActorOrThrow } from '@/lib/systems/politics/parties/party-actor';
import type { GovernmentPlan } from './plan-government';

/** Voting seats each party holds in the country's primary chamber. */
async function chamberSeats(tx: Db, countryId: string): Promise<Map<string, number>> {
  const catalog = OFFICE_CATALOG[countryId];
  if (!catalog) return new Map();
  const rows = await tx.execute<{ party_id: string; seats: number }>(sql`
    select c.party_id, count(*)::int as seats
    from seats s join offices o on o.id = s.office_id join characters c on c.id = s.holder_character_id
    where o.chamber_id = ${chamberId(countryId, catalog.primaryChamberKey)} and s.is_voting and c.party_id is not null
    group by c.party_id`);
  return new Map(rows.rows.map((r) => [r.party_id, r.seats]));
}

async function cabinetSize(tx: Db, countryId: string): Promise<number> {
  const [row] = (
    await tx.execute<{ n: number }>(sql`
      select count(*)::int as n from seats s join offices o on o.id = s.office_id
      where s.country_id = ${countryId} and o.role = 'cabinet'`)
  ).rows;
  return row?.n ?? 0;
}

/** The partner's fair share of the cabinet: its seats over the two parties' seats, at least one post. */
export function fairPosts(cabinet: number, formateurSeats: number, partnerSeats: number): number {
  if (cabinet <= 0) return 0;
  return Math.max(1, Math.round((cabinet * partnerSeats) / Math.max(1, formateurSeats + partnerSeats)));
}

/**
 * After a parliamentary election with no majority: coalition talks open, led by the largest party (the
 * plan's lead). A player formateur gets COALITION_TALKS_TURNS turns (and PLAYER_WINDOW_HOURS); a
 * non-player one makes its offers within the turn. Talks left open from an earlier count are superseded.
 */
export async function openCoalitionTalks(
  tx: Db,
  input: { countryId: string; turn: number; now: Date; plan: GovernmentPlan },
): Promise<void> {
  const formateur = input.plan.partyIds[0];
  if (!formateur) return;
  await tx.execute(sql`
    update coalition_talks set status = 'formed', outcome = 'superseded', formed_turn = ${input.turn}
    where country_id = ${input.countryId} and status = 'open'`);
  await tx.execute(sql`
    update coalition_offers o set status = 'lapsed' from coalition_talks t
    where t.id = o.talks_id and t.country_id = ${input.countryId} and o.status = 'pending'`);
  const [leader] = (
    await tx.execute<{ player: boolean }>(sql`
      select c.user_id is not null as player from parties p join characters c on c.id = p.chair_character_id
      where p.id = ${formateur}`)
  ).rows;
  const window = openChoiceWindow({
    turn: input.turn,
    turns: leader?.player ? COALITION_TALKS_TURNS : 0,
    now: input.now,
    addressedToPlayer: Boolean(leader?.player),
  });
  const id = `${input.countryId.toLowerCase()}-${input.turn}`;
  await tx.execute(sql`
    insert into coalition_talks (id, country_id, formateur_party_id, opened_turn, closes_turn, closes_at, majority_threshold)
    values (${id}, ${input.countryId}, ${formateur}, ${input.turn}, ${window.closesTurn},
      ${window.closesAt.toISOString()}::timestamptz, ${input.plan.majorityThreshold})
    on conflict (id) do nothing`);
  await notifyMany(tx, {
    turn: input.turn,
    now: input.now,
    source: sql`
      select c.id as character_id, ${PARTY_COALITION_NOTIFICATION} as kind, ${id} || ':opened' as key,
        p.name || ' leads coalition talks' as title,
        'No party won a majority. As leader of the largest party, offer other parties cabinet posts before turn '
          || ${window.closesTurn} || '; ' || ${input.plan.majorityThreshold} || ' seats make a majority.' as body,
        '/countries/' || p.country_id || '/parties/' || p.id as link
      from parties p join characters c on c.id = p.chair_character_id and c.user_id is not null
      where p.id = ${formateur}`,
  });
}

type Talks = {
  id: string;
  country_id: string;
  formateur_party_id: string;
  majority_threshold: number;
  formateur_is_player: boolean;
  closed: boolean;
};

/**
 * One pass over the open talks (the `coalition-talks` phase calls it each turn): unanswered offers to
 * players lapse when their window closes; non-player leaders answer theirs by the seeded rule; a
 * non-player formateur offers its fair share to the next party nearest in positions (then the larger)
 * until a majority has accepted or nobody is left to ask. Talks end, and the government forms through
 * `form`, once the accepted parties hold a majority, or nothing more can happen: a non-player formateur
 * out of partners, a player formateur's window closed.
 */
export async function advanceCoalitionTalks(
  tx: Db,
  ctx: { turn: number; now: Date; salt: number },
  form: (
    countryId: string,
    coalition: { leadPartyId: string; partners: { partyId: string; posts: number }[] },
  ) => Promise<string | null>,
): Promise<void> {
  const open = await tx.execute<Talks>(sql`
    select t.id, t.country_id, t.formateur_party_id, t.majority_threshold,
      coalesce((select c.user_id is not null from parties p join characters c on c.id = p.chair_character_id
                where p.id = t.formateur_party_id), false) as formateur_is_player,
      ${choiceWindowClosedSql(sql`t.closes_turn`, sql`t.closes_at`, ctx)} as closed
    from coalition_talks t where t.status = 'open' order by t.id for update of t`);
  for (const talks of open.rows) {
    const seats = await chamberSeats(tx, talks.country_id);
    const cabinet = await cabinetSize(tx, talks.country_id);
    const formateurSeats = seats.get(talks.formateur_party_id) ?? 0;
    // Each party can be asked once, so this loop ends within the number of parties.
    for (let step = 0; step < 50; step++) {
      await tx.execute(sql`
        update coalition_offers o set status = 'lapsed', answered_turn = ${ctx.turn}
        where o.talks_id = ${talks.id} and o.status = 'pending'
          and (${choiceWindowClosedSql(sql`o.closes_turn`, sql`o.closes_at`, ctx)}
               or (${talks.closed} and ${talks.formateur_is_player}))
          and exists (select 1 from parties p join characters c on c.id = p.chair_character_id
                      where p.id = o.party_id and c.user_id is not null)`);
      await answerAsNonPlayers(tx, talks, ctx, cabinet, formateurSeats, seats);
      const offers = (
        await tx.execute<{ party_id: string; status: string; cabinet_posts: number }>(sql`
          select party_id, status, cabinet_posts from coalition_offers where talks_id = ${talks.id}
          order by offered_turn, party_id`)
      ).rows;
      const accepted = offers.filter((o) => o.status === 'accepted');
      const held = formateurSeats + accepted.reduce((sum, o) => sum + (seats.get(o.party_id) ?? 0), 0);
      const pending = offers.some((o) => o.status === 'pending');
      let done = held >= talks.majority_threshold;
      if (!done && !pending && !talks.formateur_is_player) {
        const next = await nextPartner(
          tx,
          talks,
          offers.map((o) => o.party_id),
          seats,
        );
        if (next) {
          const promised = accepted.reduce((sum, o) => sum + o.cabinet_posts, 0);
          const posts = Math.min(
            fairPosts(cabinet, formateurSeats, seats.get(next) ?? 0),
            Math.max(0, cabinet - 1 - promised),
          );
          await insertOffer(tx, { talksId: talks.id, partyId: next, posts, by: null, ctx });
          continue;
        }
        done = true;
      }
      if (!done && talks.formateur_is_player && talks.closed) done = true;
      if (done) {
        const outcome = await form(talks.country_id, {
          leadPartyId: talks.formateur_party_id,
          partners: accepted.map((o) => ({ partyId: o.party_id, posts: o.cabinet_posts })),
        });
        await tx.execute(sql`
          update coalition_offers set status = 'lapsed', answered_turn = ${ctx.turn}
          where talks_id = ${talks.id} and status = 'pending'`);
        await tx.execute(sql`
          update coalition_talks set status = 'formed', outcome = ${outcome}, formed_turn = ${ctx.turn}
          where id = ${talks.id}`);
        await notifyMany(tx, {
          turn: ctx.turn,
          now: ctx.now,
          source: sql`
            select c.id as character_id, ${PARTY_COALITION_NOTIFICATION} as kind, ${talks.id} || ':formed' as key,
              'Coalition talks ended: a ' || coalesce(${outcome}, 'new') || ' government' as title,
              f.name || ' forms a ' || coalesce(${outcome}, 'new') || ' government'
                || coalesce(' with ' || (select string_agg(pp.name, ', ' order by pp.name) from coalition_offers o
                     join parties pp on pp.id = o.party_id where o.talks_id = ${talks.id} and o.status = 'accepted'), '')
                || '.' as body,
              '/countries/' || f.country_id as link
            from parties f, parties p join characters c on c.id = p.chair_character_id and c.user_id is not null
            where f.id = ${talks.formateur_party_id}
              and (p.id = f.id or exists (select 1 from coalition_offers o where o.talks_id = ${talks.id} and o.party_id = p.id))`,
        });
      }
      break;
    }
  }
}

async function nextPartner(
  tx: Db,
  talks: Talks,
  asked: readonly string[],
  seats: ReadonlyMap<string, number>,
): Promise<string | null> {
  const candidates = [...seats.entries()].filter(
    ([id, n]) => n > 0 && id !== talks.formateur_party_id && !asked.includes(id),
  );
  if (candidates.length === 0) return null;
  const rows = await tx.execute<{ id: string; distance: number }>(sql`
    select p.id, sqrt(power(p.economic_position - f.economic_position, 2)
                      + power(p.social_position - f.social_position, 2))::float8 as distance
    from parties p, parties f
    where f.id = ${talks.formateur_party_id} and not p.is_default
      and p.id in (select jsonb_array_elements_text(${JSON.stringify(candidates.map(([id]) => id))}::jsonb))`);
  const ranked = rows.rows.sort(
    (a, b) =>
      a.distance - b.distance || (seats.get(b.id) ?? 0) - (seats.get(a.id) ?? 0) || (a.id < b.id ? -1 : 1),
  );
  return ranked[0]?.id ?? null;
}

async function insertOffer(
  tx: Db,
  input: {
    talksId: string;
    partyId: string;
    posts: number;
    by: string | null;
    ctx: { turn: number; now: Date };
  },
): Promise<{ closesTurn: number }> {
  const [partner] = (
    await tx.execute<{ player: boolean }>(sql`
      select coalesce((select c.user_id is not null from characters c where c.id = p.chair_character_id), false) as player
      from parties p where p.id = ${input.partyId}`)
  ).rows;
  const window = openChoiceWindow({
    turn: input.ctx.turn,
    turns: partner?.player ? COALITION_OFFER_TURNS : 0,
    now: input.ctx.now,
    addressedToPlayer: Boolean(partner?.player),
  });
  const inserted = await tx.execute(sql`
    insert into coalition_offers (talks_id, party_id, cabinet_posts, offered_by_character_id, offered_turn, closes_turn, closes_at)
    values (${input.talksId}, ${input.partyId}, ${input.posts}, ${input.by}, ${input.ctx.turn}, ${window.closesTurn},
      ${window.closesAt.toISOString()}::timestamptz)
    on conflict do nothing returning 1`);
  if (inserted.rows.length === 0)
    throw new AppError('CONFLICT', 'That party has already had an offer in these talks.');
  await notifyMany(tx, {
    turn: input.ctx.turn,
    now: input.ctx.now,
    source: sql`
      select c.id as character_id, ${PARTY_COALITION_NOTIFICATION} as kind,
        ${input.talksId} || ':' || p.id || ':offered' as key,
        f.name || ' offers ' || p.name || ' a coalition' as title,
        f.name || ' offers ' || ${input.posts} || ' cabinet posts to govern together. Answer before turn '
          || ${window.closesTurn} || ' on the party page; an offer left unanswered lapses.' as body,
        '/countries/' || p.country_id || '/parties/' || p.id as link
      from coalition_talks t join parties f on f.id = t.formateur_party_id, parties p
        join characters c on c.id = p.chair_character_id and c.user_id is not null
      where t.id = ${input.talksId} and p.id = ${input.partyId}`,
  });
  return { closesTurn: window.closesTurn };
}

/** Non-player leaders answer the pending offers to their parties, all at once, by the seeded rule. */
async function answerAsNonPlayers(
  tx: Db,
  talks: Talks,
  ctx: { turn: number; salt: number },
  cabinet: number,
  formateurSeats: number,
  seats: ReadonlyMap<string, number>,
): Promise<void> {
  const fair = JSON.stringify(
    Object.fromEntries([...seats.entries()].map(([id, n]) => [id, fairPosts(cabinet, formateurSeats, n)])),
  );
  await tx.execute(sql`
    update coalition_offers o set answered_turn = ${ctx.turn},
      answered_by_character_id = p.chair_character_id,
      status = case when ('x' || substr(md5(${String(ctx.salt)} || ':' || o.talks_id || ':' || o.party_id), 1, 8))::bit(32)::bigint
                           / 4294967296.0
                         < greatest(0, 1 - sqrt(power(p.economic_position - f.economic_position, 2)
                                                + power(p.social_position - f.social_position, 2)) / ${COALITION_DISTANCE_LIMIT}::float8)
                           * least(1, o.cabinet_posts::float8 / greatest(1, coalesce((${fair}::jsonb ->> o.party_id)::int, 1)))
                    then 'accepted' else 'declined' end
    from parties p, parties f
    where o.talks_id = ${talks.id} and o.status = 'pending' and p.id = o.party_id and f.id = ${talks.formateur_party_id}
      and not exists (select 1 from characters c where c.id = p.chair_character_id and c.user_id is not null)`);
}

/**
 * POST /api/parties/[id]/coalition/offers {partnerPartyId, cabinetPosts}: the formateur party's leader offers
 * another party cabinet posts. FORBIDDEN for a non-leader; CONFLICT with no talks led by this party, or a
 * party already asked; INELIGIBLE_TARGET for a party without seats, this party itself, or more posts than
 * the cabinet has left; INSUFFICIENT_ACTIONS first of all writes.
 */
export async function offerCoalition(
  db: Db,
  input: { userId: string; partyId: unknown; partnerPartyId: unknown; cabinetPosts: unknown },
): Promise<{
  success: true;
  partyId: string;
  partnerPartyId: string;
  cabinetPosts: number;
  closesTurn: number;
}> {
  const partyId = parseInput(partyIdField, input.partyId);
  const { partnerPartyId, cabinetPosts } = parseInput(coalitionOfferInput, {
    partnerPartyId: input.partnerPartyId,
    cabinetPosts: input.cabinetPosts,
  });
  return withTx(db, async (tx) => {
    const { character, party } = await partyActorOrThrow(tx, { userId: input.userId, partyId, leader: true });
    const spent = await spendActions(tx, { id: character.id }, COALITION_OFFER_ACTIONS, sql`id`);
    if (!spent) {
      const [row] = (
        await tx.execute<{ actions: number }>(
          sql`select ${currentActionsSql()} as actions from characters where id = ${character.id}`,
        )
      ).rows;
      throw new AppError(
        'INSUFFICIENT_ACTIONS',
        `A coalition offer costs ${COALITION_OFFER_ACTIONS} actions; you have ${row?.actions ?? 0}.`,
        { details: { required: COALITION_OFFER_ACTIONS, available: row?.actions ?? 0 } },
      );
    }
    const [talks] = (
      await tx.execute<{ id: string; promised: number }>(sql`
        select t.id, coalesce((select sum(o.cabinet_posts) from coalition_offers o
          where o.talks_id = t.id and o.status in ('pending', 'accepted')), 0)::int as promised
        from coalition_talks t where t.country_id = ${party.countryId} and t.status = 'open'
          and t.formateur_party_id = ${party.id} for update of t`)
    ).rows;
    if (!talks) throw new AppError('CONFLICT', `${party.name} is not leading coalition talks.`);
    const seats = await chamberSeats(tx, party.countryId);
    const [partner] = (
      await tx.execute<{ id: string; name: string; is_default: boolean }>(sql`
        select id, name, is_default from parties where id = ${partnerPartyId} and country_id = ${party.countryId}`)
    ).rows;
    if (!partner || partner.is_default || partner.id === party.id || !(seats.get(partner.id)! > 0)) {
      throw new AppError('INELIGIBLE_TARGET', 'Offers go to another party holding seats in the chamber.');
    }
    const cabinet = await cabinetSize(tx, party.countryId);
    if (cabinetPosts > cabinet - 1 - talks.promised) {
      throw new AppError(
        'INELIGIBLE_TARGET',
        `The cabinet has ${Math.max(0, cabinet - 1 - talks.promised)} posts left to offer (your party keeps the head's).`,
      );
    }
    const turn = await currentTurn(tx);
    const { closesTurn } = await insertOffer(tx, {
      talksId: talks.id,
      partyId: partner.id,
      posts: cabinetPosts,
      by: character.id,
      ctx: { turn, now: new Date() },
    });
    return { success: true, partyId: party.id, partnerPartyId: partner.id, cabinetPosts, closesTurn };
  });
}

/**
 * POST /api/parties/[id]/coalition/answer {accept}: the party's leader accepts or declines the coalition offer
 * made to it. FORBIDDEN for a non-leader; CONFLICT with no offer pending. The government forms at the next
 * turn once the accepted parties hold a majority.
 */
export async function answerCoalition(
  db: Db,
  input: { userId: string; partyId: unknown; accept: unknown },
): Promise<{ success: true; partyId: string; accepted: boolean }> {
  const partyId = parseInput(partyIdField, input.partyId);
  const { accept } = parseInput(coalitionAnswerInput, { accept: input.accept });
  return withTx(db, async (tx) => {
    const { character, party } = await partyActorOrThrow(tx, { userId: input.userId, partyId, leader: true });
    const turn = await currentTurn(tx);
    const answered = await tx.execute<{ talks_id: string }>(sql`
      update coalition_offers o set status = ${accept ? 'accepted' : 'declined'}, answered_turn = ${turn},
        answered_by_character_id = ${character.id}
      from coalition_talks t
      where t.id = o.talks_id and t.status = 'open' and o.party_id = ${party.id} and o.status = 'pending'
      returning o.talks_id`);
    const talksId = answered.rows[0]?.talks_id;
    if (!talksId) throw new AppError('CONFLICT', `${party.name} has no coalition offer to answer.`);
    await notifyMany(tx, {
      turn,
      now: new Date(),
      source: sql`
        select c.id as character_id, ${PARTY_COALITION_NOTIFICATION} as kind,
          ${talksId} || ':' || ${party.id} || ':answered' as key,
          ${party.name} || ${accept ? ' accepts' : ' declines'} || ' your coalition offer' as title,
          ${party.name} || ${accept ? ' will govern with you.' : ' will not govern with you.'} as body,
          '/countries/' || f.country_id || '/parties/' || f.id as link
        from coalition_talks t join parties f on f.id = t.formateur_party_id
          join characters c on c.id = f.chair_character_id and c.user_id is not null
        where t.id = ${talksId}`,
    });
    return { success: true, partyId: party.id, accepted: accept };
  });
}

export interface CoalitionView {
  formateurName: string;
  isFormateur: boolean;
  closesTurn: number;
  majorityThreshold: number;
  seatsAgreed: number;
  cabinetSize: number;
  postsLeft: number;
  offers: { partyName: string; seats: number; cabinetPosts: number; status: string }[];
  /** Parties this party's leader may still ask (for the formateur's leader only). */
  partners: { partyId: string; name: string; seats: number; fairPosts: number }[];
  /** The offer to this party awaiting its answer. */
  offerToThisParty: { fromName: string; cabinetPosts: number; closesTurn: number } | null;
}

/** The country's open coalition talks as this party sees them, or null when none concern it. */
export async function coalitionView(
  db: Db,
  input: { partyId: string; countryId: string; viewerIsLeader: boolean },
): Promise<CoalitionView | null> {
  const [talks] = (
    await db.execute<{
      id: string;
      formateur_party_id: string;
      formateur_name: string;
      closes_turn: number;
      majority_threshold: number;
    }>(sql`
      select t.id, t.formateur_party_id, f.name as formateur_name, t.closes_turn, t.majority_threshold
      from coalition_talks t join parties f on f.id = t.formateur_party_id
      where t.country_id = ${input.countryId} and t.status = 'open'`)
  ).rows;
  if (!talks) return null;
  const seats = await chamberSeats(db, input.countryId);
  const cabinet = await cabinetSize(db, input.countryId);
  const offers = (
    await db.execute<{
      party_id: string;
      name: string;
      cabinet_posts: number;
      status: string;
      closes_turn: number;
    }>(sql`
      select o.party_id, p.name, o.cabinet_posts, o.status, o.closes_turn from coalition_offers o
      join parties p on p.id = o.party_id where o.talks_id = ${talks.id} order by o.offered_turn, p.name`)
  ).rows;
  const isFormateur = talks.formateur_party_id === input.partyId;
  const mine = offers.find((o) => o.party_id === input.partyId && o.status === 'pending');
  if (!isFormateur && !offers.some((o) => o.party_id === input.partyId)) return null;
  const formateurSeats = seats.get(talks.formateur_party_id) ?? 0;
  const promised = offers
    .filter((o) => o.status === 'pending' || o.status === 'accepted')
    .reduce((sum, o) => sum + o.cabinet_posts, 0);
  const asked = new Set(offers.map((o) => o.party_id));
  const partyNames =
    isFormateur && input.viewerIsLeader
      ? (
          await db.execute<{ id: string; name: string }>(sql`
            select id, name from parties where country_id = ${input.countryId} and not is_default order by name`)
        ).rows
      : [];
  return {
    formateurName: talks.formateur_name,
    isFormateur,
    closesTurn: talks.closes_turn,
    majorityThreshold: talks.majority_threshold,
    seatsAgreed:
      formateurSeats +
      offers.filter((o) => o.status === 'accepted').reduce((sum, o) => sum + (seats.get(o.party_id) ?? 0), 0),
    cabinetSize: cabinet,
    postsLeft: Math.max(0, cabinet - 1 - promised),
    offers: offers.map((o) => ({
      partyName: o.name,
      seats: seats.get(o.party_id) ?? 0,
      cabinetPosts: o.cabinet_posts,
      status: o.status,
    })),
    partners: partyNames
      .filter((p) => p.id !== talks.formateur_party_id && !asked.has(p.id) && (seats.get(p.id) ?? 0) > 0)
      .map((p) => ({
        partyId: p.id,
        name: p.name,
        seats: seats.get(p.id) ?? 0,
        fairPosts: fairPosts(cabinet, formateurSeats, seats.get(p.id) ?? 0),
      })),
    offerToThisParty: mine
      ? { fromName: talks.formateur_name, cabinetPosts: mine.cabinet_posts, closesTurn: mine.closes_turn }
      : null,
  };
}
