import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { getShareHistory } from './get-share-history';

const database = seededSuiteDatabase();

describe('share history names', () => {
  it('names an index fund on either side of a transaction instead of "Unknown"', async () => {
    const [row] = (
      await database.db.execute<{
        corporation_id: string;
        seq: number;
        currency: string;
        fund_id: string;
        fund: string;
      }>(sql`
        select k.id as corporation_id, k.seq, k.currency_code as currency, f.id as fund_id, f.name as fund
        from corporations k cross join index_funds f order by k.seq, f.id limit 1`)
    ).rows;
    await database.db.execute(sql`
      insert into share_transactions (corporation_id, kind, turn, shares, price_per_share_cents, total_cents,
        price_per_share_anchor, total_anchor, corp_currency_code, from_kind, from_id, to_kind, to_id, note)
      values (${row!.corporation_id}, 'fund_rebalance', 1, 10, 100, 1000, 1, 10, ${row!.currency},
              null, null, 'fund', ${row!.fund_id}, null)`);
    const history = await getShareHistory(database.db, { id: row!.seq });
    const entry = history.entries.find((e) => e.kind === 'fund_rebalance')!;
    expect(entry.to).toEqual({ name: row!.fund });
  });
});
