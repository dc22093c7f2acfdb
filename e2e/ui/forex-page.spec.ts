import { expect, test } from '@playwright/test';
import { mainNavLink } from '../support/nav';

test('the forex page lists every rate and charts each currency, reached from the main nav', async ({
  page,
}) => {
  await page.goto('/');
  await (await mainNavLink(page, 'Economy', 'Forex')).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Foreign exchange' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('caption')).toContainText('local units per anchor unit');
  for (const code of ['EUR', 'GBP', 'JPY', 'USD']) {
    const row = table.getByRole('row', { name: new RegExp(`^${code}\\b`) });
    await expect(row).toBeVisible();
    // The rate column holds a positive number.
    await expect(row.getByRole('cell').nth(1)).toHaveText(/^\d[\d,.]*$/);
    await expect(page.getByRole('group', { name: `${code} rate chart` })).toBeVisible();
    await expect(
      page.getByRole('img', { name: new RegExp(`^${code} rate by turn, \\d+ points?; latest `) }),
    ).toBeVisible();
  }
  await expect(page.locator('main figure svg[role="img"]')).toHaveCount(4);
});

test('the country economy page shows the sovereign: rating, sustainability and last auction', async ({
  page,
}) => {
  await page.goto('/countries/UK/economy');
  await expect(page.getByRole('heading', { name: 'Sovereign borrowing' })).toBeVisible();
  // The rating sits once on the page, in the Debt list; the rest in the sovereign's own list.
  await expect(
    page
      .getByLabel('Debt')
      .getByRole('definition')
      .filter({ hasText: /^(AAA|AA|A|BBB|BB|B|CCC)$/ }),
  ).toHaveCount(1);
  const facts = page.getByLabel('Sovereign borrowing').getByRole('definition');
  await expect(
    facts.filter({ hasText: /^\d+(\.\d+)? \/ 100 \((healthy|warning|at-risk|crisis)\)$/ }),
  ).toHaveCount(1);
  await expect(
    facts.filter({ hasText: /^(None held|Turn \d+: (subscribed|undersubscribed|failed), raised .+)$/ }),
  ).toHaveCount(1);
});
