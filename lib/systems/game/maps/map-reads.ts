import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { getRegionSectors, type TopSector } from '@/lib/systems/economy/macro/region-sectors';
import { primaryChamberId } from '@/lib/systems/politics/offices/country-politics';

// What the maps shade: whole-game reads over core (countries, states), policy (metrics, approval),
// economy (macro), politics (seats, governments, parties) and world (conflicts).

export interface MapParty {
  id: string;
  name: string;
  color: string;
}

export interface WorldMapCountry {
  id: string;
  name: string;
  /** GDP per head at market rates, in the anchor currency (about US dollars). */
  gdpPerHeadAnchor: number | null;
  /** National approval of the government, percent. */
  approval: number | null;
  /** Public debt as a fraction of GDP. */
  debtToGdp: number | null;
  /** Annual inflation, percent. */
  inflation: number | null;
  governingParty: MapParty | null;
  /** Conflicts not yet resolved that involve the country. */
  activeConflicts: number;
}

/** Every country the game has, with what the world map shades it by, in world order. */
export async function getWorldMapCountries(db: Db): Promise<WorldMapCountry[]> {
  const rows = await db.execute<{
    id: string;
    name: string;
    gdp_per_head_anchor: number | null;
    approval: number | null;
    debt_to_gdp: number | null;
    inflation: number | null;
    party_id: string | null;
    party_name: string | null;
    party_color: string | null;
    active_conflicts: number;
  }>(sql`
    select c.id, c.name,
      case when c.population > 0 and cu.rate > 0
        then (c.gdp_millions::float8 * 1000000 / cu.rate::float8 / c.population::float8) end as gdp_per_head_anchor,
      ar.approval, e.debt_to_gdp::float8 as debt_to_gdp, e.inflation::float8 as inflation,
      p.id as party_id, p.name as party_name, p.color as party_color,
      (select count(*)::int from conflicts k where k.status <> 'resolved' and c.id = any(k.country_ids)) as active_conflicts
    from countries c
    left join currencies cu on cu.code = c.currency_code
    left join approval_ratings ar on ar.scope = 'national' and ar.place_id = c.id
    left join country_economies e on e.country_id = c.id
    left join governments g on g.country_id = c.id and g.ended_turn is null
    left join parties p on p.id = g.head_party_id
    order by c.sort_order, c.id`);
  return rows.rows.map((r) => ({
    id: r.id,
    name: r.name,
    gdpPerHeadAnchor: r.gdp_per_head_anchor === null ? null : Math.round(Number(r.gdp_per_head_anchor)),
    approval: r.approval === null ? null : Number(r.approval),
    debtToGdp: r.debt_to_gdp === null ? null : Number(r.debt_to_gdp),
    inflation: r.inflation === null ? null : Number(r.inflation),
    governingParty: r.party_id
      ? { id: r.party_id, name: r.party_name ?? '', color: r.party_color ?? '#888888' }
      : null,
    activeConflicts: Number(r.active_conflicts),
  }));
}

export interface RegionSeatCount extends MapParty {
  seats: number;
}

export interface CountryMapRegion {
  id: string;
  name: string;
  population: number;
  gdpMillions: number;
  /** Local currency per head. */
  gdpPerHead: number;
  /** State approval of the government, percent. */
  approval: number | null;
  unemploymentRate: number | null;
  medianIncome: number | null;
  /** Seats of the primary chamber's legislators elected here, by the holder's party (vacant seats left out). */
  seats: RegionSeatCount[];
  totalSeats: number;
}

/** A country's regions with what its map shades them by, by name; [] for an unknown country. */
export async function getCountryMapRegions(db: Db, countryId: string): Promise<CountryMapRegion[]> {
  const rows = await db.execute<{
    id: string;
    name: string;
    population: number;
    gdp_millions: number;
    approval: number | null;
    unemployment_rate: number | null;
    median_income: number | null;
    seats: { id: string; name: string; color: string; seats: number }[] | null;
    total_seats: number;
  }>(sql`
    with legislature as (
      select s.state_id, s.party_id from seats s
      join offices o on o.id = s.office_id
      where s.country_id = ${countryId} and o.chamber_id = ${primaryChamberId(countryId)}
    )
    select st.id, st.name, st.population::float8 as population, st.gdp_millions::float8 as gdp_millions,
      ar.approval,
      (select m.value from state_metrics m where m.state_id = st.id and m.metric_id = 'unemploymentRate') as unemployment_rate,
      (select m.value from state_metrics m where m.state_id = st.id and m.metric_id = 'medianIncome') as median_income,
      (select json_agg(json_build_object('id', p.id, 'name', p.name, 'color', p.color, 'seats', n.seats)
                       order by n.seats desc, p.name)
         from (select l.party_id, count(*)::int as seats from legislature l
               where l.state_id = st.id and l.party_id is not null group by l.party_id) n
         join parties p on p.id = n.party_id) as seats,
      (select count(*)::int from legislature l where l.state_id = st.id) as total_seats
    from states st
    left join approval_ratings ar on ar.scope = 'state' and ar.place_id = st.id
    where st.country_id = ${countryId}
    order by st.name, st.id`);
  return rows.rows.map((r) => {
    const population = Number(r.population);
    const gdpMillions = Number(r.gdp_millions);
    return {
      id: r.id,
      name: r.name,
      population,
      gdpMillions,
      gdpPerHead: population > 0 ? Math.round((gdpMillions * 1_000_000) / population) : 0,
      approval: r.approval === null ? null : Number(r.approval),
      unemploymentRate: r.unemployment_rate === null ? null : Number(r.unemployment_rate),
      medianIncome: r.median_income === null ? null : Number(r.median_income),
      seats: (r.seats ?? []).map((s) => ({ ...s, seats: Number(s.seats) })),
      totalSeats: Number(r.total_seats),
    };
  });
}

export interface StateSeat {
  office: string;
  seatNumber: number;
  /** The holder's public number (profile address), null while vacant. */
  holderSeq: number | null;
  holderName: string | null;
  party: MapParty | null;
  termEndTurn: number | null;
}

export interface StateMetricValue {
  id: string;
  category: string;
  label: string;
  unit: string;
  value: number;
}

export interface StateOverview {
  id: string;
  name: string;
  regionType: string;
  countryId: string;
  countryName: string;
  currencyCode: string;
  population: number;
  gdpMillions: number;
  gdpPerHead: number;
  approval: number | null;
  characterCount: number;
  seats: StateSeat[];
  metrics: StateMetricValue[];
  topSectors: TopSector[];
}

/** One state's page: overview, its seats and their holders, its metrics and its economy; null when unknown. */
export async function getStateOverview(db: Db, stateId: string): Promise<StateOverview | null> {
  const rows = await db.execute<{
    id: string;
    name: string;
    region_type: string;
    country_id: string;
    country_name: string;
    currency_code: string;
    population: number;
    gdp_millions: number;
    approval: number | null;
    character_count: number;
  }>(sql`
    select st.id, st.name, st.region_type, st.country_id, co.name as country_name, co.currency_code,
      st.population::float8 as population, st.gdp_millions::float8 as gdp_millions, ar.approval,
      (select count(*)::int from characters ch where ch.state_id = st.id) as character_count
    from states st join countries co on co.id = st.country_id
    left join approval_ratings ar on ar.scope = 'state' and ar.place_id = st.id
    where st.id = ${stateId}`);
  const state = rows.rows[0];
  if (!state) return null;
  const [seats, metrics, sectors] = await Promise.all([
    db.execute<{
      office: string;
      seat_number: number;
      holder_seq: number | null;
      holder_name: string | null;
      party_id: string | null;
      party_name: string | null;
      party_color: string | null;
      term_end_turn: number | null;
    }>(sql`
      select o.title as office, s.seat_number, ch.seq as holder_seq, ch.name as holder_name,
        p.id as party_id, p.name as party_name, p.color as party_color, s.term_end_turn
      from seats s join offices o on o.id = s.office_id
      left join characters ch on ch.id = s.holder_character_id
      left join parties p on p.id = s.party_id
      where s.state_id = ${stateId}
      order by o.sort_order, s.seat_number`),
    db.execute<{ id: string; category: string; label: string; unit: string; value: number }>(sql`
      select d.id, d.category, d.label, d.unit, m.value
      from state_metrics m join metric_definitions d on d.id = m.metric_id
      where m.state_id = ${stateId}
      order by d.category, d.sort_order, d.id`),
    getRegionSectors(db, state.country_id),
  ]);
  const population = Number(state.population);
  const gdpMillions = Number(state.gdp_millions);
  return {
    id: state.id,
    name: state.name,
    regionType: state.region_type,
    countryId: state.country_id,
    countryName: state.country_name,
    currencyCode: state.currency_code,
    population,
    gdpMillions,
    gdpPerHead: population > 0 ? Math.round((gdpMillions * 1_000_000) / population) : 0,
    approval: state.approval === null ? null : Number(state.approval),
    characterCount: Number(state.character_count),
    seats: seats.rows.map((s) => ({
      office: s.office,
      seatNumber: Number(s.seat_number),
      holderSeq: s.holder_seq === null ? null : Number(s.holder_seq),
      holderName: s.holder_name,
      party: s.party_id
        ? { id: s.party_id, name: s.party_name ?? '', color: s.party_color ?? '#888888' }
        : null,
      termEndTurn: s.term_end_turn === null ? null : Number(s.term_end_turn),
    })),
    metrics: metrics.rows.map((m) => ({ ...m, value: Number(m.value) })),
    topSectors: sectors.get(state.id)?.topSectors ?? [],
  };
}
