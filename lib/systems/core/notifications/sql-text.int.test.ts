import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/lib/platform/browser/format';
import { migratedSuiteDatabase } from '@/lib/testing/suite-database';
import { moneySql, ordinalSql, percentSql } from './sql-text';

const database = migratedSuiteDatabase();

describe('notification text written by SQL', () => {
  it('writes money exactly as the pages do, symbol and all', async () => {
    const cases: [number, string][] = [
      [1234.5, 'USD'],
      [6500, 'USD'],
      [211777.94, 'USD'],
      [-3, 'EUR'],
      [0.5, 'GBP'],
      [1234.5, 'JPY'],
      [1000000, 'JPY'],
      [99.99, 'CHF'],
      [12, 'KRW'],
    ];
    const values = sql.join(
      cases.map(([amount, currency]) => sql`(${amount}::numeric, ${currency}::text)`),
      sql`, `,
    );
    const written = await database.db.execute<{ text: string }>(sql`
      select ${moneySql(sql`amount`, sql`currency`)} as text from (values ${values}) v(amount, currency)`);
    expect(written.rows.map((row) => row.text)).toEqual(
      cases.map(([amount, currency]) => formatMoney(amount, currency, 'en-US')),
    );
  });

  it('writes places and shares in words a player reads', async () => {
    const written = await database.db.execute<{ place: string; share: string }>(sql`
      select ${ordinalSql(sql`p`)} as place, ${percentSql(sql`s`)} as share
      from (values (1, 0.425::numeric), (2, 0.5), (3, 0.031), (11, 1), (22, 0)) v(p, s)`);
    expect(written.rows).toEqual([
      { place: '1st', share: '42.5%' },
      { place: '2nd', share: '50.0%' },
      { place: '3rd', share: '3.1%' },
      { place: '11th', share: '100.0%' },
      { place: '22nd', share: '0.0%' },
    ]);
  });
});
