import { expect, test } from '@playwright/test';
import { logInAs } from '../support/sessions';

test('a player buys units of an index fund on its page and sees the holding and the NAV chart', async ({
  page,
}) => {
  await logInAs(page, 'alice');
  await expect(page.getByTestId('status-bar')).toBeVisible();

  await page.goto('/funds');
  await expect(page.getByRole('heading', { level: 1, name: 'Index funds' })).toBeVisible();
  await page.getByRole('link', { name: 'US Large-Cap 25 Index' }).click();
  await expect(page).toHaveURL(/\/funds\/us_top_25$/);
  await expect(page.getByRole('heading', { level: 1, name: 'US Large-Cap 25 Index' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'NAV history chart' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^NAV history by turn, \d+ points?; latest / })).toBeVisible();
  await expect(page.locator('main figure svg[role="img"]')).toHaveCount(1);
  await expect(page.getByTestId('fund-holding')).toContainText('You hold no units.');

  await page.getByLabel('Units').fill('3');
  await page.getByRole('button', { name: 'Buy units' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Bought 3 units' })).toContainText('you hold 3.');
  await expect(page.getByTestId('fund-holding')).toContainText('You hold 3 units.');
  await expect(page.getByRole('button', { name: 'Redeem units' })).toBeEnabled();
});
