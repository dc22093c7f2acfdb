import { expect, test } from '@playwright/test';
import { mainNavLink } from '../support/nav';

test('the organizations page lists every organization and opens one by short name', async ({ page }) => {
  await page.goto('/');
  await (await mainNavLink(page, 'World', 'Organizations')).click();
  await expect(page.getByRole('heading', { level: 1, name: 'International organizations' })).toBeVisible();
  const table = page.getByRole('region', { name: 'Organizations table' });
  // Five organizations, one row each under the header row.
  await expect(table.getByRole('row')).toHaveCount(6);
  await expect(table.getByRole('row').filter({ hasText: 'dissolved 2011' })).toHaveCount(1);
  await expect(table.getByRole('list', { name: 'PIDB members' }).getByRole('listitem')).toHaveCount(3);

  await table.getByRole('link', { name: 'NASC: North Atlantic Security Compact' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'North Atlantic Security Compact (NASC)' }),
  ).toBeVisible();
  await expect(page.getByText(/Secretary General: .+ \(UK\), since turn \d+/)).toBeVisible();
  const members = page.getByRole('list', { name: 'Members' });
  await expect(members.getByRole('listitem')).toHaveCount(3);
  await members.getByRole('link', { name: 'Germany' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Germany' })).toBeVisible();

  // Short names match in any case; an unknown one is the 404 page.
  await page.goto('/organizations/g4');
  await expect(page.getByRole('heading', { level: 1, name: 'Group of Four (G4)' })).toBeVisible();
  const missing = await page.goto('/organizations/no-such-org');
  expect(missing?.status()).toBe(404);
});
