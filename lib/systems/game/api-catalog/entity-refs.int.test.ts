import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as setDividends } from '@/app/api/corporations/[id]/dividends/route';
import { POST as appointCeo } from '@/app/api/corporations/[id]/subsidiary/appoint-ceo/route';
import { GET as pickCorporations } from '@/app/api/corporations/route';
import { POST as grantContract } from '@/app/api/contracts/extraction/route';
import { POST as transfer } from '@/app/api/transfers/route';
import { clientRequest, loginAs, routeContext } from '@/lib/testing/client-requests';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';

// Forms name characters and corporations by their page address (/corporations/12): every client API
// a form calls takes the sequential number wherever it takes the ObjectId.

type Handler = (request: Request, context: ReturnType<typeof routeContext>) => Promise<Response>;
const database = seededSuiteDatabase();
const cookies: Record<string, string> = {};

beforeAll(async () => {
  for (const user of ['alice', 'bob', 'admin']) cookies[user] = await loginAs(user);
});

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  return (await database.db.execute(query)).rows[0] as T;
}

async function send(handler: Handler, path: string, as: string, body?: unknown, params = {}) {
  const response = await handler(
    clientRequest(path, { method: body === undefined ? 'GET' : 'POST', body, cookie: cookies[as] }),
    routeContext(params),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const aliceCorporation = () =>
  one<{ id: string; seq: number; name: string }>(sql`
    select k.id, k.seq, k.name from corporations k join characters c on c.id = k.ceo_character_id
    join users u on u.id = c.user_id where u.username = 'alice' order by k.seq limit 1`);

describe('sequential ids in client APIs', () => {
  it('takes a corporation by its sequential number in the path, and 404s a number nobody has', async () => {
    const corporation = await aliceCorporation();
    const path = `/api/corporations/${corporation.seq}/dividends`;
    const ok = await send(setDividends, path, 'alice', { ratePct: 7 }, { id: String(corporation.seq) });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const stored = await one<{ pct: string }>(
      sql`select dividend_rate_pct as pct from corporations where id = ${corporation.id}`,
    );
    expect(Number(stored.pct)).toBe(7);

    const missing = await send(setDividends, path, 'alice', { ratePct: 7 }, { id: '999999999' });
    expect(missing.status).toBe(404);
    const garbage = await send(setDividends, path, 'alice', { ratePct: 7 }, { id: '12abc' });
    expect(garbage.status).toBe(400);
  });

  it('takes a transfer recipient by sequential number', async () => {
    const bob = await one<{ seq: number; id: string; funds: string }>(sql`
      select c.seq, c.id, c.campaign_funds_cents as funds from characters c join users u on u.id = c.user_id
      where u.username = 'bob'`);
    const result = await send(transfer, '/api/transfers', 'alice', {
      targetCharacterId: String(bob.seq),
      amount: 1000,
    });
    // Alice and Bob may live in different countries; either way the number named Bob, not "no such character".
    if (result.status === 200) {
      const after = await one<{ funds: string }>(
        sql`select campaign_funds_cents as funds from characters where id = ${bob.id}`,
      );
      expect(Number(after.funds) - Number(bob.funds)).toBe(100_000);
    } else {
      expect(result.body.code, JSON.stringify(result.body)).not.toBe('CHARACTER_NOT_FOUND');
    }
    const nobody = await send(transfer, '/api/transfers', 'alice', {
      targetCharacterId: '999999999',
      amount: 1000,
    });
    expect(nobody.body.code).toBe('CHARACTER_NOT_FOUND');
  });

  it('grants an extraction contract to a corporation named by sequential number', async () => {
    const corporation = await aliceCorporation();
    const result = await send(grantContract, '/api/contracts/extraction', 'admin', {
      stateId: 'WV',
      corporationId: String(corporation.seq),
      resource: 'coal',
      share: 0.05,
      grantedBy: 'WV',
      grantedByLevel: 'state',
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const stored = await one<{ corporation_id: string }>(
      sql`select corporation_id from extraction_contracts where state_id = 'WV' and resource = 'coal'`,
    );
    expect(stored.corporation_id).toBe(corporation.id);
  });

  it('appoint CEO reaches the authority check with a character named by sequential number', async () => {
    const corporation = await aliceCorporation();
    const bob = await one<{ seq: number }>(
      sql`select c.seq from characters c join users u on u.id = c.user_id where u.username = 'bob'`,
    );
    const result = await send(
      appointCeo,
      `/api/corporations/${corporation.seq}/subsidiary/appoint-ceo`,
      'bob',
      { ceoType: 'character', characterId: String(bob.seq) },
      { id: String(corporation.seq) },
    );
    // Bob runs no parent of Alice's corporation: refused for authority, not for the shape of the ids.
    expect(result.status, JSON.stringify(result.body)).not.toBe(400);
    expect(result.status).not.toBe(404);
  });

  it('the corporation picker finds corporations by part of the name', async () => {
    const corporation = await aliceCorporation();
    const part = corporation.name.slice(1, 5);
    const result = await send(pickCorporations, `/api/corporations?name=${encodeURIComponent(part)}`, 'bob');
    const names = (result.body.corporations as { name: string; sequentialId: number }[]).map((c) => c.name);
    expect(names).toContain(corporation.name);
    const none = await send(pickCorporations, '/api/corporations?name=', 'bob');
    expect(none.body.corporations).toEqual([]);
  });
});
