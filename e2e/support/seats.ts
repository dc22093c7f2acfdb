import { readFileSync } from 'node:fs';
import { expect, request as playwrightRequest } from '@playwright/test';
import pg from 'pg';

export const ADMIN = { username: 'admin', password: 'statecraft-admin' } as const;

/** The launcher's embedded database: its port from postmaster.pid, its password beside the cluster. */
export function databaseUrl(): string {
  const dataDir = process.env.STATECRAFT_E2E_DATA_DIR!;
  const port = readFileSync(`${dataDir}/postmaster.pid`, 'utf8').split('\n')[3]!.trim();
  const password = readFileSync(`${dataDir}.password`, 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/statecraft?sslmode=disable`;
}

/** Runs one query on the launcher's database (reads for ids, and a spec's fixtures). */
export async function query<T extends Record<string, unknown>>(
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Seats each player's character in a seat of `officeId` (of their state when the office has state seats;
 * of `portfolio` for a cabinet seat) through the admin seat tool, PUT /api/admin/seats/[seatId]/holder, as
 * the admin. Returns the seat ids.
 */
export async function seatThroughAdminTool(
  baseURL: string,
  usernames: readonly string[],
  officeId: string,
  options: { portfolio?: string } = {},
): Promise<string[]> {
  const admin = await playwrightRequest.newContext({ baseURL });
  const login = await admin.post('/api/auth/login', {
    data: { email: ADMIN.username, password: ADMIN.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const seated: string[] = [];
  try {
    for (const username of usernames) {
      const [pick] = await query<{ seat_id: string; character_id: string; holds: boolean }>(
        `select s.id as seat_id, c.id as character_id, s.holder_character_id = c.id as holds
         from characters c join users u on u.id = c.user_id
           join seats s on s.office_id = $2 and s.is_voting and (s.state_id is null or s.state_id = c.state_id)
             and ($3::text is null or s.portfolio = $3)
         where u.username = $1
         order by (s.holder_character_id = c.id) desc, s.id limit 1`,
        [username, officeId, options.portfolio ?? null],
      );
      expect(pick, `a seat of ${officeId} for ${username}`).toBeTruthy();
      if (!pick!.holds) {
        const response = await admin.put(`/api/admin/seats/${pick!.seat_id}/holder`, {
          data: { characterId: pick!.character_id },
        });
        expect(response.status(), await response.text()).toBe(200);
      }
      seated.push(pick!.seat_id);
    }
  } finally {
    await admin.dispose();
  }
  return seated;
}

/**
 * Holds a seat for one spec across Playwright's workers: two specs that seat their own player in the same
 * office (the presidency) would otherwise unseat each other mid-flow. A session advisory lock on the
 * launcher's database, released by the returned function (or when the worker's connection ends).
 */
export async function holdSeatExclusively(seatId: string): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  await client.query(`select pg_advisory_lock(hashtext('e2e-seat:' || $1))`, [seatId]);
  return async () => {
    await client.end();
  };
}
