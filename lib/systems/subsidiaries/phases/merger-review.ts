import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { MERGER_REVIEW } from '../constants';
import { ensureHoldingGroupTable, rebuildHoldingGroupTable } from './holding-group-table';

/** The temporary table of (root_id, country_id, sector_type, share) above the line, this turn. */
async function buildConcentrations(tx: Db, { regroup }: { regroup: boolean }): Promise<void> {
  if (regroup) await rebuildHoldingGroupTable(tx);
  else await ensureHoldingGroupTable(tx);
  await tx.execute(sql`drop table if exists merger_review_concentrations`);
  // Revenue is compared in anchor units, so members reporting in different currencies add up.
  await tx.execute(sql`
    create temp table merger_review_concentrations on commit drop as
    with revenue as (
      select s.country_id, cs.sector_type, cs.corporation_id, cs.last_revenue_cents::numeric / cur.rate as anchor
      from corporation_sectors cs join states s on s.id = cs.state_id
      join corporations k on k.id = cs.corporation_id join currencies cur on cur.code = k.currency_code
      where cs.last_revenue_cents > 0),
    market as (select country_id, sector_type, sum(anchor) as total from revenue group by 1, 2),
    groups as (select root_id from holding_group_members group by 1 having count(*) > 1),
    held as (
      select g.root_id, r.country_id, r.sector_type, sum(r.anchor) as anchor
      from revenue r join holding_group_members g on g.corporation_id = r.corporation_id
      where g.root_id in (select root_id from groups) group by 1, 2, 3)
    select h.root_id, h.country_id, h.sector_type, h.anchor / m.total as share
    from held h join market m using (country_id, sector_type)
    where h.anchor / m.total > ${MERGER_REVIEW.concentrationShare}`);
}

/**
 * Merger review (lib/systems/subsidiaries/constants.ts MERGER_REVIEW): unwinds overdue groups, lifts remedies
 * the group has met, then orders new ones, each in one statement over every group.
 */
export const reviewMergers = definePhase({
  id: 'subsidiaries-merger-review',
  system: 'subsidiaries',
  enabled: (ctx) => ctx.turn % MERGER_REVIEW.everyTurns === 0,
  async run(tx, ctx) {
    await buildConcentrations(tx, { regroup: false });
    // A remedy is judged against the group it names, wherever it is recorded.
    const overdue = sql`(k.pending_divestiture->>'dueTurn')::int <= ${ctx.turn} and exists (
      select 1 from merger_review_concentrations c where c.root_id = k.pending_divestiture->>'groupRootId'
        and k.pending_divestiture->'sectorTypes' ? c.sector_type)`;
    // Overdue and still over the line: members active in a named sector lose their formalization.
    const unwound = await tx.execute(sql`
      update corporations m set subsidiary_formalized_at_turn = null
      from corporations k join holding_group_members g on g.root_id = k.pending_divestiture->>'groupRootId'
      where k.pending_divestiture is not null and ${overdue}
        and m.id = g.corporation_id and m.id <> g.root_id and m.subsidiary_formalized_at_turn is not null
        and exists (select 1 from corporation_sectors cs
          where cs.corporation_id = m.id and k.pending_divestiture->'sectorTypes' ? cs.sector_type)`);
    // Overdue remedies are spent; met ones (no named sector over the line, or no group any more) lift.
    await tx.execute(sql`
      update corporations k set pending_divestiture = null
      where k.pending_divestiture is not null and (${overdue} or not exists (
        select 1 from merger_review_concentrations c where c.root_id = k.pending_divestiture->>'groupRootId'
          and k.pending_divestiture->'sectorTypes' ? c.sector_type))`);
    // An unwound group is judged afresh, as what is left of it.
    if (unwound.rowCount) await buildConcentrations(tx, { regroup: true });
    // New remedies, on the group root, naming every sector over the line and the largest share.
    await tx.execute(sql`
      with worst as (
        select root_id, jsonb_agg(distinct sector_type) as sectors,
          (array_agg(country_id || ' ' || sector_type || ' ' || round(share * 100)::int order by share desc))[1] as top
        from merger_review_concentrations group by 1)
      update corporations k set pending_divestiture = jsonb_build_object(
        'reason', 'Merger review: the group holds ' || split_part(w.top, ' ', 3) || '% of ' || split_part(w.top, ' ', 1)
          || ' ' || replace(split_part(w.top, ' ', 2), '_', ' ') || ' revenue',
        'groupRootId', k.id, 'sectorTypes', w.sectors,
        'recordedAtTurn', ${ctx.turn}::int, 'dueTurn', ${ctx.turn + MERGER_REVIEW.dueInTurns}::int)
      from worst w where k.id = w.root_id and not exists (select 1 from corporations o
        where o.pending_divestiture->>'groupRootId' = w.root_id)`);
  },
});
