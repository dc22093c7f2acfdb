import { expect, test } from '@playwright/test';
import { mainNavLink } from '../support/nav';

// Guests (no session cookie) can read the world: countries, regions and character profiles.

test('a guest browses from the country list to the regions of the United States', async ({ page }) => {
  await page.goto('/');
  await (await mainNavLink(page, 'Politics', 'Countries')).click();
  await expect(page).toHaveURL(/\/countries$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Countries' })).toBeVisible();

  await page.getByRole('link', { name: 'United States', exact: true }).click();
  await expect(page).toHaveURL(/\/countries\/US$/);
  await expect(page.getByRole('heading', { level: 1, name: 'United States' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'United States sections' })
    .getByRole('link', { name: 'Regions' })
    .click();
  await expect(page).toHaveURL(/\/countries\/US\/regions$/);
  const regions = page.getByRole('table', { name: /States and regions of United States/ });
  await expect(regions.getByRole('rowheader', { name: 'California', exact: true })).toBeVisible();
});

test('a guest searches for a character and opens the profile', async ({ page }) => {
  await page.goto('/characters?name=alice');
  await expect(page.getByLabel('Search characters')).toHaveValue('alice');
  await page.getByRole('link', { name: 'Alice Adams', exact: true }).click();
  await expect(page).toHaveURL(/\/characters\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Alice Adams' })).toBeVisible();
  await expect(page).toHaveTitle(/Alice Adams/);
});

test('a guest uses the search form', async ({ page }) => {
  await page.goto('/characters');
  // A full name: thousands of non-player politicians share the common surnames.
  await page.getByLabel('Search characters').fill('alice adams');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/characters\?name=alice(\+|%20)adams$/);
  await expect(page.getByRole('link', { name: 'Alice Adams', exact: true })).toBeVisible();
});

test('an unknown character is a 404 page', async ({ page }) => {
  const response = await page.goto('/characters/999999999');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('GB opens the United Kingdom, in any case, as older clients call it', async ({ page }) => {
  for (const code of ['GB', 'gb']) {
    const response = await page.goto(`/countries/${code}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'United Kingdom' })).toBeVisible();
  }
});
