import { expect, test } from '@playwright/test';
import { logInAs } from '../support/sessions';
import { mainNavLink } from '../support/nav';

test('the resource map renders the US choropleth with its table, and opens a state by keyboard', async ({
  page,
}) => {
  await page.goto('/');
  await (await mainNavLink(page, 'Economy', 'Resources')).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Extraction resources' })).toBeVisible();
  const map = page.getByRole('group', { name: 'Map of oil capacity by state' });
  await expect(map).toBeVisible();
  await expect(map.locator('path')).toHaveCount(51);
  const table = page.getByRole('region', { name: 'Resource table' });
  // 50 states and DC under the header row; Texas has oil, DC no document.
  await expect(table.getByRole('row')).toHaveCount(52);
  await expect(table.getByRole('row', { name: /^Texas / })).not.toContainText('uncapped');
  await expect(table.getByRole('row', { name: /^District of Columbia / })).toContainText('uncapped');

  await page.getByLabel('Shade by').selectOption('share');
  await expect(page.getByRole('group', { name: 'Map of oil contracted share by state' })).toBeVisible();

  const texas = page.getByRole('link', { name: /^Texas: / });
  await texas.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Texas: extraction resources' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Capacity and output' }).getByRole('row')).toHaveCount(7);
});

test('the admin grants an over-allocating contract after confirming it', async ({ page }) => {
  await logInAs(page, 'admin');
  await expect(await mainNavLink(page, 'Admin', 'Resource admin')).toBeVisible();
  const market = await (await page.request.get('/api/market?view=share&type=all')).text();
  const corporationName = /"name":"([^"]+)","tickerSymbol"/.exec(market)?.[1];
  expect(corporationName, market.slice(0, 400)).toBeTruthy();

  await page.goto('/admin/resources');
  const form = page.getByRole('form', { name: 'Grant an extraction contract' });
  const grant = async (percent: string) => {
    // Every choice is picked by name: no state code, corporation id or office id to type.
    await form.getByLabel('State', { exact: true }).click();
    await page.getByRole('option', { name: 'West Virginia, US' }).click();
    await form.getByLabel('Corporation', { exact: true }).click();
    await page.getByPlaceholder('Search by name…').fill(corporationName!);
    await page.getByRole('option', { name: corporationName }).first().click();
    await form.getByLabel('Resource', { exact: true }).click();
    await page.getByRole('option', { name: 'coal', exact: true }).click();
    await form.getByLabel('Share (%)').fill(percent);
    await form.getByRole('button', { name: 'Grant contract' }).click();
  };
  await grant('80');
  await expect(form.getByRole('status')).toContainText('West Virginia coal is now 80% contracted');

  await grant('30');
  const dialog = page.getByRole('dialog', { name: 'Over-allocate this state?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('110%');
  await dialog.getByRole('button', { name: 'Grant anyway' }).click();
  await expect(dialog).toBeHidden();
  await expect(form.getByRole('status')).toContainText('West Virginia coal is now 110% contracted');
  await expect(page.getByRole('button', { name: /Revoke .* coal contract in West Virginia/ })).toHaveCount(2);
});

test('a CEO offers for a contract by picking one of their corporations by name', async ({ page }) => {
  await logInAs(page, 'alice');
  await page.goto('/states/TX/resources');
  const form = page.getByRole('form', { name: 'Offer for an extraction contract' });
  const corporation = form.getByLabel('Your corporation', { exact: true });
  // The picker names the corporation; no id is shown or typed.
  await expect(corporation).not.toHaveText(/[0-9a-f]{24}/);
  await expect(corporation).not.toHaveText('Choose…');
  await form.getByLabel('Resource', { exact: true }).click();
  await page.getByRole('option').first().click();
  await form.getByLabel('Share of capacity (%)').fill('5');
  await form.getByRole('button', { name: 'Send offer' }).click();
  await expect(form.getByRole('status')).toContainText('Offer sent');
});
