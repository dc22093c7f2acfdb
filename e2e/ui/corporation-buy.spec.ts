import { expect, test } from '@playwright/test';
import { logInAs } from '../support/sessions';
import { mainNavLink } from '../support/nav';

test('a player buys shares on the corporation page and sees the stake and the trade', async ({ page }) => {
  // A corporation with shares on the public float (the market's client read).
  let listed: { sequentialId: number; name: string; floatShares: number } | undefined;
  for (let p = 1; !listed && p <= 5; p++) {
    const market = await (await page.request.get(`/api/market?type=all&page=${p}`)).json();
    listed = market.companies.find((c: { floatShares: number }) => c.floatShares >= 100);
  }
  expect(listed, 'a corporation with a public float').toBeDefined();

  await logInAs(page, 'bob');
  await expect(page.getByTestId('status-bar')).toBeVisible();

  await (await mainNavLink(page, 'Economy', 'Market')).click();
  await expect(page).toHaveURL(/\/market$/);
  await expect(page.getByRole('table')).toBeVisible();

  await page.goto(`/corporations/${listed!.sequentialId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(listed!.name);
  await expect(page.getByText('You hold 0 shares')).toBeVisible();

  const form = page.getByRole('form', { name: 'Buy shares' });
  await form.getByLabel('Shares to buy').fill('25');
  await form.getByRole('button', { name: 'Buy shares' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Bought 25 shares' })).toBeVisible();
  await expect(page.getByText('You hold 25 shares')).toBeVisible();
  await expect(page.getByRole('row', { name: /Bob Baker/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recent share transactions' })).toContainText(
    '25 shares (trade) from the public float to Bob Baker',
  );
});
