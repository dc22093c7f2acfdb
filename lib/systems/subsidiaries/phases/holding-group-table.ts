import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { controllingCorporationSql } from '@/lib/systems/corporations/companies/control';
import { resolveGroupRoots, type SubsidiaryEdge } from '../holding-groups';

/** The formalized subsidiary edges: the subsidiary carries the marker and a corporation controls it. */
export async function loadSubsidiaryEdges(tx: Db): Promise<SubsidiaryEdge[]> {
  const result = await tx.execute<{ parent_id: string; subsidiary_id: string }>(sql`
    select e.parent_id, e.subsidiary_id from (
      select k.id as subsidiary_id, ${controllingCorporationSql(sql`k`)} as parent_id
      from corporations k where k.subsidiary_formalized_at_turn is not null) e
    where e.parent_id is not null order by e.subsidiary_id`);
  return result.rows.map((row) => ({ parentId: row.parent_id, subsidiaryId: row.subsidiary_id }));
}

/**
 * Rebuilds the turn's temporary table of group members (corporation_id, root_id) from live share
 * data; the relief and synergy phases read it. Dropped at commit: nothing about groups is stored.
 */
export async function rebuildHoldingGroupTable(tx: Db): Promise<void> {
  const roots = resolveGroupRoots(await loadSubsidiaryEdges(tx));
  await tx.execute(sql`drop table if exists holding_group_members`);
  await tx.execute(sql`
    create temp table holding_group_members on commit drop as
    select m.corporation_id, m.root_id
    from jsonb_to_recordset(${JSON.stringify([...roots].map(([corporation_id, root_id]) => ({ corporation_id, root_id })))}::jsonb)
      as m(corporation_id text, root_id text)`);
}

/** Builds the table unless this turn's group phase already did. */
export async function ensureHoldingGroupTable(tx: Db): Promise<void> {
  const exists = await tx.execute<{ present: boolean }>(
    sql`select to_regclass('pg_temp.holding_group_members') is not null as present`,
  );
  if (!exists.rows[0]?.present) await rebuildHoldingGroupTable(tx);
}
