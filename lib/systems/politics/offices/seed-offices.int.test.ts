import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';

const database = seededSuiteDatabase();

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await database.db.execute(query)).rows as T[];
}

describe('seeded offices', () => {
  it('fills every chamber with exactly its real-world seat count of voting members', async () => {
    const chambers = await rows<{ id: string; seats: number; filled: number; holders: number }>(sql`
      select ch.id, ch.seats, count(s.id)::int as filled, count(s.holder_character_id)::int as holders
      from chambers ch join offices o on o.chamber_id = ch.id join seats s on s.office_id = o.id and s.is_voting
      group by ch.id, ch.seats order by ch.id`);
    expect(chambers.map((c) => c.id)).toEqual([
      'de-bundesrat',
      'de-bundestag',
      'jp-councillors',
      'jp-representatives',
      'uk-commons',
      'uk-lords',
      'us-house',
      'us-senate',
    ]);
    for (const chamber of chambers) {
      expect(chamber.filled, chamber.id).toBe(chamber.seats);
      expect(chamber.holders, chamber.id).toBe(chamber.seats);
    }
  });

  it('seats the Lords by party, crossbenchers included, and the Bundesrat by Land from its government', async () => {
    const lords = await rows<{ party_id: string; seats: number }>(sql`
      select party_id, count(*)::int as seats from seats where office_id = 'uk-peer'
      group by party_id order by party_id`);
    expect(lords).toEqual([
      { party_id: 'uk-con', seats: 273 },
      { party_id: 'uk-grn', seats: 2 },
      { party_id: 'uk-ind', seats: 259 },
      { party_id: 'uk-lab', seats: 187 },
      { party_id: 'uk-ld', seats: 79 },
    ]);
    const lands = await rows<{
      state_id: string;
      votes: number;
      parties: number;
      government_party: boolean;
    }>(sql`
      select s.state_id, count(*)::int as votes, count(distinct s.party_id)::int as parties,
             bool_and(s.party_id = (select g.party_id from seats g where g.office_id = 'de-minister_president'
                                     and g.state_id = s.state_id)) as government_party
      from seats s where s.office_id = 'de-bundesrat_member' group by s.state_id order by s.state_id`);
    const votes = Object.fromEntries(lands.map((l) => [l.state_id, l.votes]));
    // Art. 51(2): 3 to 6 votes by population.
    expect(votes).toMatchObject({ 'DE-NW': 6, 'DE-BY': 6, 'DE-HE': 5, 'DE-BE': 4, 'DE-HB': 3, 'DE-SL': 3 });
    expect(lands.reduce((sum, l) => sum + l.votes, 0)).toBe(69);
    for (const land of lands)
      expect(land, land.state_id).toMatchObject({ parties: 1, government_party: true });
  });

  it('apportions the House by population: every state at least one, DC one non-voting delegate', async () => {
    const house = await rows<{ state_id: string; seats: number; voting: boolean }>(sql`
      select state_id, count(*)::int as seats, bool_and(is_voting) as voting
      from seats where office_id = 'us-representative' group by state_id`);
    expect(house).toHaveLength(51);
    const byState = new Map(house.map((h) => [h.state_id, h]));
    expect(byState.get('DC')).toEqual({ state_id: 'DC', seats: 1, voting: false });
    expect(byState.get('CA')!.seats).toBeGreaterThan(byState.get('TX')!.seats);
    expect(byState.get('TX')!.seats).toBeGreaterThan(byState.get('OH')!.seats);
    expect(Math.min(...house.map((h) => h.seats))).toBe(1);
  });

  it('seats a non-player politician of the seat party in every office, with a seeded career row', async () => {
    const [summary] = await rows<Record<string, number>>(sql`
      select count(*)::int as seats,
             count(*) filter (where c.id is null or not c.is_npp)::int as not_npp,
             count(*) filter (where c.party_id is distinct from s.party_id)::int as party_mismatch,
             count(*) filter (where cr.id is null)::int as no_career,
             count(*) filter (where c.country_id <> s.country_id)::int as wrong_country,
             count(*) filter (where s.state_id is not null and o.scope = 'state' and c.state_id <> s.state_id)::int as wrong_state
      from seats s join offices o on o.id = s.office_id
      left join characters c on c.id = s.holder_character_id
      left join careers cr on cr.seat_id = s.id and cr.character_id = c.id and cr.end_turn is null and cr.type = 'seeded'`);
    expect(summary).toMatchObject({
      not_npp: 0,
      party_mismatch: 0,
      no_career: 0,
      wrong_country: 0,
      wrong_state: 0,
    });
    expect(summary!.seats).toBeGreaterThan(2_600);
  });

  it('gives each country one head; a parliamentary head sits in the primary chamber and leads its largest party', async () => {
    const heads = await rows<{
      country_id: string;
      title: string;
      position: string;
      in_chamber: boolean;
      largest: boolean;
    }>(sql`
      with chamber_parties as (
        select s.country_id, s.party_id, count(*) as seats,
               rank() over (partition by s.country_id order by count(*) desc, s.party_id) as rnk
        from seats s join offices o on o.id = s.office_id join chambers ch on ch.id = o.chamber_id
        where ch.chamber_key in ('house', 'commons', 'bundestag', 'representatives')
        group by s.country_id, s.party_id)
      select s.country_id, o.title, c.position,
             exists (select 1 from seats m join offices mo on mo.id = m.office_id
                     where m.holder_character_id = c.id and mo.role = 'legislator') as in_chamber,
             exists (select 1 from chamber_parties cp where cp.country_id = s.country_id
                     and cp.party_id = s.party_id and cp.rnk = 1) as largest
      from seats s join offices o on o.id = s.office_id and o.role = 'head'
      join characters c on c.id = s.holder_character_id order by s.country_id`);
    expect(heads.map((h) => [h.country_id, h.title, h.position])).toEqual([
      ['DE', 'Chancellor', 'Chancellor'],
      ['JP', 'Prime Minister', 'Prime Minister'],
      ['UK', 'Prime Minister', 'Prime Minister'],
      ['US', 'President', 'President'],
    ]);
    for (const head of heads.filter((h) => h.country_id !== 'US')) {
      expect(head, head.country_id).toMatchObject({ in_chamber: true, largest: true });
    }
    const cabinets = await rows<{ country_id: string; members: number; off_government: number }>(sql`
      select s.country_id, count(*)::int as members,
             count(*) filter (where not (s.party_id = any (g.party_ids)))::int as off_government
      from seats s join offices o on o.id = s.office_id and o.role = 'cabinet'
      join governments g on g.country_id = s.country_id and g.ended_turn is null
      group by s.country_id order by s.country_id`);
    expect(cabinets).toEqual([
      { country_id: 'DE', members: 16, off_government: 0 },
      { country_id: 'JP', members: 19, off_government: 0 },
      { country_id: 'UK', members: 20, off_government: 0 },
      { country_id: 'US', members: 15, off_government: 0 },
    ]);
  });

  it('records the government at world start: one per country, led by the head', async () => {
    const governments = await rows<{ country_id: string; regime: string; kind: string; ok: boolean }>(sql`
      select g.country_id, g.regime, g.kind,
             (g.head_character_id = s.holder_character_id and g.party_ids[1] = s.party_id
              and g.seats_held = (select count(*) from seats m join offices mo on mo.id = m.office_id
                                  join chambers ch on ch.id = mo.chamber_id
                                  where ch.chamber_key in ('house', 'commons', 'bundestag', 'representatives')
                                  and m.country_id = g.country_id and m.party_id = any (g.party_ids) and m.is_voting)) as ok
      from governments g join seats s on s.country_id = g.country_id
      join offices o on o.id = s.office_id and o.role = 'head' order by g.country_id`);
    expect(governments.map((g) => [g.country_id, g.regime, g.ok])).toEqual([
      ['DE', 'parliamentary', true],
      ['JP', 'parliamentary', true],
      ['UK', 'parliamentary', true],
      ['US', 'presidential', true],
    ]);
    expect(governments.find((g) => g.country_id === 'US')!.kind).toBe('presidential');
    // A parliamentary government holds a majority, alone or in coalition, or is a minority of one party.
    const parliamentary = await rows<{ kind: string; parties: number; majority: boolean }>(sql`
      select kind, cardinality(party_ids) as parties, seats_held >= majority_threshold as majority
      from governments where regime = 'parliamentary'`);
    for (const g of parliamentary) {
      if (g.kind === 'minority') expect(g).toMatchObject({ parties: 1, majority: false });
      else expect(g.majority).toBe(true);
    }
  });

  it('staggers the two senators of a state into different classes and schedules terms to end', async () => {
    const [senate] = await rows<{ same_class: number; classes: number; no_term: number }>(sql`
      select (select count(*)::int from (select state_id from seats where office_id = 'us-senator'
               group by state_id having count(distinct stagger_class) < 2) x) as same_class,
             (select count(distinct stagger_class)::int from seats where office_id = 'us-senator') as classes,
             (select count(*)::int from seats s join offices o on o.id = s.office_id
               where o.cycle_turns is not null and (s.term_end_turn is null or s.term_end_turn <= 1)) as no_term`);
    expect(senate).toEqual({ same_class: 0, classes: 3, no_term: 0 });
  });

  it('keeps challengers in every state for every real party', async () => {
    const [gaps] = await rows<{ missing: number; challengers: number }>(sql`
      select (select count(*)::int from states st join parties p on p.country_id = st.country_id and not p.is_default
              where not exists (select 1 from characters c where c.is_npp and c.state_id = st.id and c.party_id = p.id
                                and not exists (select 1 from seats s where s.holder_character_id = c.id))) as missing,
             (select count(*)::int from characters c where c.is_npp
              and not exists (select 1 from seats s where s.holder_character_id = c.id)) as challengers`);
    expect(gaps!.missing).toBe(0);
    expect(gaps!.challengers).toBeGreaterThan(1_500);
  });
});
