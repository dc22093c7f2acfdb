import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { searchRecipients } from './search-recipients';

const database = seededSuiteDatabase();
const userIds: Record<string, string> = {};

beforeAll(async () => {
  const rows = await database.db.execute<{ username: string; id: string }>(
    sql`select username, id from users where username in ('alice', 'bob')`,
  );
  for (const row of rows.rows) userIds[row.username] = row.id;
});

describe('the transfer form recipient search', () => {
  it('finds a player by surname however many others share the letters', async () => {
    const { recipients } = await searchRecipients(database.db, { userId: userIds.bob!, q: 'adams' });
    const [{ n }] = (
      await database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from characters where country_id = 'US' and name ilike '%adams%'`,
      )
    ).rows as [{ n: number }];
    expect(n).toBeGreaterThan(recipients.length); // more share the surname than the list shows
    expect(recipients.map((r) => r.name)).toContain('Alice Adams');
  });
});

describe('the transfer form recipient search, ordering', () => {
  it('puts names that start with the text first and never lists the caller', async () => {
    const { recipients } = await searchRecipients(database.db, { userId: userIds.alice!, q: 'bob' });
    expect(recipients[0]!.name).toBe('Bob Baker');
    const { recipients: mine } = await searchRecipients(database.db, {
      userId: userIds.alice!,
      q: 'alice adams',
    });
    expect(mine.map((r) => r.name)).not.toContain('Alice Adams');
  });
});
