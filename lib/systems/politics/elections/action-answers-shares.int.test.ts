// What the answers of filing and of the campaign actions tell about shares. While a race runs the public sees
// the last public poll (shownShareSql); an acting candidate's answer may show their own live share (the effect
// of what they did), but never another candidate's live share. The paid poll's noisy view is its own test
// (campaign-actions-routes.int.test.ts).
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as postAction } from '@/app/api/elections/[id]/actions/route';
import { POST as postCampaign } from '@/app/api/elections/[id]/campaign/route';
import { POST as postCandidacy } from '@/app/api/elections/[id]/candidacy/route';
import { POST as postDebateAnswer } from '@/app/api/elections/[id]/debates/route';
import { GET as getElectionRoute } from '@/app/api/elections/[id]/route';
import { clientRequest, loginAs, routeContext } from '@/lib/testing/client-requests';
import { endTermsAt, runPoliticsTurns } from '@/lib/testing/politics-turns';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { shownShareSql } from './standing';

const database = seededSuiteDatabase();
const cookies: Record<string, string> = {};
const PRESIDENT = 'us-president-nat-0-8';
const ids: Record<string, string> = {};

type Handler = (request: Request, context: ReturnType<typeof routeContext>) => Promise<Response>;
type Answer = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
async function post(handler: Handler, path: string, user: string, body?: unknown): Promise<Answer> {
  const response = await handler(
    clientRequest(`/api/elections/${PRESIDENT}/${path}`, { method: 'POST', cookie: cookies[user], body }),
    routeContext({ id: PRESIDENT }),
  );
  const answer = (await response.json()) as Answer;
  expect(response.status, JSON.stringify(answer)).toBe(200);
  return answer;
}

/** Every candidate's live share and the share the public is shown now. */
async function shares(): Promise<{ character_id: string; live: number; shown: number }[]> {
  const rows = await database.db.execute<{ character_id: string; live: number; shown: number }>(sql`
    select ec.character_id, ec.vote_share as live, ${shownShareSql('ec')} as shown
    from election_candidates ec where ec.election_id = ${PRESIDENT}`);
  return rows.rows;
}

/** Every number anywhere in a JSON answer. */
function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (Array.isArray(value)) return value.flatMap(numbersIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(numbersIn);
  return [];
}

/**
 * The answer shows the acting candidate's own live share, and no other candidate's live share (where it
 * differs from what the public is shown). Ids are not the point: the race page lists every candidate's.
 */
async function expectNoOtherLiveShare(
  answer: Answer,
  user: string,
  ownShare: 'voteShare' | null = 'voteShare',
) {
  const now = await shares();
  const me = now.find((s) => s.character_id === ids[user]);
  if (ownShare) expect(answer[ownShare]).toBeCloseTo(me!.live, 12);
  const others = now.filter((s) => s.character_id !== ids[user]);
  const hidden = others.filter((s) => Math.abs(s.live - s.shown) > 1e-9);
  // The race has rivals whose live share the public does not see: the check below has something to find.
  expect(hidden.length).toBeGreaterThan(0);
  const numbers = numbersIn(answer);
  for (const other of hidden) {
    for (const n of numbers)
      expect(Math.abs(n - other.live), `${other.character_id}: ${n}`).toBeGreaterThan(1e-12);
  }
}

beforeAll(async () => {
  for (const user of ['alice', 'bob']) {
    cookies[user] = await loginAs(user);
    ids[user] = (
      (
        await database.db.execute<{ id: string }>(
          sql`select c.id from characters c join users u on u.id = c.user_id where u.username = ${user}`,
        )
      ).rows[0] as { id: string }
    ).id;
  }
  await endTermsAt(database.db, { officeIds: ['us-president'], endTurn: 8 });
  // Four turns: the race opens with its non-player field, and the public poll (every second turn) has run.
  await runPoliticsTurns(database.db, 4);
  await database.db.execute(sql`
    update characters set actions = 200, campaign_funds_cents = 10000000
    where user_id in (select id from users where username in ('alice', 'bob'))`);
});

describe('answers of filing and of campaign actions, while the race runs', () => {
  it('filing answers the filer’s own share only', async () => {
    await expectNoOtherLiveShare(await post(postCandidacy, 'candidacy', 'alice'), 'alice');
    await expectNoOtherLiveShare(await post(postCandidacy, 'candidacy', 'bob'), 'bob');
  });

  it('canvassing, rallying, advertising (both addresses) answer the actor’s own share only', async () => {
    await expectNoOtherLiveShare(
      await post(postAction, 'actions', 'alice', { kind: 'canvass', regionId: 'OH' }),
      'alice',
    );
    await expectNoOtherLiveShare(
      await post(postAction, 'actions', 'alice', { kind: 'rally', regionId: 'OH' }),
      'alice',
    );
    await expectNoOtherLiveShare(
      await post(postAction, 'actions', 'alice', { kind: 'advertise', amount: 50_000 }),
      'alice',
    );
    await expectNoOtherLiveShare(await post(postCampaign, 'campaign', 'bob', { amount: 50_000 }), 'bob');
  });

  it('a debate challenge and its answer tell each side only their own share', async () => {
    const challenge = await post(postAction, 'actions', 'alice', {
      kind: 'debate',
      targetCharacterId: ids.bob,
    });
    await expectNoOtherLiveShare(challenge, 'alice');
    const declined = await post(postDebateAnswer, 'debates', 'bob', {
      debateId: challenge.debate.id,
      answer: 'decline',
    });
    await expectNoOtherLiveShare(declined, 'bob');
  });

  it('the race page shows the acting candidate every share as the public poll has it', async () => {
    const response = await getElectionRoute(
      clientRequest(`/api/elections/${PRESIDENT}`, { cookie: cookies.alice }),
      routeContext({ id: PRESIDENT }),
    );
    const page = (await response.json()) as Answer;
    const now = new Map((await shares()).map((s) => [s.character_id, s]));
    expect(page.candidates.length).toBe(now.size);
    for (const candidate of page.candidates as { characterId: string; voteShare: number }[]) {
      expect(candidate.voteShare).toBeCloseTo(now.get(candidate.characterId)!.shown, 12);
    }
    expect([...now.values()].some((s) => Math.abs(s.live - s.shown) > 1e-9)).toBe(true);
  });
});
