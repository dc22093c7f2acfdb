import { sql } from 'drizzle-orm';
import { openFirstRound } from '../open-first-round';
import { queriesInOrder, type Db } from '@/lib/platform/db';
import type { Random } from '@/lib/platform/random';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { loadBillEffects, subjectKey } from '../bill-effects';
import {
  BILL_VOTING_TURNS,
  MAX_PENDING_BILLS_PER_CHAMBER,
  NPP_BILLS_PER_CHAMBER_PER_TURN,
  NPP_PROPOSAL_CHANCE,
  NPP_STATE_BILL_SHARE,
} from '../constants';
import { billTitle, nearestOtherOption, placeKey, type OptionRow } from '../plan-bill';

type ChamberRow = {
  chamber_id: string;
  country_id: string;
  pending: number;
  npp_count: number;
};
type SponsorRow = {
  chamber_id: string;
  rn: number;
  id: string;
  name: string;
  country_id: string;
  state_id: string | null;
  policy_economic: number;
  policy_social: number;
  party_name: string | null;
};
type TypeRow = {
  id: string;
  name: string;
  national_only: boolean;
  allowed_scope: 'national' | 'state' | 'both';
  countries: string[];
};
type PlaceRow = {
  country_id: string;
  scope: string;
  state_id: string | null;
  legislation_type_id: string;
  option_index: number;
};

interface Draw {
  chamberId: string;
  rn: number;
  scopeRoll: number;
  typeRoll: number;
}

/** Which chambers propose this turn and which of their non-player legislators sponsor (by seat order). */
function drawSponsors(chambers: readonly ChamberRow[], random: Random): Draw[] {
  const draws: Draw[] = [];
  for (const chamber of chambers) {
    for (let k = 0; k < NPP_BILLS_PER_CHAMBER_PER_TURN; k += 1) {
      // Every draw is taken whether or not it is used, so one chamber's state never shifts another's.
      const proposes = random.float() < NPP_PROPOSAL_CHANCE;
      const rn = random.int(1, Math.max(1, chamber.npp_count));
      const scopeRoll = random.float();
      const typeRoll = random.float();
      if (proposes && chamber.npp_count > 0 && chamber.pending + k < MAX_PENDING_BILLS_PER_CHAMBER) {
        draws.push({ chamberId: chamber.chamber_id, rn, scopeRoll, typeRoll });
      }
    }
  }
  return draws;
}

/**
 * Non-player legislators propose bills: per chamber at most NPP_BILLS_PER_CHAMBER_PER_TURN, each with
 * NPP_PROPOSAL_CHANCE, while the chamber has fewer than MAX_PENDING_BILLS_PER_CHAMBER pending. The
 * sponsor proposes the option of a random applicable type nearest to their own position, other than the
 * one in force, for the nation or (NPP_STATE_BILL_SHARE of the time) their own state.
 */
export async function proposeNppBills(
  tx: Db,
  turn: number,
  random: Random,
  now: Date = new Date(),
): Promise<number> {
  const chambers = await tx.execute<ChamberRow>(sql`
    select c.id as chamber_id, c.country_id,
      (select count(*) from bills b where b.chamber_id = c.id and b.status = 'pending')::int as pending,
      count(s.id)::int as npp_count
    from chambers c
      join offices o on o.chamber_id = c.id and o.role = 'legislator'
      join seats s on s.office_id = o.id and s.is_voting
      join characters ch on ch.id = s.holder_character_id and ch.is_npp
    group by c.id order by c.id`);
  const draws = drawSponsors(chambers.rows, random);
  if (draws.length === 0) return 0;

  const picks = JSON.stringify(draws.map((d) => ({ chamber_id: d.chamberId, rn: d.rn })));
  const countryIds = [...new Set(chambers.rows.map((c) => c.country_id))];
  const countryArray = sql`array[${sql.join(
    countryIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::text[]`;
  const [sponsors, types, options, places] = await queriesInOrder([
    tx.execute<SponsorRow>(sql`
      with ranked as (
        select o.chamber_id, ch.id, ch.name, ch.country_id, s.state_id, ch.policy_economic, ch.policy_social,
          p.name as party_name, row_number() over (partition by o.chamber_id order by s.id)::int as rn
        from offices o
          join seats s on s.office_id = o.id and s.is_voting
          join characters ch on ch.id = s.holder_character_id and ch.is_npp
          left join parties p on p.id = ch.party_id
        where o.role = 'legislator' and o.chamber_id is not null
      )
      select ranked.* from ranked
        join jsonb_to_recordset(${picks}::jsonb) as r(chamber_id text, rn int)
          on r.chamber_id = ranked.chamber_id and r.rn = ranked.rn`),
    tx.execute<TypeRow>(sql`
      select id, name, national_only, allowed_scope, countries from legislation_types
      where countries && ${countryArray} order by id`),
    tx.execute<OptionRow>(sql`
      select o.legislation_type_id, o.option_index, o.name, o.economic, o.social
      from policy_options o join legislation_types lt on lt.id = o.legislation_type_id
      where lt.countries && ${countryArray}
      order by o.legislation_type_id, o.option_index`),
    tx.execute<PlaceRow & { pending: boolean }>(sql`
      select country_id, scope, state_id, legislation_type_id, option_index, false as pending
      from enacted_policies where active and country_id = any(${countryArray})
      union all
      select country_id, scope, state_id, legislation_type_id, option_index, true
      from bills where status = 'pending'`),
  ]);

  const sponsorBy = new Map(sponsors.rows.map((s) => [`${s.chamber_id}#${s.rn}`, s]));
  const optionsByType = new Map<string, OptionRow[]>();
  for (const option of options.rows) {
    const list = optionsByType.get(option.legislation_type_id) ?? [];
    list.push(option);
    optionsByType.set(option.legislation_type_id, list);
  }
  const inForce = new Map<string, number>();
  const taken = new Set<string>();
  for (const row of places.rows) {
    const key = placeKey(row.country_id, row.scope, row.state_id, row.legislation_type_id);
    if (row.pending) taken.add(key);
    else inForce.set(key, row.option_index);
  }

  const planned: {
    id: string;
    chamber_id: string;
    country_id: string;
    scope: 'national' | 'state';
    state_id: string | null;
    legislation_type_id: string;
    option_index: number;
    title: string;
    sponsor_character_id: string;
    sponsor_name: string;
    sponsor_party_name: string | null;
  }[] = [];
  for (const draw of draws) {
    const sponsor = sponsorBy.get(`${draw.chamberId}#${draw.rn}`);
    if (!sponsor) continue;
    const stateScope = sponsor.state_id !== null && draw.scopeRoll < NPP_STATE_BILL_SHARE;
    const scope = stateScope ? 'state' : 'national';
    const stateId = stateScope ? sponsor.state_id : null;
    const eligible = types.rows.filter(
      (t) =>
        t.countries.includes(sponsor.country_id) &&
        (stateScope ? !t.national_only : t.national_only) &&
        (optionsByType.get(t.id)?.length ?? 0) > 1 &&
        !taken.has(placeKey(sponsor.country_id, scope, stateId, t.id)),
    );
    if (eligible.length === 0) continue;
    const type = eligible[Math.min(eligible.length - 1, Math.floor(draw.typeRoll * eligible.length))]!;
    const key = placeKey(sponsor.country_id, scope, stateId, type.id);
    const typeOptions = optionsByType.get(type.id)!;
    const option = nearestOtherOption(
      typeOptions,
      { economic: sponsor.policy_economic, social: sponsor.policy_social },
      inForce.get(key) ?? null,
    );
    if (!option) continue;
    taken.add(key);
    planned.push({
      id: random.objectId(),
      chamber_id: draw.chamberId,
      country_id: sponsor.country_id,
      scope,
      state_id: stateId,
      legislation_type_id: type.id,
      option_index: option.option_index,
      title: billTitle(type.name, option.name, stateId),
      sponsor_character_id: sponsor.id,
      sponsor_name: sponsor.name,
      sponsor_party_name: sponsor.party_name,
    });
  }
  if (planned.length === 0) return 0;

  const effects = await loadBillEffects(
    tx,
    planned.map((p) => ({ legislationTypeId: p.legislation_type_id, optionIndex: p.option_index })),
  );
  const payload = JSON.stringify(
    planned.map((p) => ({
      ...p,
      effects: effects.get(
        subjectKey({ legislationTypeId: p.legislation_type_id, optionIndex: p.option_index }),
      ),
    })),
  );
  await tx.execute(sql`
    insert into bills (id, country_id, chamber_id, scope, state_id, legislation_type_id, option_index, title,
      sponsor_character_id, sponsor_name, sponsor_party_name, status, proposed_turn, voting_ends_turn, effects,
      created_at)
    select r.id, r.country_id, r.chamber_id, r.scope, r.state_id, r.legislation_type_id, r.option_index, r.title,
      r.sponsor_character_id, r.sponsor_name, r.sponsor_party_name, 'pending', ${turn}, ${turn + BILL_VOTING_TURNS},
      r.effects, ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${payload}::jsonb) as r(id text, country_id text, chamber_id text, scope text,
      state_id text, legislation_type_id text, option_index int, title text, sponsor_character_id text,
      sponsor_name text, sponsor_party_name text, effects jsonb)
    order by r.id`);
  await openFirstRound(
    tx,
    sql`b.id in (select jsonb_array_elements_text(${JSON.stringify(planned.map((p) => p.id))}::jsonb))`,
    now,
  );
  return planned.length;
}

export const proposeNppBillsPhase = definePhase({
  id: 'legislation-propose',
  system: 'politics',
  run: async (tx, ctx) => {
    await proposeNppBills(tx, ctx.turn, ctx.random, ctx.now);
  },
});
