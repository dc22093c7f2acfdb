import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { logInAs, signedInRequest } from '../support/sessions';

/** The launcher's embedded database: its port from postmaster.pid, its password beside the cluster. */
function databaseUrl(): string {
  const dataDir = process.env.STATECRAFT_E2E_DATA_DIR!;
  const port = readFileSync(`${dataDir}/postmaster.pid`, 'utf8').split('\n')[3]!.trim();
  const password = readFileSync(`${dataDir}.password`, 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/statecraft?sslmode=disable`;
}

/** Fixture: the demo players take a House seat of their state from its non-player holder. */
async function seatInHouse(usernames: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    for (const username of usernames) {
      await client.query(
        `with who as (
           select c.id, c.party_id, c.state_id from characters c join users u on u.id = c.user_id
           where u.username = $1),
         seat as (
           select s.id from seats s join offices o on o.id = s.office_id and o.role = 'legislator', who
           where o.chamber_id = 'us-house' and s.is_voting
             and (s.holder_character_id is null or s.holder_character_id <> who.id)
             and not exists (select 1 from seats t where t.holder_character_id = who.id)
           order by (s.state_id is not distinct from who.state_id) desc, s.id limit 1)
         update seats s set holder_character_id = who.id, party_id = who.party_id
         from seat, who where s.id = seat.id`,
        [username],
      );
    }
  } finally {
    await client.end();
  }
}

test('a legislator votes on a bill and sees the tally move', async ({ page, playwright }) => {
  await seatInHouse(['alice', 'bob']);

  // Alice proposes a national bill over the API (her own yes vote is cast with it).
  const request = await signedInRequest(playwright, 'alice');
  const me = await request.get('/api/legislation/me');
  const context = (await me.json()) as {
    legislator: { chamber: string } | null;
    types: { id: string; nationalOnly: boolean; options: { index: number }[] }[];
  };
  expect(context.legislator?.chamber).toBe('House of Representatives');
  let billId = '';
  for (const type of context.types.filter((t) => t.nationalOnly)) {
    for (const option of type.options) {
      const response = await request.post('/api/legislation/bills', {
        data: { legislationTypeId: type.id, optionIndex: option.index },
      });
      if (response.status() === 200) {
        billId = ((await response.json()) as { bill: { id: string } }).bill.id;
        break;
      }
    }
    if (billId) break;
  }
  expect(billId).toMatch(/^[0-9a-f]{24}$/);
  await request.dispose();

  // Bob votes no in the UI.
  await logInAs(page, 'bob');
  await expect(page.getByTestId('status-bar')).toBeVisible();
  await page.goto('/legislation?country=US');
  await expect(
    page.getByRole('heading', { name: /Propose a bill in the House of Representatives/ }),
  ).toBeVisible();
  await page.goto(`/legislation/${billId}`);
  await expect(page.getByTestId('bill-status')).toHaveText('pending');
  await expect(page.getByRole('group', { name: 'Votes by party chart' })).toBeVisible();
  const noBefore = Number(await page.getByTestId('tally-no').textContent());
  await page.getByRole('button', { name: 'Vote no' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your no vote is recorded' })).toBeVisible();
  await expect(page.getByTestId('my-vote')).toHaveText('You voted no.');
  // At least Bob's vote: a turn advanced by another spec may add non-player votes meanwhile.
  await expect
    .poll(async () => Number(await page.getByTestId('tally-no').textContent()))
    .toBeGreaterThanOrEqual(noBefore + 1);
});
