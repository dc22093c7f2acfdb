import { expect, test } from '@playwright/test';
import { ALICE, logInOverHttp, logInThroughForm } from '../support/demo';
import { holdSeatExclusively, query, seatThroughAdminTool } from '../support/seats';

const BOB = { username: 'bob', email: 'bob@example.com', password: 'statecraft-bob' } as const;

// The executive spec seats its own president: each holds the presidency while it runs.
let releasePresidency: (() => Promise<void>) | undefined;
test.beforeEach(async () => {
  releasePresidency = await holdSeatExclusively('us-president-nat-1');
});
test.afterEach(async () => {
  await releasePresidency?.();
});

test('a president seated by the admin tool signs one bill and vetoes another', async ({
  page,
  request,
  baseURL,
}) => {
  await seatThroughAdminTool(baseURL!, [ALICE.username], 'us-representative');
  await seatThroughAdminTool(baseURL!, [BOB.username], 'us-president');

  // Alice proposes two national bills over the API.
  await logInOverHttp(request, ALICE);
  const me = await request.get('/api/legislation/me');
  const context = (await me.json()) as {
    types: { id: string; nationalOnly: boolean; options: { index: number }[] }[];
  };
  const ids: string[] = [];
  for (const type of context.types.filter((t) => t.nationalOnly)) {
    for (const option of type.options) {
      const response = await request.post('/api/legislation/bills', {
        data: { legislationTypeId: type.id, optionIndex: option.index },
      });
      if (response.status() === 200) {
        ids.push(((await response.json()) as { bill: { id: string } }).bill.id);
        break;
      }
    }
    if (ids.length === 2) break;
  }
  expect(ids).toHaveLength(2);

  // Fixture: both chambers passed them (their votes are the engine tests' business); they wait on the desk.
  await query(`update bill_rounds set outcome = 'passed' where bill_id = any($1) and round = 1`, [ids]);
  await query(
    `insert into bill_rounds (bill_id, round, chamber_id, kind, yes_votes, no_votes, opened_turn, ends_turn, outcome)
     select id, 2, 'us-senate', 'passage', 60, 40, proposed_turn, voting_ends_turn, 'passed' from bills where id = any($1)`,
    [ids],
  );
  await query(
    `update bills set stage = 'awaiting_signature', round = 2, stage_closes_at = now(),
       stage_ends_turn = (select current_turn + 10 from game_state) where id = any($1)`,
    [ids],
  );
  const [signed, vetoed] = ids as [string, string];

  // Bob's desk lists both; he signs the first on its page.
  await logInThroughForm(page, BOB);
  await page.goto('/');
  const nextSteps = page.getByRole('region', { name: 'Next steps' });
  await expect(nextSteps.getByText(/^Sign or veto “/).first()).toBeVisible();
  await page.goto(`/legislation/${signed}`);
  await expect(page.getByTestId('bill-stage')).toHaveText('Awaiting signature');
  await page.getByRole('button', { name: 'Sign into law' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You signed the bill' })).toBeVisible();
  await expect(page.getByTestId('bill-stage')).toHaveText('Enacted');
  await expect(page.getByTestId('bill-status')).toHaveText('Passed');

  // He vetoes the second, with a message; it goes back to the chambers.
  await page.goto(`/legislation/${vetoed}`);
  await page.getByLabel('Message to the chambers if you veto (optional)').fill('It costs too much.');
  await page.getByRole('button', { name: 'Veto', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You vetoed the bill' })).toBeVisible();
  // The desk panel leaves the page once the bill is off the desk; the path shows the veto.
  await expect(page.getByTestId('bill-stage')).toHaveText('Veto override vote');
  await expect(page.getByTestId('bill-veto')).toContainText('It costs too much.');
  await expect(page.getByTestId('bill-desk')).toHaveCount(0);
});
