import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/lib/platform/db';
import { runPoliticsTurns } from '@/lib/testing/politics-turns';
import { worldSuiteDatabase } from '@/lib/testing/suite-database';
import { PRESIDENTIAL_RACE_WORLD } from '@/lib/testing/turned-worlds';
import { getDesk } from '@/lib/systems/game/desk/get-desk';
import { fileCandidacy } from '../file-candidacy';
import { getElectionPage } from '../get-election-page';
import { notifyElectionResults } from './notify-election-results';

// The presidential race is open and its non-player candidates have filed.
const database = worldSuiteDatabase(PRESIDENTIAL_RACE_WORLD);
const PRESIDENT = 'us-president-nat-0-8';
const players: Record<string, { userId: string; characterId: string }> = {};

beforeAll(async () => {
  const rows = await database.db.execute<{ username: string; user_id: string; character_id: string }>(sql`
    select u.username, u.id as user_id, c.id as character_id
    from users u join characters c on c.user_id = u.id where u.username in ('alice', 'bob')`);
  for (const row of rows.rows) players[row.username] = { userId: row.user_id, characterId: row.character_id };
});

type Note = { character_id: string; kind: string; title: string; body: string; link: string; id: string };
const notes = async (kinds: string[]) =>
  (
    await database.db.execute<Note>(sql`
      select id, character_id, kind, title, body, link from notifications
      where kind in (select jsonb_array_elements_text(${JSON.stringify(kinds)}::jsonb)) order by character_id`)
  ).rows;

describe('election notifications', () => {
  it('tells a player their filing went in', async () => {
    for (const name of ['alice', 'bob']) {
      await fileCandidacy(database.db, { userId: players[name]!.userId, electionId: PRESIDENT });
    }
    const filed = await notes(['election_filed']);
    expect(filed).toHaveLength(2);
    expect(filed[0]).toMatchObject({
      title: 'You filed for the President election',
      link: `/elections/${PRESIDENT}`,
    });
  });

  it('tells every player candidate, in one statement, whether they won or lost, with share and place', async () => {
    await runPoliticsTurns(database.db, 5); // turns 4..8: primary, general, count
    const results = await notes(['election_won', 'election_lost']);
    expect(results.map((n) => n.character_id).sort()).toEqual(
      [players.alice!.characterId, players.bob!.characterId].sort(),
    );
    for (const note of results) {
      expect(note.link).toBe(`/elections/${PRESIDENT}`);
      expect(note.title).toMatch(/^You (won|lost) the President election$/);
      expect(note.body).toMatch(
        /^(You took \d+\.\d% of the vote and placed \d+(st|nd|rd|th) of \d+\.|You were eliminated in the primary\.)$/,
      );
    }
    // Each notification has its stream frame, addressed to its character, carrying the contract's fields.
    const frames = await database.db.execute<{ character_id: string; payload: Record<string, unknown> }>(sql`
      select character_id, payload from live_events where kind = 'notification'
        and payload->>'kind' in ('election_won', 'election_lost') order by character_id`);
    expect(frames.rows).toEqual(
      results.map((n) => ({
        character_id: n.character_id,
        payload: {
          id: n.id,
          kind: n.kind,
          title: n.title,
          body: n.body,
          link: n.link,
          turn: 8,
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        },
      })),
    );

    // The phase's write is one statement for every candidate, and replaying it writes nothing twice.
    await database.db.execute(sql`delete from notifications where kind in ('election_won', 'election_lost')`);
    let statements = 0;
    const counting = new Proxy(database.db, {
      get(target, key, receiver) {
        if (key === 'execute') {
          return (...args: Parameters<Db['execute']>) => {
            statements += 1;
            return target.execute(...args);
          };
        }
        return Reflect.get(target, key, receiver);
      },
    });
    await notifyElectionResults(counting, { turn: 8, now: new Date() });
    expect(statements).toBe(1);
    expect(await notes(['election_won', 'election_lost'])).toHaveLength(2);
    await notifyElectionResults(database.db, { turn: 8, now: new Date() });
    expect(await notes(['election_won', 'election_lost'])).toHaveLength(2);
  });

  it('gives the same place and field in the notification, on the desk and on the election page', async () => {
    // The race had a primary: some candidates are out of the final count, which is where the three used to differ.
    const out = await database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from election_candidates where election_id = ${PRESIDENT} and eliminated_in_primary`);
    expect(out.rows[0]!.n).toBeGreaterThan(0);
    let compared = 0;
    for (const name of ['alice', 'bob']) {
      const { userId, characterId } = players[name]!;
      const [note] = (await notes(['election_won', 'election_lost'])).filter(
        (n) => n.character_id === characterId,
      );
      const desk = await getDesk(database.db, { userId });
      const race = desk.player!.sinceLastTurn.races.find((r) => r.id === PRESIDENT)!;
      const page = await getElectionPage(database.db, { id: PRESIDENT, userId });
      const placed = /placed (\d+)(?:st|nd|rd|th) of (\d+)/.exec(note!.body);
      if (!placed) {
        expect(note!.body).toBe('You were eliminated in the primary.');
        expect(race.place).toBeNull();
        expect(page.viewer!.standing).toBeNull();
        continue;
      }
      const [place, field] = [Number(placed[1]), Number(placed[2])];
      expect({ place: race.place, field: race.candidates }).toEqual({ place, field });
      expect(page.viewer!.standing).toEqual({ place, field });
      compared += 1;
    }
    expect(compared).toBeGreaterThan(0);
  });
});
