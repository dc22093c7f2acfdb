// Candidate selection by members, the party list's order, and coalition talks: each verb with its refusals
// (nothing written), the non-player rules in the phases, notifications and desk steps.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as register } from '@/app/api/auth/register/route';
import { POST as createCharacter } from '@/app/api/setup/character/route';
import { POST as fileCandidacyRoute } from '@/app/api/elections/[id]/candidacy/route';
import { POST as selectionVote } from '@/app/api/parties/[id]/selection/vote/route';
import { POST as offer } from '@/app/api/parties/[id]/coalition/offers/route';
import { POST as answer } from '@/app/api/parties/[id]/coalition/answer/route';
import { COALITION_OFFER_ACTIONS } from '@/lib/systems/politics/parties/constants';
import { partyNextSteps } from '@/lib/systems/politics/parties/next-steps';
import { getPartyPage } from '@/lib/systems/politics/parties/get-party-page';
import { openCoalitionTalks } from '@/lib/systems/politics/government/coalitions';
import { planParliamentary } from '@/lib/systems/politics/government/form-government';
import { vacateSeats } from '@/lib/systems/politics/vacancies/vacate-seats';
import { call, clientRequest, cookieFrom, loginAs, routeContext } from '@/lib/testing/client-requests';
import { endTermsAt, runPoliticsTurns } from '@/lib/testing/politics-turns';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';

const database = seededSuiteDatabase();
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};

type Handler = (request: Request, context: ReturnType<typeof routeContext>) => Promise<Response>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = Record<string, any>;
async function post(
  handler: Handler,
  user: string,
  path: string,
  body: unknown,
  params: Record<string, string>,
) {
  const response = await handler(
    clientRequest(path, { method: 'POST', cookie: cookies[user]!, body }),
    routeContext(params),
  );
  return { status: response.status, body: (await response.json()) as Body };
}
async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  return (await database.db.execute(query)).rows[0] as T;
}
async function all<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await database.db.execute(query)).rows as T[];
}
const turnNow = async () => (await one<{ t: number }>(sql`select current_turn as t from game_state`)).t;
const notificationsOf = (id: string, kind: string) =>
  all<{ title: string }>(
    sql`select title from notifications where character_id = ${id} and kind = ${kind} order by id`,
  );

beforeAll(async () => {
  cookies.carol = await loginAs('carol');
  const registered = await call(register, '/api/auth/register', {
    method: 'POST',
    body: { email: 'dana@example.com', username: 'dana', password: 'dana-long-password' },
  });
  expect(registered.status).toBe(201);
  cookies.dana = cookieFrom(registered.response);
  const created = await call(createCharacter, '/api/setup/character', {
    method: 'POST',
    cookie: cookies.dana,
    body: {
      name: 'Dana Drake',
      bio: 'From London.',
      countryId: 'uk',
      stateId: 'UKI',
      economic: 1,
      social: -1,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  for (const user of ['carol', 'dana']) {
    ids[user] = (
      await one<{ id: string }>(
        sql`select c.id from characters c join users u on u.id = c.user_id where u.username = ${user}`,
      )
    ).id;
  }
  await database.db.execute(sql`update characters set actions = 200 where id in (${ids.carol}, ${ids.dana})`);
});

describe('candidate selection by members', () => {
  let electionId = '';
  let partyId = '';

  it('opens when a player seeks a nomination the party has filled, and tells the members', async () => {
    const carol = await one<{ party_id: string; state_id: string }>(
      sql`select party_id, state_id from characters where id = ${ids.carol}`,
    );
    partyId = carol.party_id;
    await endTermsAt(database.db, {
      officeIds: ['uk-mp'],
      stateIds: [carol.state_id],
      endTurn: (await turnNow()) + 6,
    });
    await runPoliticsTurns(database.db, 1);
    electionId = (
      await one<{ id: string }>(sql`
        select id from elections where office_id = 'uk-mp' and state_id = ${carol.state_id} and status <> 'closed'`)
    ).id;
    const filed = await post(
      fileCandidacyRoute,
      'carol',
      `/api/elections/${electionId}/candidacy`,
      {},
      {
        id: electionId,
      },
    );
    expect(filed.status, JSON.stringify(filed.body)).toBe(200);
    // Carol's party's slate is full (its share of the seats, or the seats it holds), so a selection opens.
    await runPoliticsTurns(database.db, 1);
    const selection = await one<{ status: string; closes_turn: number } | undefined>(sql`
      select status, closes_turn from party_selections where election_id = ${electionId} and party_id = ${partyId}`);
    expect(selection?.status).toBe('open');
    expect((await notificationsOf(ids.carol!, 'party_selection')).length).toBe(1);
    const steps = await partyNextSteps(database.db, {
      id: ids.carol!,
      countryId: 'UK',
      partyId,
      lastTurn: await turnNow(),
    } as Parameters<typeof partyNextSteps>[1]);
    const step = steps.find((s) => s.kind === 'party-selection');
    expect(step?.deadlineTurn).toBe(selection!.closes_turn);
    const page = await getPartyPage(database.db, { id: partyId, userId: await userOf('carol') });
    const shown = page.selections.find((s) => s.electionId === electionId);
    expect(shown?.viewerMayVote).toBe(true);
    expect(shown?.candidates.some((c) => c.characterId === ids.carol)).toBe(true);
  });

  it('refuses a non-member, an ineligible candidate and a second vote, writing nothing', async () => {
    const votes = async () =>
      (await one<{ n: number }>(sql`select count(*)::int as n from party_selection_votes`)).n;
    const before = await votes();
    const path = `/api/parties/${partyId}/selection/vote`;
    const outsider = await post(
      selectionVote,
      'dana',
      path,
      { electionId, candidateId: ids.carol },
      { id: partyId },
    );
    expect(outsider.status).toBe(403);
    const notRunning = await post(
      selectionVote,
      'carol',
      path,
      { electionId, candidateId: ids.dana },
      { id: partyId },
    );
    expect(notRunning.status).toBe(422);
    expect(notRunning.body.code).toBe('INELIGIBLE_TARGET');
    const noSelection = await post(
      selectionVote,
      'carol',
      path,
      { electionId: 'uk-mp-nowhere-0-1', candidateId: ids.carol },
      { id: partyId },
    );
    expect(noSelection.status).toBe(409);
    expect(await votes()).toBe(before);
    const cast = await post(
      selectionVote,
      'carol',
      path,
      { electionId, candidateId: ids.carol },
      { id: partyId },
    );
    expect(cast.status, JSON.stringify(cast.body)).toBe(200);
    expect(cast.body.votes).toBe(1);
    const again = await post(
      selectionVote,
      'carol',
      path,
      { electionId, candidateId: ids.carol },
      { id: partyId },
    );
    expect(again.status).toBe(409);
    expect(await votes()).toBe(before + 1);
  });

  it('is decided when its window closes: non-player members vote, the slate keeps its places', async () => {
    const slate = () =>
      one<{ left: number; places: number }>(sql`
        select (select count(*)::int from election_candidates ec where ec.election_id = e.id
                  and ec.party_id = ${partyId} and not ec.eliminated_in_primary) as left,
          greatest(1, ceil(e.total_seats * 0.5)::int, (select count(*)::int from seats s
            join characters c on c.id = s.holder_character_id
            where s.office_id = e.office_id and s.state_id = e.state_id and c.party_id = ${partyId})) as places
        from elections e where e.id = ${electionId}`);
    const before = await slate();
    expect(before.left).toBeGreaterThan(before.places);
    const closes = (
      await one<{ closes_turn: number }>(sql`
        select closes_turn from party_selections where election_id = ${electionId} and party_id = ${partyId}`)
    ).closes_turn;
    await runPoliticsTurns(database.db, Math.max(1, closes - (await turnNow()) + 1));
    const decided = await one<{ status: string; votes: number; members: number; npc_rows: number }>(sql`
      select ps.status, (select count(*)::int from party_selection_votes v where v.selection_id = ps.id)
          + (select coalesce(sum(t.value::int), 0)::int from jsonb_each_text(ps.npc_votes) t) as votes,
        (select count(*)::int from characters c join elections e on e.id = ps.election_id
         where c.party_id = ps.party_id and c.state_id = e.state_id) as members,
        (select count(*)::int from party_selection_votes v join characters c on c.id = v.voter_character_id
         where v.selection_id = ps.id and c.user_id is null) as npc_rows
      from party_selections ps where ps.election_id = ${electionId} and ps.party_id = ${partyId}`);
    expect(decided.status).toBe('decided');
    // Every member in the region voted: Carol herself (a row), the non-players by the seeded rule (counted).
    expect(decided.votes).toBe(decided.members);
    expect(decided.npc_rows).toBe(0);
    const after = await slate();
    // Candidates beyond the party's places left the race (the places can move by a seat vacated meanwhile).
    expect(after.left).toBeLessThan(before.left);
    expect(after.left).toBeGreaterThanOrEqual(Math.min(before.places, after.places));
    expect(after.left).toBeLessThanOrEqual(Math.max(before.places, after.places));
    const told = await notificationsOf(ids.carol!, 'party_selection');
    expect(told.length).toBe(2);
    expect(told.filter((t) => /selected you|did not select you/.test(t.title))).toHaveLength(1);
  });
});

async function userOf(username: string): Promise<string> {
  return (await one<{ id: string }>(sql`select id from users where username = ${username}`)).id;
}

describe('the party list', () => {
  it('fills a vacant list seat with the first name by standing, and the party page shows the same order', async () => {
    const seat = await one<{ id: string; party_id: string; state_id: string }>(sql`
      select s.id, c.party_id, s.state_id from seats s join characters c on c.id = s.holder_character_id
      where s.office_id = 'de-mdb' order by s.id limit 1`);
    const list = await all<{ id: string }>(sql`
      select c.id from characters c
      where c.party_id = ${seat.party_id} and c.is_npp and c.state_id = ${seat.state_id}
        and not exists (select 1 from seats x where x.holder_character_id = c.id)
      order by c.political_influence desc, c.seq limit 2`);
    expect(list.length).toBe(2);
    // The most influential name broke whips: her standing drops her below the next one.
    await database.db.execute(sql`
      insert into party_standings (party_id, character_id, standing, updated_turn)
      values (${seat.party_id}, ${list[0]!.id}, 30, ${await turnNow()})`);
    const page = await getPartyPage(database.db, { id: seat.party_id, userId: null });
    const names = page.list.map((m) => m.name);
    const demoted = (await one<{ name: string }>(sql`select name from characters where id = ${list[0]!.id}`))
      .name;
    const next = (await one<{ name: string }>(sql`select name from characters where id = ${list[1]!.id}`))
      .name;
    expect(names.indexOf(demoted) === -1 || names.indexOf(demoted) > names.indexOf(next)).toBe(true);
    await vacateSeats(database.db, {
      seats: [{ seatId: seat.id, reason: 'retired' }],
      turn: await turnNow(),
    });
    await runPoliticsTurns(database.db, 1);
    const holder = await one<{ holder: string }>(
      sql`select holder_character_id as holder from seats where id = ${seat.id}`,
    );
    expect(holder.holder).toBe(list[1]!.id);
  });
});

describe('coalition talks', () => {
  let lead = '';
  let npcPartner = '';
  let danaParty = '';

  it('open for the largest party, whose player leader is told and sees the talks on the desk', async () => {
    const plan = await database.db.transaction(async (tx) => planParliamentary(tx, 'UK', 5, {}));
    lead = plan!.partyIds[0]!;
    // Carol leads the largest party; Dana leads another party holding seats.
    await database.db.execute(sql`update characters set party_id = ${lead} where id = ${ids.carol}`);
    await database.db.execute(sql`update parties set chair_character_id = ${ids.carol} where id = ${lead}`);
    const others = await all<{ id: string }>(sql`
      select c.party_id as id from seats s join offices o on o.id = s.office_id and o.chamber_id = 'uk-commons'
        join characters c on c.id = s.holder_character_id join parties p on p.id = c.party_id and not p.is_default
      where c.party_id <> ${lead} group by c.party_id order by count(*) desc, c.party_id`);
    expect(others.length).toBeGreaterThanOrEqual(2);
    npcPartner = others[0]!.id;
    danaParty = others[1]!.id;
    await database.db.execute(sql`update characters set party_id = ${danaParty} where id = ${ids.dana}`);
    await database.db.execute(
      sql`update parties set chair_character_id = ${ids.dana} where id = ${danaParty}`,
    );
    const turn = await turnNow();
    await database.db.transaction((tx) =>
      openCoalitionTalks(tx, {
        countryId: 'UK',
        turn,
        now: new Date(),
        plan: { ...plan!, kind: 'minority' },
      }),
    );
    expect((await notificationsOf(ids.carol!, 'party_coalition')).length).toBe(1);
    const steps = await partyNextSteps(database.db, {
      id: ids.carol!,
      countryId: 'UK',
      partyId: lead,
      lastTurn: turn,
    } as Parameters<typeof partyNextSteps>[1]);
    expect(steps.some((s) => s.kind === 'coalition-lead')).toBe(true);
  });

  it('refuses a non-leader, a party without seats or itself, and too many posts, writing nothing', async () => {
    const path = `/api/parties/${lead}/coalition/offers`;
    const actions = async () =>
      (await one<{ a: number }>(sql`select actions as a from characters where id = ${ids.carol}`)).a;
    const before = await actions();
    const notLeader = await post(
      offer,
      'dana',
      `/api/parties/${danaParty}/coalition/offers`,
      { partnerPartyId: lead, cabinetPosts: 1 },
      { id: danaParty },
    );
    expect(notLeader.status).toBe(409); // Dana leads her party, but it leads no talks.
    const itself = await post(offer, 'carol', path, { partnerPartyId: lead, cabinetPosts: 1 }, { id: lead });
    expect(itself.status).toBe(422);
    const tooMany = await post(
      offer,
      'carol',
      path,
      { partnerPartyId: npcPartner, cabinetPosts: 50 },
      { id: lead },
    );
    expect(tooMany.status).toBe(422);
    expect(await actions()).toBe(before);
    expect((await one<{ n: number }>(sql`select count(*)::int as n from coalition_offers`)).n).toBe(0);
    const answerNone = await post(
      answer,
      'dana',
      `/api/parties/${danaParty}/coalition/answer`,
      { accept: true },
      {
        id: danaParty,
      },
    );
    expect(answerNone.status).toBe(409);
  });

  it('a player partner answers within the window; a non-player one by the seeded rule; the government follows', async () => {
    const path = `/api/parties/${lead}/coalition/offers`;
    const before = (
      await one<{ a: number }>(sql`select actions as a from characters where id = ${ids.carol}`)
    ).a;
    const toDana = await post(
      offer,
      'carol',
      path,
      { partnerPartyId: danaParty, cabinetPosts: 2 },
      { id: lead },
    );
    expect(toDana.status, JSON.stringify(toDana.body)).toBe(200);
    const after = (await one<{ a: number }>(sql`select actions as a from characters where id = ${ids.carol}`))
      .a;
    expect(before - after).toBe(COALITION_OFFER_ACTIONS);
    const twice = await post(
      offer,
      'carol',
      path,
      { partnerPartyId: danaParty, cabinetPosts: 1 },
      { id: lead },
    );
    expect(twice.status).toBe(409);
    expect((await notificationsOf(ids.dana!, 'party_coalition')).length).toBe(1);
    const danaPage = await getPartyPage(database.db, { id: danaParty, userId: await userOf('dana') });
    expect(danaPage.coalition?.offerToThisParty?.cabinetPosts).toBe(2);

    const answered = await post(
      answer,
      'dana',
      `/api/parties/${danaParty}/coalition/answer`,
      { accept: true },
      {
        id: danaParty,
      },
    );
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const again = await post(
      answer,
      'dana',
      `/api/parties/${danaParty}/coalition/answer`,
      { accept: false },
      {
        id: danaParty,
      },
    );
    expect(again.status).toBe(409);
    expect((await notificationsOf(ids.carol!, 'party_coalition')).length).toBe(2);

    const toNpc = await post(
      offer,
      'carol',
      path,
      { partnerPartyId: npcPartner, cabinetPosts: 1 },
      { id: lead },
    );
    expect(toNpc.status, JSON.stringify(toNpc.body)).toBe(200);
    // The talks end by the time Carol's window closes, at the latest, and the government is formed.
    for (let i = 0; i < 5; i++) {
      const talks = await one<{ status: string }>(
        sql`select status from coalition_talks where country_id = 'UK'`,
      );
      if (talks.status === 'formed') break;
      await runPoliticsTurns(database.db, 1);
    }
    const talks = await one<{ status: string; outcome: string; formed_turn: number }>(
      sql`select status, outcome, formed_turn from coalition_talks where country_id = 'UK'`,
    );
    expect(talks.status).toBe('formed');
    const npcAnswer = await one<{ status: string }>(
      sql`select status from coalition_offers where party_id = ${npcPartner}`,
    );
    expect(['accepted', 'declined']).toContain(npcAnswer.status);
    const government = await one<{ party_ids: string[]; kind: string; formed_turn: number }>(sql`
      select party_ids, kind, formed_turn from governments where country_id = 'UK' and ended_turn is null`);
    expect(government.formed_turn).toBe(talks.formed_turn);
    expect(government.party_ids[0]).toBe(lead);
    expect(government.party_ids).toContain(danaParty);
    expect(government.party_ids.includes(npcPartner)).toBe(npcAnswer.status === 'accepted');
    // Dana's party has at most the two posts it accepted.
    const posts = await one<{ n: number }>(sql`
      select count(*)::int as n from seats s join offices o on o.id = s.office_id and o.role = 'cabinet'
        join characters c on c.id = s.holder_character_id where s.country_id = 'UK' and c.party_id = ${danaParty}`);
    expect(posts.n).toBeLessThanOrEqual(2);
  });
});
