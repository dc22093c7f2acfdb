import { describe, expect, it } from 'vitest';
import { call } from '@/lib/testing/client-requests';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { GET } from '@/app/api/conflicts/route';

// Route handlers read the default database, which this makes the seeded one.
seededSuiteDatabase();

describe('GET /api/conflicts', () => {
  it('serves the seeded conflicts with their first history point, without a session', async () => {
    const { status, body } = await call(GET, '/api/conflicts');
    expect(status).toBe(200);
    const conflicts = body.conflicts as {
      name: string;
      control: number;
      history: { turn: number; control: number }[];
    }[];
    expect(conflicts.map((c) => c.name).sort()).toEqual([
      'Baltic Approaches Crisis',
      'East China Sea Islands Standoff',
    ]);
    for (const c of conflicts)
      expect(c.history).toEqual([expect.objectContaining({ turn: 1, control: c.control })]);
    const japan = await call(GET, '/api/conflicts?country=jp&status=escalating');
    expect((japan.body.conflicts as { name: string }[]).map((c) => c.name)).toEqual([
      'East China Sea Islands Standoff',
    ]);
  });

  it('answers bad filters with the client 400 envelope', async () => {
    for (const query of ['status=over', 'limit=0', 'limit=abc', 'country=%00']) {
      const { status, body } = await call(GET, `/api/conflicts?${query}`);
      expect(status, query).toBe(400);
      expect(body).toMatchObject({ code: 'BAD_REQUEST', error: expect.any(String) });
      expect(body.ok).toBeUndefined();
    }
  });
});
