import { expect, test } from '@playwright/test';
import { logInAs } from '../support/sessions';

test('the leaderboard ranks players on request and shows the player their own rank', async ({ page }) => {
  await logInAs(page, 'alice');
  await expect(page.getByTestId('status-bar')).toContainText('Cash on hand');
  await page.goto('/leaderboard');
  await expect(page.getByTestId('your-rank')).toContainText(/Your rank: #\d+/);

  await page.getByLabel('Who').selectOption({ label: 'Players only' });
  await expect(page.getByTestId('your-rank')).toContainText('among players');
  const own = page.locator('tr[aria-current="true"]');
  await expect(own).toHaveCount(1);
  const rank = /#(\d+)/.exec((await page.getByTestId('your-rank').textContent()) ?? '')?.[1];
  await expect(own.locator('td').first()).toHaveText(rank!);
});
