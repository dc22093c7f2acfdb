import { sql } from 'drizzle-orm';
import { SYSTEM_NEWS_AUTHOR } from '@/lib/systems/core/news/constants';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import {
  BACKER_RESUPPLY,
  BATTLE_HEAT,
  CONTACT_BASE,
  CONTACT_PER_INTENSITY,
  CONTACT_SUPPLY_COST,
  COUNTER_SHARE,
  INTENSITY_LEVEL_BASE,
  INTENSITY_LEVEL_PER_SEVERITY,
  INTENSITY_NOISE,
  INTENSITY_REVERSION,
  LOSS_SUPPLY_COST,
  LUCK_MIN,
  LUCK_SPREAD,
  NOTABLE_SHIFT,
  QUIET_COOLING,
  SHIFT_PER_SEVERITY,
  STALEMATE_HEAT,
  STALEMATE_SUPPLY_COST,
  STRENGTH_FLOOR,
  SUPPLY_REGEN,
  TERRAIN_DEFENSE,
  UNOPPOSED_SHIFT_FACTOR,
  UNOPPOSED_SUPPLY,
  WEARINESS_PER_TURN,
  WIN_RATIO,
} from '../constants';
import { insertHistoryEventsSql } from '@/lib/systems/core/history/record-history-events';
import { insertNewsPostsSql } from '@/lib/systems/core/news/publish-system-news';

/** Our own numeric constants, inlined as SQL literals so Postgres types the arithmetic. */
const k = (value: number) => sql.raw(String(value));

const terrainValues = sql.join(
  Object.entries(TERRAIN_DEFENSE).map(([terrain, defense]) => sql`(${terrain}::text, ${defense}::float8)`),
  sql`, `,
);

/**
 * One battle in every open conflict's theater. Four draws per conflict from ctx.random (in id order):
 * contact, which side attacks (weighted by supply), battle luck and intensity noise. One statement
 * then writes the battles, moves control, supply and intensity, and records the notable battles in
 * the host's history and the news.
 */
export const fightBattles = definePhase({
  id: 'fight-battles',
  system: 'world',
  async run(tx, ctx) {
    const open = await tx.execute<{ id: number }>(sql`
      select id from conflicts where status <> 'resolved' order by id`);
    if (open.rows.length === 0) return;
    const draws = sql.join(
      open.rows.map(
        (row) =>
          sql`(${row.id}::int, ${ctx.random.float()}::float8, ${ctx.random.float()}::float8, ${ctx.random.float()}::float8, ${ctx.random.float()}::float8)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`
      with draw(id, r_contact, r_attack, r_luck, r_noise) as (values ${draws}),
      terrain(terrain, defense) as (values ${terrainValues}),
      base as (
        select c.id, c.severity, c.intensity, c.control, c.supply_a, c.supply_b, c.side_a, c.side_b, c.name,
          c.host_country_id, c.country_ids, c.started_turn, d.r_luck, d.r_noise, coalesce(t.defense, 1) as defense,
          d.r_contact < ${k(CONTACT_BASE)} + ${k(CONTACT_PER_INTENSITY)} * c.intensity / 100 as contact,
          case when d.r_attack * (c.supply_a + c.supply_b) < c.supply_b then 'B' else 'A' end as att
        from conflicts c join draw d on d.id = c.id left join terrain t on t.terrain = c.terrain),
      sided as (
        select b.*,
          case att when 'A' then supply_a else supply_b end as att_supply,
          case att when 'A' then supply_b else supply_a end as def_supply,
          case att when 'A' then side_a else side_b end as att_side,
          case att when 'A' then side_b else side_a end as def_side,
          ${k(SHIFT_PER_SEVERITY)} * severity * (0.5 + intensity / 100) as swing,
          (case att when 'A' then supply_a else supply_b end + ${k(STRENGTH_FLOOR)})
            * (${k(LUCK_MIN)} + ${k(LUCK_SPREAD)} * r_luck) as attack,
          (case att when 'A' then supply_b else supply_a end + ${k(STRENGTH_FLOOR)}) * defense as defence
        from base b),
      fought as (
        select s.*, s.contact and s.def_supply < ${k(UNOPPOSED_SUPPLY)} as unopposed,
          case when not s.contact then null
            when s.def_supply < ${k(UNOPPOSED_SUPPLY)} then 'attacker_victory'
            when s.attack >= ${k(WIN_RATIO)} * s.defence then 'attacker_victory'
            when s.attack * ${k(WIN_RATIO)} <= s.defence then 'defender_victory'
            else 'stalemate' end as result
        from sided s),
      moved as (
        select f.*,
          greatest(0, least(100, f.control + (case f.att when 'B' then 1 else -1 end) * case f.result
            when 'attacker_victory' then f.swing * (case when f.unopposed then ${k(UNOPPOSED_SHIFT_FACTOR)} else 1 end)
            when 'defender_victory' then -${k(COUNTER_SHARE)} * f.swing
            else 0 end)) as control_after,
          case f.result when 'attacker_victory' then case f.att when 'A' then 'B' else 'A' end
            when 'defender_victory' then f.att end as loser
        from fought f),
      battles as (
        insert into conflict_battles (conflict_id, turn, declarer_side, declarer_country_id, target_country_id,
          attackers, defenders, result, no_contact, unopposed_advance, control_before, control_after, country_ids)
        select id, ${ctx.turn}::int, att,
          coalesce(att_side->'countries'->>0, att_side->>'backer'),
          coalesce(def_side->'countries'->>0, def_side->>'backer'),
          att_side->>'label', def_side->>'label', result, not contact, unopposed, control, control_after, country_ids
        from moved order by id),
      updated as (
        update conflicts c set
          control = m.control_after,
          supply_a = greatest(0, least(100, m.supply_a + ${k(SUPPLY_REGEN)}
            + case when m.side_a->>'backer' is not null then ${k(BACKER_RESUPPLY)} else 0 end
            - case when m.contact then ${k(CONTACT_SUPPLY_COST)} else 0 end
            - case when m.loser = 'A' then ${k(LOSS_SUPPLY_COST)} when m.result = 'stalemate' then ${k(STALEMATE_SUPPLY_COST)} else 0 end)),
          supply_b = greatest(0, least(100, m.supply_b + ${k(SUPPLY_REGEN)}
            + case when m.side_b->>'backer' is not null then ${k(BACKER_RESUPPLY)} else 0 end
            - case when m.contact then ${k(CONTACT_SUPPLY_COST)} else 0 end
            - case when m.loser = 'B' then ${k(LOSS_SUPPLY_COST)} when m.result = 'stalemate' then ${k(STALEMATE_SUPPLY_COST)} else 0 end)),
          intensity = greatest(0, least(100, m.intensity
            + ${k(INTENSITY_REVERSION)} * (${k(INTENSITY_LEVEL_BASE)} + ${k(INTENSITY_LEVEL_PER_SEVERITY)} * m.severity - m.intensity)
            + case when not m.contact then -${k(QUIET_COOLING)} when m.result = 'stalemate' then ${k(STALEMATE_HEAT)} else ${k(BATTLE_HEAT)} end
            + (m.r_noise * 2 - 1) * ${k(INTENSITY_NOISE)}
            - ${k(WEARINESS_PER_TURN)} * (${ctx.turn}::int - m.started_turn)))
        from moved m where m.id = c.id),
      notable as (
        select m.*, case when m.control_after > m.control then m.side_b->>'label' else m.side_a->>'label' end as gainer
        from moved m where abs(m.control_after - m.control) >= ${k(NOTABLE_SHIFT)}),
      history as (
        ${insertHistoryEventsSql(['country_id', 'turn', 'event_type', 'title', 'details'])}
        select n.host_country_id, ${ctx.turn}::int, 'battle_fought', 'Battle in ' || n.name || ': ' || n.gainer || ' advance',
          jsonb_build_object('conflictId', n.id, 'result', n.result, 'controlBefore', round(n.control::numeric, 1),
            'controlAfter', round(n.control_after::numeric, 1))
        from notable n order by n.id)
      ${insertNewsPostsSql(['title', 'content', 'author_character_id', 'author_name', 'is_system', 'category', 'country_id', 'turn'])}
      select n.gainer || ' gain ground in ' || n.name,
        'Side B now holds ' || round(n.control_after::numeric) || '% of the contested area, from '
          || round(n.control::numeric) || '%.',
        null, ${SYSTEM_NEWS_AUTHOR}::text, true, 'conflict', n.host_country_id, ${ctx.turn}::int
      from notable n order by n.id`);
  },
});
