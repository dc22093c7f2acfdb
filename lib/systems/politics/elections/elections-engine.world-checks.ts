import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  playCampaigns,
  scriptedPlayers,
  type CampaignTally,
  type ScriptedPlayer,
} from '@/lib/testing/scripted-campaigns';
import { WORLD_RUN_START, WORLD_RUN_TURN_MS, type WorldRun } from '@/lib/testing/world-run';
import { DE_LIST_THRESHOLD, LIST_SEAT_RULES } from './constants';

/** Elections' and governments' checks on the shared world run (lib/systems/game/turn/world-engine.int.test.ts). */
export function describeElectionsOverTheRun(world: WorldRun) {
  async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
    return (await world.db().execute(query)).rows[0] as T;
  }
  async function all<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    return (await world.db().execute(query)).rows as T[];
  }
  const countLogs = () =>
    one<{ history: number; news: number }>(sql`
      select (select count(*)::int from history_events) as history, (select count(*)::int from news_posts) as news`);
  let before = { history: 0, news: 0 };
  // The demo players campaign through the routes' own verbs before every turn (lib/testing/scripted-campaigns.ts).
  let players: ScriptedPlayer[] = [];
  const tally: CampaignTally = new Map();
  const campaign = (db: Parameters<typeof playCampaigns>[0], lastTurn: number) =>
    playCampaigns(db, {
      players,
      lastTurn,
      now: new Date(WORLD_RUN_START.getTime() + lastTurn * WORLD_RUN_TURN_MS),
      tally,
    });
  world.beforeRun(async (db) => {
    before = await countLogs();
    players = await scriptedPlayers(db);
    await campaign(db, 0);
  });
  world.afterTurn((db, turnsRun) => (turnsRun < world.turns ? campaign(db, turnsRun) : Promise.resolve()));

  describe(`elections and governments over ${world.turns} turns`, () => {
    it('resolves elections, changes office holders and forms governments', async () => {
      // Every elected office of every country held elections; the earliest cycle (26 turns) ran several times.
      const byOffice = await all<{ office_id: string; closed: number; cycles: number }>(sql`
      select o.id as office_id, count(e.id) filter (where e.status = 'closed')::int as closed,
             coalesce(max(e.cycle) filter (where e.status = 'closed'), 0)::int as cycles
      from offices o left join elections e on e.office_id = o.id
      where o.filled_by = 'election' group by o.id order by o.id`);
      expect(byOffice.map((o) => o.office_id)).toEqual([
        'de-mdb',
        'de-minister_president',
        'jp-councillor',
        'jp-governor',
        'jp-representative',
        'uk-first_minister',
        'uk-mp',
        'us-governor',
        'us-president',
        'us-representative',
        'us-senator',
      ]);
      for (const office of byOffice) expect(office.closed, office.office_id).toBeGreaterThan(0);
      expect(byOffice.find((o) => o.office_id === 'us-representative')!.cycles).toBe(8); // turns 17, 43, ... 173, 199
      expect(byOffice.find((o) => o.office_id === 'us-president')!.cycles).toBe(4); // turns 30, 82, 134, 186

      // Every closed election has its winners (as many as seats, when enough ran) and a tally that adds up.
      const tallies = await one<{
        closed: number;
        short: number;
        bad_total: number;
        unfinalized: number;
        shares_off: number;
      }>(sql`
      select count(*)::int as closed,
             count(*) filter (where w.winners <> least(e.total_seats, w.standing))::int as short,
             count(*) filter (where e.total_votes <> w.votes)::int as bad_total,
             count(*) filter (where not e.finalized)::int as unfinalized,
             count(*) filter (where abs(w.share - 1) > 1e-9)::int as shares_off
      from elections e join (
        select election_id, count(*) filter (where is_winner) as winners,
               count(*) filter (where not eliminated_in_primary) as standing, sum(votes) as votes,
               sum(vote_share) filter (where not eliminated_in_primary) as share
        from election_candidates group by election_id) w on w.election_id = e.id
      where e.status = 'closed'`);
      expect(tallies).toMatchObject({ short: 0, bad_total: 0, unfinalized: 0, shares_off: 0 });
      expect(tallies.closed).toBeGreaterThan(500);

      // Offices changed hands, with careers closing and opening, and every seat is still held.
      const careers = await one<{
        elected: number;
        appointed: number;
        closed: number;
        vacant: number;
        open_per_seat: number;
      }>(sql`
      select count(*) filter (where type = 'elected')::int as elected,
             count(*) filter (where type = 'appointed')::int as appointed,
             count(*) filter (where end_turn is not null)::int as closed,
             -- a seat may wait empty only while a vacancy is being filled (docs/vacancies.md)
             (select count(*)::int from seats s where s.holder_character_id is null
              and not exists (select 1 from seat_vacancies v where v.seat_id = s.id and v.filled_turn is null)) as vacant,
             (select count(*)::int from (select seat_id from careers where end_turn is null and seat_id is not null
               group by seat_id having count(*) > 1) x) as open_per_seat
      from careers`);
      // Incumbency counts in the vote model now (docs/elections.md), so fewer seats change hands than before.
      expect(careers.elected).toBeGreaterThan(300);
      expect(careers.appointed).toBeGreaterThan(10);
      expect(careers.closed).toBeGreaterThan(300);
      expect(careers).toMatchObject({ vacant: 0, open_per_seat: 0 });
      const holders = await one<{ mismatched: number }>(sql`
      select count(*)::int as mismatched from seats s
      join careers cr on cr.seat_id = s.id and cr.end_turn is null
      where cr.character_id <> s.holder_character_id`);
      expect(holders.mismatched).toBe(0);

      // A character's position is the title of the most senior office they hold.
      const positions = await one<{ wrong: number }>(sql`
      select count(*)::int as wrong from characters c
      where c.position <> coalesce((select o.title from seats s join offices o on o.id = s.office_id
        where s.holder_character_id = c.id
        order by case o.role when 'head' then 4 when 'cabinet' then 3 when 'central_bank' then 3 when 'regional_head' then 2 else 1 end desc,
                 o.sort_order, s.id limit 1), 'Citizen')`);
      expect(positions.wrong).toBe(0);

      // Governments formed after each parliamentary election, and leaders changed somewhere.
      const events = await all<{ event_type: string; n: number }>(sql`
      select event_type, count(*)::int as n from history_events
      where event_type in ('election_held', 'leader_change', 'government_formed') group by event_type order by event_type`);
      const eventCount = new Map(events.map((e) => [e.event_type, e.n]));
      expect(eventCount.get('election_held')).toBeGreaterThan(30);
      expect(eventCount.get('government_formed')).toBeGreaterThanOrEqual(6);
      expect(eventCount.get('leader_change')).toBeGreaterThanOrEqual(1);
      const governments = await all<{ country_id: string; formed: number; current: number }>(sql`
      select country_id, count(*)::int as formed, count(*) filter (where ended_turn is null)::int as current
      from governments group by country_id order by country_id`);
      for (const g of governments) expect(g.current, g.country_id).toBe(1);
      expect(governments.filter((g) => g.formed > 1).map((g) => g.country_id)).toEqual(
        expect.arrayContaining(['DE', 'JP', 'UK']),
      );

      const after = await countLogs();
      expect(after.history - before.history).toBeGreaterThan(50);
      expect(after.news - before.news).toBeGreaterThan(50);

      // Campaigns spent real money into the named sink: what counts as spend in the vote model (non-players'
      // spending and advertising), and the money of the other paid actions (a player's rallies).
      const spending = await one<{ sink: string; accounted: string }>(sql`
      select (select coalesce(sum(amount_cents), 0)::text from ledger_entries
              where account_type = 'system' and account_id = 'campaign_spending') as sink,
             ((select coalesce(sum(campaign_spend_cents), 0) from election_candidates)
              + (select coalesce(sum(amount_cents), 0) from campaign_actions where kind <> 'advertise'))::text as accounted`);
      expect(BigInt(spending.sink)).toBeGreaterThan(0n);
      expect(spending.sink).toBe(spending.accounted);
    });

    it('players filed and campaigned through the routes’ verbs, and won or lost races', async () => {
      process.stdout.write(
        `players' scripted campaign actions (done/refused): ${JSON.stringify(Object.fromEntries(tally))}\n`,
      );
      for (const kind of ['file', 'canvass', 'rally', 'advertise', 'debate']) {
        expect(tally.get(kind)?.done ?? 0, kind).toBeGreaterThan(0);
      }
      // Most are re-elections: a player who wins a seat stands for it again, as its incumbent.
      const outcomes = await one<{ decided: number; won: number; as_incumbent: number }>(sql`
        select count(*)::int as decided, count(*) filter (where ec.is_winner)::int as won,
               count(*) filter (where exists (
                 select 1 from careers cr where cr.character_id = ec.character_id and cr.office_id = e.office_id
                   and cr.start_turn < e.scheduled_turn and (cr.end_turn is null or cr.end_turn >= e.end_turn)))::int
                 as as_incumbent
        from election_candidates ec join elections e on e.id = ec.election_id and e.status = 'closed'
        join characters c on c.id = ec.character_id and c.user_id is not null`);
      process.stdout.write(`players' races decided: ${JSON.stringify(outcomes)}\n`);
      expect(outcomes.decided).toBeGreaterThan(5);
      // Each action done is on the race's record: canvass, rally and advertise as actions, a challenge as a debate.
      const recorded = await one<{ actions: number; debates: number }>(sql`
        select (select count(*)::int from campaign_actions ca join characters c on c.id = ca.character_id
                where c.user_id is not null and ca.kind in ('canvass', 'rally', 'advertise')) as actions,
               (select count(*)::int from campaign_debates d join characters c on c.id = d.challenger_id
                where c.user_id is not null) as debates`);
      const done = (kind: string) => tally.get(kind)?.done ?? 0;
      expect(recorded).toEqual({
        actions: done('canvass') + done('rally') + done('advertise'),
        debates: done('debate'),
      });
    });

    it('candidates campaigned, and incumbents were not unbeatable', async () => {
      // Campaign action counts by kind (non-players canvass every turn of every race they run in).
      const kinds = await all<{ kind: string; npp: boolean; n: number; races: number }>(sql`
        select kind, is_npp as npp, count(*)::int as n, count(distinct election_id)::int as races
        from campaign_actions group by kind, is_npp order by kind, is_npp`);
      process.stdout.write(`campaign actions ${world.turns}-turn counts: ${JSON.stringify(kinds)}\n`);
      const canvass = kinds.find((k) => k.kind === 'canvass' && k.npp);
      expect(canvass?.n ?? 0).toBeGreaterThan(1000);
      const races = await one<{ with_npp: number; campaigned: number }>(sql`
        select count(*)::int as with_npp,
               count(*) filter (where exists (select 1 from campaign_actions ca where ca.election_id = e.id))::int as campaigned
        from elections e
        where exists (select 1 from election_candidates ec where ec.election_id = e.id and ec.is_npp)
          and e.end_turn > e.scheduled_turn`);
      expect(races.campaigned).toBe(races.with_npp);
      // Sitting holders who ran again: most keep their seats, some lose them.
      const incumbents = await one<{ ran: number; lost: number }>(sql`
        select count(*)::int as ran, count(*) filter (where not ec.is_winner)::int as lost
        from election_candidates ec join elections e on e.id = ec.election_id and e.status = 'closed'
        join careers cr on cr.character_id = ec.character_id and cr.office_id = e.office_id
          and cr.start_turn < e.scheduled_turn and (cr.end_turn is null or cr.end_turn >= e.end_turn)`);
      process.stdout.write(`incumbents who ran again: ${JSON.stringify(incumbents)}\n`);
      expect(incumbents.ran).toBeGreaterThan(100);
      expect(incumbents.lost).toBeGreaterThan(0);
      expect(incumbents.lost).toBeLessThan(incumbents.ran);
    });

    it('candidates debated and were endorsed, and the public polled every undecided race', async () => {
      const debates = await all<{ status: string; n: number; challenger_won: number }>(sql`
        select status, count(*)::int as n, count(*) filter (where winner_id = challenger_id)::int as challenger_won
        from campaign_debates group by status order by status`);
      const endorsements = await one<{ npp: number; players: number; races: number; endorsers: number }>(sql`
        select count(*) filter (where is_npp)::int as npp, count(*) filter (where not is_npp)::int as players,
               count(distinct election_id)::int as races, count(distinct endorser_id)::int as endorsers
        from campaign_endorsements`);
      const polls = await one<{ polls: number; races: number; missed: number }>(sql`
        select (select count(*)::int from election_public_polls) as polls,
               (select count(distinct election_id)::int from election_public_polls) as races,
               -- a race with candidates that ran over an even turn before its count was polled
               (select count(*)::int from elections e where e.status = 'closed'
                  and ((e.end_turn - 1) / 2) * 2 >= greatest(e.scheduled_turn, 2)
                  and exists (select 1 from election_candidates ec where ec.election_id = e.id)
                  and not exists (select 1 from election_public_polls p where p.election_id = e.id)) as missed`);
      const influence = await one<{ p10: number; p50: number; p90: number; max: number }>(sql`
        select percentile_disc(0.1) within group (order by political_influence) as p10,
               percentile_disc(0.5) within group (order by political_influence) as p50,
               percentile_disc(0.9) within group (order by political_influence) as p90,
               max(political_influence) as max
        from characters c where exists (select 1 from seats s where s.holder_character_id = c.id)`);
      process.stdout.write(
        `campaign moves ${world.turns}-turn counts: debates ${JSON.stringify(debates)}; endorsements ${JSON.stringify(endorsements)}; public polls ${JSON.stringify(polls)}; office holders' influence ${JSON.stringify(influence)}\n`,
      );
      const held = debates.find((d) => d.status === 'held');
      expect(held?.n ?? 0).toBeGreaterThan(20);
      expect(debates.find((d) => d.status === 'declined')?.n ?? 0).toBeGreaterThan(0);
      // Non-player rivals answer within the turn: nothing of theirs waits past the run.
      expect(debates.find((d) => d.status === 'pending')?.n ?? 0).toBe(0);
      // The better performer does not always win: the draw decides close debates.
      expect(held!.challenger_won).toBeGreaterThan(0);
      expect(held!.challenger_won).toBeLessThan(held!.n);
      expect(endorsements.npp).toBeGreaterThan(50);
      expect(polls.missed).toBe(0);
      expect(polls.races).toBeGreaterThan(500);
      expect(influence.max).toBeLessThanOrEqual(100);
    });

    it('filled list seats by party vote, never beyond the rule nor for a party under its threshold', async () => {
      const rules = Object.entries(LIST_SEAT_RULES).map(([officeId, rule]) => ({
        office_id: officeId,
        share: rule.share,
        threshold: rule.threshold,
      }));
      const byOffice = await all<{
        office_id: string;
        races: number;
        due: number;
        from_list: number;
        over: number;
        under_threshold: number;
        parties_under: number;
      }>(sql`
        with rules as (select * from jsonb_to_recordset(${JSON.stringify(rules)}::jsonb)
                         as r(office_id text, share float8, threshold float8)),
        races as (
          select e.id, e.office_id, e.end_turn, floor(e.total_seats * r.share)::int as due, r.threshold
          from elections e join rules r on r.office_id = e.office_id
          where e.status = 'closed' and e.kind = 'regular'),
        -- each party's share of the office's vote at one count (the races counted that turn), as the count reads it
        national as (
          select ra.office_id, ra.end_turn, ec.party_id,
                 sum(ec.votes)::float8 / nullif(sum(sum(ec.votes)) over (partition by ra.office_id, ra.end_turn), 0) as share
          from races ra join election_candidates ec on ec.election_id = ra.id and not ec.eliminated_in_primary
          group by ra.office_id, ra.end_turn, ec.party_id),
        listed as (
          select ra.id, ra.office_id, ra.due, count(ec.character_id)::int as from_list,
                 count(ec.character_id) filter (where n.share < ra.threshold)::int as under_threshold
          from races ra
          left join election_candidates ec on ec.election_id = ra.id and ec.elected_from_list
          left join national n on n.office_id = ra.office_id and n.end_turn = ra.end_turn and n.party_id = ec.party_id
          group by ra.id, ra.office_id, ra.due)
        select l.office_id, count(*)::int as races, sum(l.due)::int as due, sum(l.from_list)::int as from_list,
               count(*) filter (where l.from_list > l.due)::int as over, sum(l.under_threshold)::int as under_threshold,
               (select count(*)::int from national n join rules r on r.office_id = n.office_id
                where n.office_id = l.office_id and n.share < r.threshold) as parties_under
        from listed l group by l.office_id order by l.office_id`);
      process.stdout.write(`list seats over ${world.turns} turns: ${JSON.stringify(byOffice)}\n`);
      expect(byOffice.map((o) => o.office_id)).toEqual(Object.keys(LIST_SEAT_RULES).sort());
      for (const office of byOffice) {
        expect(office.from_list, office.office_id).toBeGreaterThan(0);
        // A seat no party could fill from its list goes by votes: at most the rule's number come from lists.
        expect(office.over, office.office_id).toBe(0);
        expect(office.under_threshold, office.office_id).toBe(0);
      }
      const bundestag = byOffice.find((o) => o.office_id === 'de-mdb')!;
      expect(LIST_SEAT_RULES['de-mdb']!.threshold).toBe(DE_LIST_THRESHOLD);
      expect(bundestag.due).toBeGreaterThan(0);
    });
  });
}
