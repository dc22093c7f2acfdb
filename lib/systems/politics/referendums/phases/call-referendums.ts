import { sql } from 'drizzle-orm';
import { queriesInOrder, type Db } from '@/lib/platform/db';
import { SYSTEM_NEWS_AUTHOR } from '@/lib/systems/core/news/constants';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import {
  REFERENDUM_BASELINE_AT_ZERO,
  REFERENDUM_BASELINE_MAX,
  REFERENDUM_BASELINE_MIN,
  REFERENDUM_BASELINE_PER_DISTANCE,
  REFERENDUM_CAMPAIGN_TURNS,
  REFERENDUM_PARTY_NO_DISTANCE,
  REFERENDUM_PARTY_YES_DISTANCE,
  REFERENDUM_PROPOSAL_CHANCE,
  REFERENDUM_STATE_SHARE,
  REFERENDUM_TOTAL_TURNS,
  type ReferendumKind,
} from '../constants';
import { insertNewsPostsSql } from '@/lib/systems/core/news/publish-system-news';

interface Proposal {
  countryId: string;
  stateId: string | null;
  kind: ReferendumKind;
  legislationTypeId: string;
  optionIndex: number;
  title: string;
}

interface Candidates {
  countries: { id: string; states: string[] }[];
  types: { id: string; name: string; nationalOnly: boolean; countries: string[]; options: string[] }[];
}

/** Countries without an open referendum (with their states), and the legislation types with option names. */
async function loadCandidates(tx: Db): Promise<Candidates> {
  const [countryRows, typeRows] = await queriesInOrder([
    tx.execute<{ id: string; states: string[] }>(sql`
      select co.id, array_agg(s.id order by s.id) as states
      from countries co join states s on s.country_id = co.id
      where not exists (select 1 from referendums r where r.country_id = co.id and r.status <> 'resolved')
      group by co.id order by co.id`),
    tx.execute<{
      id: string;
      name: string;
      national_only: boolean;
      countries: string[];
      options: string[];
    }>(sql`
      select t.id, t.name, t.national_only, t.countries, array_agg(o.name order by o.option_index) as options
      from legislation_types t join policy_options o on o.legislation_type_id = t.id
      group by t.id order by t.id`),
  ]);
  return {
    countries: countryRows.rows,
    types: typeRows.rows.map((t) => ({
      id: t.id,
      name: t.name,
      nationalOnly: t.national_only,
      countries: t.countries,
      options: t.options,
    })),
  };
}

/**
 * Calls new referendums: each country without an open one calls one with REFERENDUM_PROPOSAL_CHANCE,
 * on a random legislation type and option (national-only types nationally, others in a random state).
 * Draws come from ctx.random in country order; one INSERT … SELECT computes every baseline Yes share
 * and the parties' public positions from positions, and one more posts the news.
 */
export const callReferendums = definePhase({
  id: 'call-referendums',
  system: 'politics',
  async run(tx, ctx) {
    const { countries, types } = await loadCandidates(tx);
    const proposals: Proposal[] = [];
    for (const country of countries) {
      if (ctx.random.float() >= REFERENDUM_PROPOSAL_CHANCE) continue;
      const regional = ctx.random.float() < REFERENDUM_STATE_SHARE;
      const eligible = types.filter((t) => t.countries.includes(country.id) && t.nationalOnly === !regional);
      if (eligible.length === 0) continue;
      const type = ctx.random.pick(eligible);
      const optionIndex = ctx.random.int(0, type.options.length - 1);
      const stateId = regional ? ctx.random.pick(country.states) : null;
      proposals.push({
        countryId: country.id,
        stateId,
        kind: regional ? 'state_policy' : 'national_policy',
        legislationTypeId: type.id,
        optionIndex,
        title: `${type.name}: ${type.options[optionIndex]}${stateId ? ` in ${stateId}` : ''}?`,
      });
    }
    if (proposals.length === 0) return;
    // The electorate's average positions, each read alone: a national one scans a third of a million-character
    // world, which a read-only statement may share among parallel workers (the insert below may not).
    const averages: { economic: string | null; social: string | null }[] = [];
    for (const p of proposals) {
      const where = p.stateId ? sql`c.state_id = ${p.stateId}` : sql`c.country_id = ${p.countryId}`;
      const result = await tx.execute<{ economic: string | null; social: string | null }>(sql`
        select avg(c.policy_economic)::text as economic, avg(c.policy_social)::text as social
        from characters c where ${where}`);
      averages.push(result.rows[0] ?? { economic: null, social: null });
    }
    const values = sql.join(
      proposals.map(
        (p, order) =>
          sql`(${order}::int, ${p.countryId}::text, ${p.stateId}::text, ${p.kind}::text, ${p.legislationTypeId}::text, ${p.optionIndex}::int, ${p.title}::text, ${averages[order]!.economic}::numeric, ${averages[order]!.social}::numeric)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`
      with proposal(ord, country_id, state_id, kind, legislation_type_id, option_index, title, average_economic,
        average_social) as (values ${values}),
      scored as (
        select p.ord, p.country_id, p.state_id, p.kind, p.legislation_type_id, p.option_index, p.title,
          o.economic, o.social,
          greatest(${REFERENDUM_BASELINE_MIN}::float8, least(${REFERENDUM_BASELINE_MAX}::float8,
            ${REFERENDUM_BASELINE_AT_ZERO} - ${REFERENDUM_BASELINE_PER_DISTANCE} * coalesce(
              sqrt(power(p.average_economic - o.economic, 2) + power(p.average_social - o.social, 2)), 0))) as baseline
        from proposal p
        join policy_options o on o.legislation_type_id = p.legislation_type_id and o.option_index = p.option_index),
      inserted as (
        insert into referendums (country_id, state_id, kind, target_country_id, title, legislation_type_id,
          option_index, status, proposed_turn, voting_opens_turn, resolves_turn, baseline_yes, current_yes,
          poll_history, party_positions)
        select s.country_id, s.state_id, s.kind, s.country_id, s.title, s.legislation_type_id, s.option_index,
          'proposed', ${ctx.turn}::int, ${ctx.turn + REFERENDUM_CAMPAIGN_TURNS}::int, ${ctx.turn + REFERENDUM_TOTAL_TURNS}::int,
          s.baseline, s.baseline, jsonb_build_array(jsonb_build_object('turn', ${ctx.turn}::int, 'yes', round(s.baseline::numeric, 4))),
          coalesce((
            select jsonb_agg(jsonb_build_object('partyId', pa.id, 'partyName', pa.name, 'position',
              case when d.distance <= ${REFERENDUM_PARTY_YES_DISTANCE} then 'yes'
                   when d.distance > ${REFERENDUM_PARTY_NO_DISTANCE} then 'no' else 'neutral' end) order by pa.id)
            from parties pa
            cross join lateral (select sqrt(power(pa.economic_position - s.economic, 2)
              + power(pa.social_position - s.social, 2)) as distance) d
            where pa.country_id = s.country_id), '[]'::jsonb)
        from scored s order by s.ord
        returning id, country_id, title)
      ${insertNewsPostsSql(['title', 'content', 'author_character_id', 'author_name', 'is_system', 'category', 'country_id', 'turn'])}
      select 'Referendum called: ' || i.title,
        'Voters will decide in ' || ${REFERENDUM_TOTAL_TURNS}::int || ' weeks; polls open now.',
        null, ${SYSTEM_NEWS_AUTHOR}::text, true, 'politics', i.country_id, ${ctx.turn}::int
      from inserted i order by i.id`);
  },
});
