import { expect, test } from '@playwright/test';
import { mainNavLink } from '../support/nav';

test('the world page charts each open conflict, filters by country and links to the countries', async ({
  page,
}) => {
  await page.goto('/');
  await (await mainNavLink(page, 'World', 'World')).click();
  await expect(page.getByRole('heading', { level: 1, name: 'World affairs' })).toBeVisible();
  const conflicts = page.getByRole('list', { name: 'Conflicts' });
  // The demo world starts with two wars under way.
  const baltic = conflicts.getByRole('article', { name: 'Baltic Approaches Crisis' });
  await expect(baltic).toBeVisible();
  await expect(conflicts.getByRole('article', { name: 'East China Sea Islands Standoff' })).toBeVisible();
  await expect(baltic.getByRole('group', { name: 'Baltic Approaches Crisis control chart' })).toBeVisible();
  await expect(
    baltic.getByRole('img', {
      name: /^Baltic Approaches Crisis: control and supply by turn, 3 lines, \d+ points?; latest /,
    }),
  ).toBeVisible();

  // The table fallback carries the numbers.
  await baltic.getByText('Control and supply by turn (table)').click();
  const table = baltic.getByRole('table', { name: 'Baltic Approaches Crisis: control and supply by turn' });
  await expect(table.getByRole('columnheader', { name: 'Held by side B' })).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  await page.getByLabel('Country').selectOption({ label: 'Japan' });
  await expect(conflicts.getByRole('article', { name: 'Baltic Approaches Crisis' })).toHaveCount(0);
  const eastChinaSea = conflicts.getByRole('article', { name: 'East China Sea Islands Standoff' });
  await expect(eastChinaSea).toBeVisible();
  await eastChinaSea.getByRole('link', { name: 'JP' }).first().click();
  await expect(page).toHaveURL(/\/countries\/JP$/);
});
