// Parties run by their members: founding, leadership races, whips and standing, grants and expulsion, each
// verb with its refusals (nothing written), money through the ledger, and the non-player phases.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as register } from '@/app/api/auth/register/route';
import { POST as createCharacter } from '@/app/api/setup/character/route';
import { POST as found } from '@/app/api/parties/route';
import { POST as join } from '@/app/api/parties/join/route';
import { POST as donate } from '@/app/api/parties/donate/route';
import { POST as stand } from '@/app/api/parties/[id]/leadership/candidacy/route';
import { POST as vote } from '@/app/api/parties/[id]/leadership/vote/route';
import { POST as whip } from '@/app/api/parties/[id]/whip/route';
import { POST as grant } from '@/app/api/parties/[id]/grants/route';
import { POST as expel } from '@/app/api/parties/[id]/expel/route';
import { POST as billVote } from '@/app/api/legislation/bills/[id]/vote/route';
import {
  EXPEL_BELOW_STANDING,
  LEADERSHIP_RACE_TURNS,
  PARTY_FOUNDING_FEE,
  STANDING_START,
  WHIP_BREAK_STANDING,
} from '@/lib/systems/politics/parties/constants';
import { postLedgerRows } from '@/lib/systems/core/money';
import { partyNextSteps } from '@/lib/systems/politics/parties/next-steps';
import { memberStanding } from '@/lib/systems/politics/parties/member-standing';
import { getParty } from '@/lib/systems/politics/parties/get-party';
import { getBill } from '@/lib/systems/politics/legislation/get-bill';
import { call, clientRequest, cookieFrom, loginAs, routeContext } from '@/lib/testing/client-requests';
import { ledgerProblems } from '@/lib/testing/ledger';
import { endTermsAt, runPoliticsTurns } from '@/lib/testing/politics-turns';
import { seatAsAdmin } from '@/lib/testing/seat-holder';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';

const database = seededSuiteDatabase();
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};
let partyId = '';

type Handler = (request: Request, context: ReturnType<typeof routeContext>) => Promise<Response>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = Record<string, any>;
async function post(
  handler: Handler,
  user: string,
  path: string,
  body?: unknown,
  params: Record<string, string> = {},
) {
  const response = await handler(
    clientRequest(path, { method: 'POST', cookie: cookies[user]!, body: body ?? {} }),
    routeContext(params),
  );
  return { status: response.status, body: (await response.json()) as Body };
}
const onParty = (handler: Handler, user: string, verb: string, body?: unknown) =>
  post(handler, user, `/api/parties/${partyId}/${verb}`, body, { id: partyId });

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  return (await database.db.execute(query)).rows[0] as T;
}
const fundsOf = async (id: string) =>
  Number(
    (await one<{ f: string }>(sql`select campaign_funds_cents::text as f from characters where id = ${id}`))
      .f,
  );
const treasury = async () =>
  Number(
    (await one<{ t: string }>(sql`select treasury_cents::text as t from parties where id = ${partyId}`)).t,
  );
const standingOf = async (id: string) =>
  (
    await one<{ s: number | null }>(
      sql`select (select standing from party_standings where party_id = ${partyId} and character_id = ${id}) as s`,
    )
  ).s ?? STANDING_START;
/** Sets a character's campaign funds through the ledger (to or from a test account), so it reconciles. */
async function setFunds(id: string, cents: number) {
  const { currency, current } = await one<{ currency: string; current: string }>(sql`
    select co.currency_code as currency, c.campaign_funds_cents::text as current
    from characters c join countries co on co.id = c.country_id where c.id = ${id}`);
  const delta = cents - Number(current);
  await postLedgerRows(
    database.db,
    { id: `test-funds-${id}-${cents}-${current}`, reason: 'manual', turn: 1 },
    [
      { accountType: 'character_funds', accountId: id, currencyCode: currency, cents: delta },
      { accountType: 'system', accountId: 'test_adjustment', currencyCode: currency, cents: -delta },
    ],
  );
}
const partyRows = async () => (await one<{ n: number }>(sql`select count(*)::int as n from parties`)).n;

const FOUNDING = { name: 'Reform Alliance', abbreviation: 'RA', color: '#884488', economic: 1, social: -2 };

beforeAll(async () => {
  cookies.carol = await loginAs('carol');
  // Dana is a second player in the UK, an independent, so two players share the new party.
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
  await database.db.execute(sql`update characters set party_id = null where id = ${ids.dana}`);
  await database.db.execute(sql`update characters set actions = 200 where id in (${ids.carol}, ${ids.dana})`);
});

describe('founding a party', () => {
  it('refuses a member of another party, bad names, duplicates and a founder who cannot pay, writing nothing', async () => {
    const before = await partyRows();
    const member = await post(found, 'carol', '/api/parties', FOUNDING);
    expect(member.status).toBe(409);
    expect(member.body.code).toBe('CONFLICT');
    await database.db.execute(sql`update characters set party_id = null where id = ${ids.carol}`);

    for (const bad of [
      { ...FOUNDING, name: 'x' },
      { ...FOUNDING, name: 'Independent' },
      { ...FOUNDING, name: '<script>' },
      { ...FOUNDING, color: 'red' },
      { ...FOUNDING, economic: 6 },
      { ...FOUNDING, abbreviation: 'TOO LONG ONE' },
    ]) {
      const { status, body } = await post(found, 'carol', '/api/parties', bad);
      expect(status, JSON.stringify(bad)).toBe(400);
      expect(body.code).toBe('BAD_REQUEST');
    }
    const sameName = await post(found, 'carol', '/api/parties', { ...FOUNDING, name: 'labour party' });
    expect(sameName.status).toBe(409);
    const sameAbbreviation = await post(found, 'carol', '/api/parties', { ...FOUNDING, abbreviation: 'LAB' });
    expect(sameAbbreviation.status).toBe(409);
    expect(sameAbbreviation.body.error).toMatch(/abbreviation/);

    await setFunds(ids.carol!, 100);
    const poor = await post(found, 'carol', '/api/parties', FOUNDING);
    expect(poor.status).toBe(422);
    expect(poor.body.code).toBe('INSUFFICIENT_FUNDS');
    expect(await fundsOf(ids.carol!)).toBe(100);
    expect(await partyRows()).toBe(before);
  });

  it('takes the fee through the ledger and makes the founder its leader and member', async () => {
    const fee = PARTY_FOUNDING_FEE * 100;
    await setFunds(ids.carol!, fee * 2);
    const before = await fundsOf(ids.carol!);
    const { status, body } = await post(found, 'carol', '/api/parties', FOUNDING);
    expect(status, JSON.stringify(body)).toBe(200);
    partyId = body.partyId;
    expect(partyId).toBe('uk-ra');
    expect(before - (await fundsOf(ids.carol!))).toBe(fee);
    const party = await one<{ chair: string; members: number }>(sql`
      select chair_character_id as chair, (select count(*)::int from characters where party_id = p.id) as members
      from parties p where id = ${partyId}`);
    expect(party).toEqual({ chair: ids.carol, members: 1 });
    expect(await ledgerProblems(database.db)).toEqual([]);
    const again = await post(found, 'carol', '/api/parties', {
      ...FOUNDING,
      name: 'Another One',
      abbreviation: 'AO',
    });
    expect(again.status).toBe(409);
  });
});

describe('leadership', () => {
  it('refuses a non-member and a candidacy with no race open', async () => {
    const outsider = await onParty(stand, 'dana', 'leadership/candidacy');
    expect(outsider.status).toBe(403);
    expect((await post(join, 'dana', '/api/parties/join', { partyId })).status).toBe(200);
    const none = await onParty(stand, 'carol', 'leadership/candidacy');
    expect(none.status).toBe(409);
  });

  it('runs a race: members stand and vote, and the winner leads', async () => {
    await database.db.execute(sql`
      update parties set next_leadership_turn = (select current_turn from game_state) where id = ${partyId}`);
    await runPoliticsTurns(database.db, 1);
    const race = await one<{ id: string }>(
      sql`select id from party_leadership_races where party_id = ${partyId} and status = 'open'`,
    );
    expect(race).toBeDefined();
    const desk = await partyNextSteps(database.db, {
      id: ids.dana!,
      userId: 'unused',
      countryId: 'UK',
      stateId: 'UKI',
      partyId,
      lastTurn: 1,
    });
    expect(desk.find((step) => step.kind === 'party-leadership')).toMatchObject({
      href: `/countries/UK/parties/${partyId}`,
      deadlineTurn: expect.any(Number),
    });
    expect((await onParty(stand, 'dana', 'leadership/candidacy')).status).toBe(200);
    expect((await onParty(stand, 'dana', 'leadership/candidacy')).status).toBe(409);
    expect((await onParty(stand, 'carol', 'leadership/candidacy')).status).toBe(200);
    const notStanding = await onParty(vote, 'carol', 'leadership/vote', {
      candidateId: 'ffffffffffffffffffffffff',
    });
    expect(notStanding.status).toBe(422);
    expect((await onParty(vote, 'carol', 'leadership/vote', { candidateId: ids.dana })).status).toBe(200);
    expect((await onParty(vote, 'dana', 'leadership/vote', { candidateId: ids.dana })).status).toBe(200);
    const twice = await onParty(vote, 'dana', 'leadership/vote', { candidateId: ids.carol });
    expect(twice.status).toBe(409);
    // Three non-player members join while the race runs, of Dana's views, so they back her when it closes.
    const joiners = (
      await database.db.execute<{
        id: string;
        party_id: string | null;
        economic: number;
        social: number;
      }>(sql`
        select id, party_id, policy_economic as economic, policy_social as social from characters
        where country_id = 'UK' and user_id is null and party_id is distinct from ${partyId}
        order by seq limit 3`)
    ).rows;
    await database.db.execute(sql`
      update characters m set party_id = ${partyId}, policy_economic = d.policy_economic,
        policy_social = d.policy_social
      from characters d where d.id = ${ids.dana} and m.id in (${sql.join(
        joiners.map((j) => sql`${j.id}`),
        sql`, `,
      )})`);
    await runPoliticsTurns(database.db, LEADERSHIP_RACE_TURNS);
    const after = await one<{ chair: string; status: string }>(sql`
      select p.chair_character_id as chair, r.status from parties p join party_leadership_races r on r.id = ${race.id}
      where p.id = ${partyId}`);
    expect(after).toEqual({ chair: ids.dana, status: 'decided' });
    // Every member voted once: the players' votes are rows, the non-players' are counted into the totals.
    const ballots = await one<{ total: number; npcs: number; rows: number; npc_rows: number }>(sql`
      select (select sum(votes)::int from party_leadership_candidates where race_id = ${race.id}) as total,
        (select count(*)::int from characters where party_id = ${partyId} and user_id is null) as npcs,
        (select count(*)::int from party_leadership_votes where race_id = ${race.id}) as rows,
        (select count(*)::int from party_leadership_votes v join characters c on c.id = v.voter_character_id
          where v.race_id = ${race.id} and c.user_id is null) as npc_rows`);
    expect(ballots).toEqual({ total: 5, npcs: 3, rows: 2, npc_rows: 0 });
    for (const joiner of joiners) {
      await database.db.execute(sql`update characters set party_id = ${joiner.party_id},
        policy_economic = ${joiner.economic}, policy_social = ${joiner.social} where id = ${joiner.id}`);
    }
    const told = await one<{ n: number }>(sql`
      select count(*)::int as n from notifications where character_id = ${ids.carol} and kind = 'party_leadership'`);
    expect(told.n).toBeGreaterThanOrEqual(2);
    const v1 = await getParty(database.db, { id: partyId, country: 'UK' });
    expect(v1.party?.chairName).toBe('Dana Drake');
    expect(v1.party?.leader).toMatchObject({ characterId: ids.dana, name: 'Dana Drake' });
    // Dana hands the leadership back for the rest of the file.
    await database.db.execute(
      sql`update parties set chair_character_id = ${ids.carol} where id = ${partyId}`,
    );
  });
});

describe('whips and standing', () => {
  let billId = '';
  it('lets only the leader whip, and a vote against the whip costs standing', async () => {
    const bill = await one<{ id: string; office: string } | undefined>(sql`
      select b.id, o.id as office from bills b join bill_rounds r on r.bill_id = b.id and r.round = b.round
        join offices o on o.chamber_id = r.chamber_id and o.role = 'legislator'
      where b.country_id = 'UK' and b.status = 'pending' and r.outcome is null and r.ends_turn > (select current_turn from game_state)
      order by b.id limit 1`);
    expect(bill, 'a pending UK bill').toBeDefined();
    billId = bill!.id;
    await seatAsAdmin(database.db, { username: 'dana', officeId: bill!.office });
    const notLeader = await onParty(whip, 'dana', 'whip', { billId, position: 'yes' });
    // Dana may be the party's most influential member in the chamber (its leader there): then it is allowed.
    expect([200, 403]).toContain(notLeader.status);
    const bad = await onParty(whip, 'carol', 'whip', { billId, position: 'maybe' });
    expect(bad.status).toBe(400);
    const unknown = await onParty(whip, 'carol', 'whip', { billId: 'no-such-bill', position: 'yes' });
    expect(unknown.status).toBe(404);
    // The bill page's whip form: the leader may whip; a member who leads nothing is told why not.
    const userOf = async (name: string) =>
      (await one<{ id: string }>(sql`select id from users where username = ${name}`)).id;
    const carolsView = await getBill(database.db, { id: billId, userId: await userOf('carol') });
    expect(carolsView.myWhip).toMatchObject({ partyId, canWhip: true, reason: null });
    const set = await onParty(whip, 'carol', 'whip', { billId, position: 'yes' });
    expect(set.status).toBe(200);
    const after = await getBill(database.db, { id: billId, userId: await userOf('carol') });
    expect(after.myWhip).toMatchObject({ position: 'yes' });
    expect(after.whips).toContainEqual(
      expect.objectContaining({ party: after.myWhip!.partyName, position: 'yes' }),
    );
    const danasView = await getBill(database.db, { id: billId, userId: await userOf('dana') });
    if (notLeader.status === 403) {
      expect(danasView.myWhip).toMatchObject({
        canWhip: false,
        reason: expect.stringMatching(/^Only the leader/),
      });
    }
    const told = await one<{ n: number }>(sql`
      select count(*)::int as n from notifications where character_id = ${ids.dana} and kind = 'party_whip'`);
    expect(told.n).toBeGreaterThan(0);
    const cast = await post(
      billVote,
      'dana',
      `/api/legislation/bills/${billId}/vote`,
      { vote: 'no' },
      { id: billId },
    );
    expect(cast.status, JSON.stringify(cast.body)).toBe(200);
    await runPoliticsTurns(database.db, 1);
    expect(await standingOf(ids.dana!)).toBe(STANDING_START - WHIP_BREAK_STANDING);
    // The profile shows it too.
    expect(await memberStanding(database.db, ids.dana!)).toEqual({
      partyName: FOUNDING.name,
      standing: STANDING_START - WHIP_BREAK_STANDING,
      isLeader: false,
    });
    const v1 = await getParty(database.db, { id: partyId, country: 'UK' });
    expect(v1.party?.whips.some((w) => w.billId === billId && w.position === 'yes')).toBe(true);
  });
});

describe('grants and expulsion', () => {
  it('grants treasury money to a running candidate only, through the ledger', async () => {
    expect((await post(donate, 'carol', '/api/parties/donate', { amount: 20_000 })).status).toBe(200);
    const notRunning = await onParty(grant, 'carol', 'grants', { characterId: ids.dana, amount: 1_000 });
    expect(notRunning.status).toBe(422);
    const office = await one<{ id: string }>(sql`
      select o.id from offices o join seats s on s.office_id = o.id and s.state_id = 'UKI'
      where o.country_id = 'UK' and o.role = 'legislator' order by o.id limit 1`);
    const { turn } = await one<{ turn: number }>(sql`select current_turn as turn from game_state`);
    await endTermsAt(database.db, { officeIds: [office.id], stateIds: ['UKI'], endTurn: turn + 4 });
    await runPoliticsTurns(database.db, 1);
    const election = await one<{ id: string }>(sql`
      select id from elections where country_id = 'UK' and status <> 'closed' order by id limit 1`);
    expect(election, 'an open UK election').toBeDefined();
    await database.db.execute(sql`
      insert into election_candidates (election_id, character_id, party_id, character_name, party_name, is_npp, filed_turn)
      values (${election.id}, ${ids.dana}, ${partyId}, 'Dana Drake', ${FOUNDING.name}, false, 1)`);
    const byMember = await onParty(grant, 'dana', 'grants', { characterId: ids.carol, amount: 1_000 });
    expect(byMember.status).toBe(403);
    const tooMuch = await onParty(grant, 'carol', 'grants', { characterId: ids.dana, amount: 1_000_000 });
    expect(tooMuch.status).toBe(409);
    const [t0, f0] = [await treasury(), await fundsOf(ids.dana!)];
    const ok = await onParty(grant, 'carol', 'grants', { characterId: ids.dana, amount: 5_000 });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(t0 - (await treasury())).toBe(500_000);
    expect((await fundsOf(ids.dana!)) - f0).toBe(500_000);
    expect(await ledgerProblems(database.db)).toEqual([]);
    const told = await one<{ n: number }>(sql`
      select count(*)::int as n from notifications where character_id = ${ids.dana} and kind = 'party_grant'`);
    expect(told.n).toBe(1);
  });

  it('expels only a member below the standing threshold', async () => {
    const good = await onParty(expel, 'carol', 'expel', { characterId: ids.dana });
    expect(good.status).toBe(422);
    const byMember = await onParty(expel, 'dana', 'expel', { characterId: ids.carol });
    expect(byMember.status).toBe(403);
    await database.db.execute(sql`
      update party_standings set standing = ${EXPEL_BELOW_STANDING - 1} where party_id = ${partyId} and character_id = ${ids.dana}`);
    const done = await onParty(expel, 'carol', 'expel', { characterId: ids.dana });
    expect(done.status).toBe(200);
    const party = await one<{ party_id: string | null }>(
      sql`select party_id from characters where id = ${ids.dana}`,
    );
    expect(party.party_id).toBeNull();
  });
});

describe('non-player parties', () => {
  it('non-player leaders whip, members run leadership races, and whipped legislators mostly follow', async () => {
    await runPoliticsTurns(database.db, 4);
    const counts = await one<{
      whips: number;
      races: number;
      decided: number;
      followed: number;
      broke: number;
    }>(sql`
      select (select count(*)::int from party_whips w join characters c on c.id = w.set_by_character_id and c.user_id is null) as whips,
        (select count(*)::int from party_leadership_races) as races,
        (select count(*)::int from party_leadership_races where status = 'decided') as decided,
        (select count(*)::int from bill_votes v join characters c on c.id = v.character_id and c.user_id is null
           join party_whips w on w.bill_id = v.bill_id and w.party_id = c.party_id where v.vote = w.position) as followed,
        (select count(*)::int from bill_votes v join characters c on c.id = v.character_id and c.user_id is null
           join party_whips w on w.bill_id = v.bill_id and w.party_id = c.party_id where v.vote <> w.position) as broke`);
    process.stdout.write(`non-player parties: ${JSON.stringify(counts)}\n`);
    expect(counts.whips).toBeGreaterThan(0);
    expect(counts.races).toBeGreaterThan(1);
    expect(counts.followed).toBeGreaterThan(counts.broke * 3);
    expect(await ledgerProblems(database.db)).toEqual([]);
  });
});
