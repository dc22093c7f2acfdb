import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import { corporationLookup } from './get-corporation';
import { shareHistoryQuery, type shareHistoryResponse } from './read-schemas';

type Result = z.infer<typeof shareHistoryResponse>;

/** GET /corporation/shares/history: share transactions newest first; a null side is the public float. */
export async function getShareHistory(db: Db, input: z.input<typeof shareHistoryQuery>): Promise<Result> {
  const query = parseInput(shareHistoryQuery, input);
  const found = await db.execute<{ id: string; name: string; total: number }>(sql`
    select k.id, k.name, (select count(*)::int from share_transactions t where t.corporation_id = k.id) as total
    from corporations k where ${corporationLookup(query)} limit 1`);
  const corporation = found.rows[0];
  const empty = { page: query.page, pageSize: query.pageSize, entries: [] };
  if (!corporation) return { found: false, corporation: null, total: 0, pageCount: 0, ...empty };
  const entries = await db.execute<{
    kind: string;
    turn: number;
    created_at: Date | string;
    shares: string;
    price_per_share_anchor: string;
    total_anchor: string;
    corp_currency_code: string;
    from_name: string | null;
    to_name: string | null;
    from_kind: string | null;
    to_kind: string | null;
    note: string | null;
  }>(sql`
    with page as (
      select * from share_transactions where corporation_id = ${corporation.id}
      order by id desc limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize})
    select p.kind, p.turn, p.created_at, p.shares, p.price_per_share_anchor, p.total_anchor, p.corp_currency_code,
      p.from_kind, p.to_kind, p.note, f.name as from_name, t.name as to_name
    from page p
    left join lateral (select coalesce(c.name, n.name, x.name, fu.name, 'Government of ' || co.name) as name
      from (select 1) one
      left join characters c on p.from_kind = 'character' and c.id = p.from_id
      left join non_player_persons n on p.from_kind = 'npp' and n.id = p.from_id
      left join corporations x on p.from_kind = 'corporation' and x.id = p.from_id
      left join countries co on p.from_kind = 'state' and co.id = p.from_id
      left join index_funds fu on p.from_kind = 'fund' and fu.id = p.from_id) f on true
    left join lateral (select coalesce(c.name, n.name, x.name, fu.name, 'Government of ' || co.name) as name
      from (select 1) one
      left join characters c on p.to_kind = 'character' and c.id = p.to_id
      left join non_player_persons n on p.to_kind = 'npp' and n.id = p.to_id
      left join corporations x on p.to_kind = 'corporation' and x.id = p.to_id
      left join countries co on p.to_kind = 'state' and co.id = p.to_id
      left join index_funds fu on p.to_kind = 'fund' and fu.id = p.to_id) t on true
    order by p.id desc`);
  return {
    found: true,
    corporation: { id: corporation.id, name: corporation.name },
    total: corporation.total,
    pageCount: Math.ceil(corporation.total / query.pageSize),
    ...empty,
    entries: entries.rows.map((row) => ({
      kind: row.kind,
      turn: row.turn,
      createdAt: new Date(row.created_at).toISOString(),
      shares: Number(row.shares),
      pricePerShareAnchor: Number(row.price_per_share_anchor),
      totalAnchor: Number(row.total_anchor),
      corpCurrencyCode: row.corp_currency_code,
      from: row.from_kind ? { name: row.from_name ?? 'A former holder' } : null,
      to: row.to_kind ? { name: row.to_name ?? 'A former holder' } : null,
      note: row.note,
    })),
  };
}
