import { sql } from 'drizzle-orm';
import { awardAchievement } from '@/lib/systems/core/achievements/award-achievement';
import type { Db } from '@/lib/platform/db';
import { notifyMany } from '@/lib/systems/core/notifications/notify';
import { enactPolicy } from '@/lib/systems/policy/enact-policy';
import { applyTariffBills } from '@/lib/systems/economy/trade/apply-tariff-bills';
import { enactedTariffBills } from '../enacted-tariff-bills';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import type { Random } from '@/lib/platform/random';
import { advanceBills } from '../advance-bills';
import {
  BILL_ENACTED_ACHIEVEMENT_ID,
  BILL_FAVORABILITY_STEP,
  TEN_BILLS_ACHIEVEMENT_ID,
  TEN_BILLS_COUNT,
} from '../constants';
import { shiftFavorabilitySql } from '@/lib/systems/core/characters/shift-character-standing';
import { insertHistoryEventsSql } from '@/lib/systems/core/history/record-history-events';
import { insertNewsPostsSql } from '@/lib/systems/core/news/publish-system-news';

type ResolvedRow = {
  id: string;
  status: 'passed' | 'failed';
  country_id: string;
  scope: 'national' | 'state';
  state_id: string | null;
  legislation_type_id: string;
  option_index: number;
  sponsor_character_id: string | null;
  sponsor_is_player: boolean;
};

/**
 * Bills whose window has closed resolve (docs/legislation.md): passed when yes > no among the votes cast
 * and at least QUORUM_SHARE of the chamber's voting seats voted, failed otherwise. Passed bills are
 * enacted in one enactPolicy call; each resolution writes a history event and a news post; yes-voters of
 * a passed bill gain or lose favorability by its popularity; player sponsors earn their achievements.
 */
export async function resolveBills(tx: Db, turn: number, now: Date, random: Random): Promise<ResolvedRow[]> {
  return finalizeBills(tx, await advanceBills(tx, { turn, now, random }), turn, now);
}

/**
 * Bills that reached a final stage (enacted, vetoed, failed): enacted ones take effect in one enactPolicy
 * call; each writes a history event and a news post and notifies its sponsor and player voters; yes-voters
 * of an enacted bill gain or lose favorability by its popularity; player sponsors earn their achievements.
 * Called by the turn and by a head's signature.
 */
export async function finalizeBills(
  tx: Db,
  billIds: readonly string[],
  turn: number,
  now: Date,
): Promise<ResolvedRow[]> {
  if (billIds.length === 0) return [];
  const ids = sql`(select jsonb_array_elements_text(${JSON.stringify(billIds)}::jsonb))`;
  const resolved = await tx.execute<ResolvedRow>(sql`
    select b.id, b.status, b.country_id, b.scope, b.state_id, b.legislation_type_id, b.option_index,
      b.sponsor_character_id,
      coalesce((select not c.is_npp and c.user_id is not null from characters c where c.id = b.sponsor_character_id), false)
        as sponsor_is_player
    from bills b where b.id in ${ids}`);
  const rows = [...resolved.rows].sort((a, b) => a.id.localeCompare(b.id));
  if (rows.length === 0) return rows;
  const passed = rows.filter((r) => r.status === 'passed');

  if (passed.length > 0) {
    await enactPolicy(tx, {
      turn,
      now,
      enactments: passed.map((r) => ({
        scope: r.scope,
        countryId: r.country_id,
        ...(r.state_id ? { stateId: r.state_id } : {}),
        legislationTypeId: r.legislation_type_id,
        optionIndex: r.option_index,
        enactedByBillId: r.id,
      })),
    });
    await applyTariffBills(tx, turn, enactedTariffBills(turn));
  }

  await tx.execute(sql`
    ${insertHistoryEventsSql(['country_id', 'turn', 'event_type', 'title', 'character_id', 'character_name', 'party_name', 'bill_scope', 'details', 'created_at'])}
    select b.country_id, ${turn}, case when b.status = 'passed' then 'bill_enacted' else 'bill_failed' end,
      case when b.status = 'passed' then 'Enacted: ' when b.stage = 'vetoed' then 'Vetoed: ' else 'Failed: ' end || b.title,
      b.sponsor_character_id, b.sponsor_name, b.sponsor_party_name, b.scope,
      jsonb_build_object('billId', b.id, 'stateId', b.state_id, 'legislationTypeId', b.legislation_type_id,
        'optionIndex', b.option_index, 'yes', b.yes_votes, 'no', b.no_votes, 'abstain', b.abstain_votes,
        'stage', b.stage, 'vetoedBy', b.veto_name, 'vetoOverridden', b.veto_overridden),
      ${now.toISOString()}::timestamptz
    from bills b where b.id in ${ids}
    order by b.id`);
  await tx.execute(sql`
    ${insertNewsPostsSql(['title', 'content', 'author_character_id', 'author_name', 'is_system', 'category', 'country_id', 'turn', 'created_at'])}
    select case when b.status = 'passed' then 'Bill enacted: ' when b.stage = 'vetoed' then 'Bill vetoed: '
      else 'Bill defeated: ' end || b.title,
      b.sponsor_name || coalesce(' (' || b.sponsor_party_name || ')', '') || '''s bill '
        || case when b.status = 'passed' then 'became law' else 'failed' end
        || '; the ' || c.name || ' voted ' || b.yes_votes || ' to ' || b.no_votes || ', ' || b.abstain_votes
        || ' abstaining.' || case when b.stage = 'vetoed' then ' ' || coalesce(b.veto_name, 'The head of government')
          || ' vetoed it and the veto stood.' when b.veto_overridden then ' The veto of ' || b.veto_name
          || ' was overridden.' else '' end,
      null, 'Statecraft Wire', true, 'legislation', b.country_id, ${turn}, ${now.toISOString()}::timestamptz
    from bills b join chambers c on c.id = b.chamber_id
    where b.id in ${ids}
    order by b.id`);

  // The sponsor and every player who voted hear the outcome; a sponsor who also voted hears it once.
  await notifyMany(tx, {
    turn,
    now,
    source: sql`
      with involved as (
        select b.id as bill_id, b.sponsor_character_id as character_id, 'sponsored' as role
        from bills b where b.id in ${ids} and b.sponsor_character_id is not null
        union all
        select v.bill_id, v.character_id, 'voted ' || v.vote
        from bill_votes v join bills b on b.id = v.bill_id and b.id in ${ids})
      select distinct on (i.bill_id, i.character_id) i.character_id,
             case when b.status = 'passed' then 'bill_passed' else 'bill_failed' end as kind,
             b.id as key,
             case when b.status = 'passed' then 'Passed: ' else 'Failed: ' end || b.title as title,
             'The bill you ' || i.role || ' ' || case when b.status = 'passed' then 'became law'
               when b.stage = 'vetoed' then 'was vetoed' else 'failed' end
               || '; its first chamber voted ' || b.yes_votes || ' to ' || b.no_votes || ', ' || b.abstain_votes
               || ' abstaining.' as body,
             '/legislation/' || b.id as link
      from involved i
      join characters c on c.id = i.character_id and c.user_id is not null
      join bills b on b.id = i.bill_id
      order by i.bill_id, i.character_id, i.role = 'sponsored' desc`,
  });

  if (passed.length > 0) {
    // Popularity of a passed bill: (good effects − bad effects) / effects, good when it pushes a metric the
    // way its definition prefers; each yes-voter's favorability moves by the step × popularity, summed.
    await tx.execute(sql`
      with popularity as (
        select b.id,
          coalesce(avg(case when (e.value->>'direction' = 'up') = md.higher_is_better then 1 else -1 end), 0)::float8
            as p
        from bills b
          left join lateral jsonb_array_elements(b.effects) e on true
          left join metric_definitions md on md.id = e.value->>'metric'
        where b.id in ${ids} and b.status = 'passed'
        group by b.id
      ),
      deltas as (
        select v.character_id, sum(${BILL_FAVORABILITY_STEP}::float8 * p.p) as delta
        from popularity p
          -- Each passed bill's own yes-voters (any round, once), through the key on bill_id: not every
          -- yes vote ever cast, which grew with the game.
          cross join lateral (
            select distinct bv.character_id from bill_votes bv where bv.bill_id = p.id and bv.vote = 'yes'
          ) v
        group by v.character_id
      )
      ${shiftFavorabilitySql(sql`deltas`)}`);
  }

  const playerSponsors = [
    ...new Set(
      passed.filter((r) => r.sponsor_is_player && r.sponsor_character_id).map((r) => r.sponsor_character_id!),
    ),
  ].sort();
  for (const characterId of playerSponsors) {
    await awardAchievement(tx, { characterId, achievementId: BILL_ENACTED_ACHIEVEMENT_ID, now });
    const count = await tx.execute<{ n: number }>(sql`
      select count(*)::int as n from bills where sponsor_character_id = ${characterId} and status = 'passed'`);
    if ((count.rows[0]?.n ?? 0) >= TEN_BILLS_COUNT) {
      await awardAchievement(tx, { characterId, achievementId: TEN_BILLS_ACHIEVEMENT_ID, now });
    }
  }
  return rows;
}

export const resolveBillsPhase = definePhase({
  id: 'legislation-resolve',
  system: 'politics',
  run: async (tx, ctx) => {
    await resolveBills(tx, ctx.turn, ctx.now, ctx.random);
  },
});
