import { expect, test } from '@playwright/test';
import { mainNavLink } from '../support/nav';

test('the commodities page lists every commodity, adds national prices, and charts one commodity', async ({
  page,
}) => {
  await page.goto('/');
  await (await mainNavLink(page, 'Economy', 'Commodities')).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Commodities' })).toBeVisible();
  const table = page.getByRole('region', { name: 'Commodities table' });
  // 28 commodities, one row each under the header row.
  await expect(table.getByRole('row')).toHaveCount(29);
  await expect(table.getByRole('columnheader', { name: 'National price' })).toHaveCount(0);

  await page.getByLabel('National prices for').selectOption({ label: 'Germany' });
  await expect(table.getByRole('columnheader', { name: 'National price' })).toBeVisible();
  await expect(table.getByRole('caption')).toContainText("Germany's national prices");

  await table.getByRole('link', { name: 'Steel & Metals' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Steel & Metals' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Steel & Metals price chart' })).toBeVisible();
  await expect(
    page.getByRole('img', { name: /^Steel & Metals price by turn, \d+ points?; latest / }),
  ).toBeVisible();
  await expect(page.locator('main figure svg[role="img"]')).toHaveCount(1);
  const producers = page.getByRole('region', { name: 'The ten states that supply the most Steel & Metals' });
  await expect(producers.getByRole('row')).toHaveCount(11);
});

test('the country trade page shows the balance chart and the tariffs in force', async ({ page }) => {
  await page.goto('/countries/JP');
  await page.getByRole('navigation', { name: 'Japan sections' }).getByRole('link', { name: 'Trade' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Trade, tariffs and embargoes' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Trade balance chart' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Agriculture sector: 15%' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Imports from DE: 1%' })).toBeVisible();
});
