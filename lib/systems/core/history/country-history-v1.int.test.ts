import { beforeAll, describe, expect, it } from 'vitest';
import { freshApiKey } from '@/lib/testing/api-keys';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { callV1 } from '@/lib/testing/v1-requests';
import { HISTORY_LIMIT_DEFAULT } from './constants';
import { recordHistoryEvents, type HistoryEventInput } from './record-history-events';

const database = seededSuiteDatabase();
let apiKey: string;

beforeAll(async () => {
  apiKey = await freshApiKey('bob');
  // Turns 1..60 in the US, alternating two types, plus one UK event that must never show for the US.
  const events: HistoryEventInput[] = Array.from({ length: 60 }, (_, i) => ({
    countryId: 'US',
    turn: i + 1,
    eventType: i % 2 === 0 ? 'referendum_passed' : 'bill_enacted',
    title: `event ${i + 1}`,
    characterName: i === 0 ? 'Alice Adams' : null,
    partyName: i === 0 ? 'Democratic Party' : null,
    details: { index: i },
  }));
  await recordHistoryEvents(database.db, [
    ...events,
    { countryId: 'UK', turn: 5, eventType: 'leader_change', title: 'uk' },
  ]);
});

const history = (code: string, query: Record<string, string> = {}) =>
  callV1('countryHistory', { apiKey, params: { code }, query });

describe('GET /api/public/v1/country/[code]/history', () => {
  it('serves the newest 50 by default, with every contract field', async () => {
    const { status, body } = await history('us');
    expect(status).toBe(200);
    expect(body.found).toBe(true);
    expect(body.countryId).toBe('US');
    expect(body.events).toHaveLength(HISTORY_LIMIT_DEFAULT);
    expect(body.events[0]).toMatchObject({ turn: 60, title: 'event 60', eventType: 'bill_enacted' });
    expect(body.events.at(-1).turn).toBe(11);
    const first = (await history('us', { beforeTurn: '2' })).body.events;
    expect(first).toEqual([
      {
        turn: 1,
        eventType: 'referendum_passed',
        title: 'event 1',
        officeType: null,
        characterId: null,
        characterName: 'Alice Adams',
        party: 'Democratic Party',
        billScope: null,
        details: { index: 0 },
        iterationStartingYear: null,
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      },
    ]);
  });

  it('filters by type and pages strictly before the cursor', async () => {
    const { body } = await history('US', { type: 'referendum_passed', beforeTurn: '11', limit: '200' });
    expect(body.events.map((e: { turn: number }) => e.turn)).toEqual([9, 7, 5, 3, 1]);
    const uk = await history('gb');
    expect(uk.body.events.map((e: { title: string }) => e.title)).toEqual(['uk']);
    const none = await history('de');
    expect(none.body).toEqual({ ok: true, found: false, countryId: 'DE', events: [] });
    const unknown = await history('zz');
    expect(unknown.body).toEqual({ ok: true, found: false, countryId: null, events: [] });
  });

  it.each([
    ['limit 0', { limit: '0' }],
    ['limit 201', { limit: '201' }],
    ['a fractional limit', { limit: '2.5' }],
    ['an unknown type', { type: 'coup' }],
    ['a negative cursor', { beforeTurn: '-1' }],
  ])('refuses %s with 400', async (_case, query) => {
    const { status, body } = await history('us', query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
  });
});
