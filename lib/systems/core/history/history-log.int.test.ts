import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { publishSystemNews } from '@/lib/systems/core/news/publish-system-news';
import { SYSTEM_NEWS_AUTHOR } from '@/lib/systems/core/news/constants';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { recordHistoryEvents } from './record-history-events';

const database = seededSuiteDatabase();

describe('the country history log', () => {
  it('appends events in the order given', async () => {
    await recordHistoryEvents(database.db, [
      {
        countryId: 'US',
        turn: 3,
        eventType: 'leader_change',
        title: 'A new president',
        officeType: 'president',
      },
      { countryId: 'US', turn: 3, eventType: 'bill_enacted', title: 'A bill', billScope: 'national' },
    ]);
    const rows = await database.db.execute<{ event_type: string; details: unknown }>(
      sql`select event_type, details from history_events where country_id = 'US' order by id`,
    );
    expect(rows.rows).toEqual([
      { event_type: 'leader_change', details: {} },
      { event_type: 'bill_enacted', details: {} },
    ]);
  });

  it('refuses to edit or delete a recorded event, even in raw SQL', async () => {
    // Drizzle wraps the driver's error; the trigger's message is its cause.
    const refusal = (statement: Promise<unknown>) =>
      statement.then(
        () => 'accepted',
        (error: Error) => String((error.cause as Error | undefined)?.message),
      );
    expect(await refusal(database.db.execute(sql`update history_events set title = 'rewritten'`))).toMatch(
      /append-only \(UPDATE refused\)/,
    );
    expect(await refusal(database.db.execute(sql`delete from history_events`))).toMatch(
      /append-only \(DELETE refused\)/,
    );
    const titles = await database.db.execute<{ title: string }>(
      sql`select title from history_events order by id`,
    );
    expect(titles.rows.map((row) => row.title)).toEqual(['A new president', 'A bill']);
  });
});

describe('system news', () => {
  it('publishes posts under the system byline', async () => {
    await publishSystemNews(database.db, [
      { title: 'Polls open', content: 'Voting has begun.', category: 'elections', countryId: 'UK', turn: 4 },
    ]);
    const rows = await database.db.execute<{
      author_name: string;
      is_system: boolean;
      author_character_id: null;
    }>(sql`select author_name, is_system, author_character_id from news_posts`);
    expect(rows.rows).toEqual([
      { author_name: SYSTEM_NEWS_AUTHOR, is_system: true, author_character_id: null },
    ]);
  });
});
