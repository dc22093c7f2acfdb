import { expect, test } from '@playwright/test';
import { createKey, uniqueKeyName } from '../support/demo';
import { mainNavLink } from '../support/nav';

test('a new player registers, creates a character, and finds it in the character search', async ({
  page,
}) => {
  const suffix = Date.now().toString(36);
  const username = `e2e${suffix}`;
  const name = `Morgan ${suffix.toUpperCase()}`;

  await page.goto('/register');
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('a long e2e password');
  await page.getByRole('button', { name: 'Create account' }).click();

  // Registration leads straight into the setup flow.
  await expect(page).toHaveURL(/\/setup$/);
  await expect(page.getByRole('heading', { name: 'Create your character' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Biography').fill('Came up through the county council.');
  await page.getByLabel('Country').selectOption({ label: 'United Kingdom' });
  await page.getByLabel('Home state or region').selectOption({ label: 'Wales' });
  await page.getByLabel(/^Economic position/).selectOption('-2');
  await page.getByLabel(/^Social position/).selectOption('1');
  await page.getByLabel('Party').selectOption('uk-lab');
  await page.getByLabel('Age bracket').selectOption('35-44');
  await page.getByLabel('Occupation').fill('Nurse');
  await page.getByLabel('Hometown').fill('Cardiff');
  await page.getByRole('button', { name: 'Create character' }).click();

  // The new player lands on the desk, with the character card and what to do next.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Next steps' })).toBeVisible();
  await page.getByRole('region', { name: 'Your character' }).getByRole('link', { name: 'Profile' }).click();

  // The profile page of the new character, with its first achievements.
  await expect(page).toHaveURL(/\/characters\/\d+$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Wales (UKL)')).toBeVisible();
  const achievements = page.getByRole('list', { name: 'Earned achievements' });
  await expect(achievements).toContainText('First Steps');
  await expect(achievements).toContainText('Card Carrier');
  // The status bar now shows the new player's grant.
  await expect(page.getByTestId('status-bar')).toContainText('Campaign funds');

  // The public character search (web page and v1 API) finds it.
  await page.goto('/characters');
  await page.getByLabel('Search characters').fill(suffix);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();

  const key = await createKey(page.request, 'public', uniqueKeyName('setup'));
  const search = await page.request.get(`/api/public/v1/character?name=${encodeURIComponent(name)}`, {
    headers: { 'X-API-Key': key.token },
  });
  expect(search.status()).toBe(200);
  const body = (await search.json()) as { characters: { name: string; countryId: string; party: string }[] };
  expect(body.characters).toEqual([
    expect.objectContaining({ name, countryId: 'UK', party: 'Labour Party' }),
  ]);

  // No "Create character" link any more: one character per account; "Me" now leads to the profile.
  await expect(await mainNavLink(page, 'Me', 'My character')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Create character' }),
  ).toHaveCount(0);
});
