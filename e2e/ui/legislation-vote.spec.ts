import { expect, test } from '@playwright/test';
import { seatThroughAdminTool } from '../support/seats';
import { logInAs, signedInRequest } from '../support/sessions';

test('a legislator votes on a bill and sees the tally move', async ({ page, playwright, baseURL }) => {
  // The admin seat tool gives the demo players a House seat of their state.
  await seatThroughAdminTool(baseURL!, ['alice', 'bob'], 'us-representative');

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
  await expect(page.getByTestId('bill-status')).toHaveText('Voting');
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
