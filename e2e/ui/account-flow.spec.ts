import { expect, test } from '@playwright/test';
import { ALICE, uniqueKeyName, logInThroughForm } from '../support/demo';
import { mainNavLink } from '../support/nav';

test('alice logs in, creates a key, uses it, switches theme and revokes the key', async ({
  page,
  request,
}) => {
  await logInThroughForm(page, ALICE);

  const statusBar = page.getByTestId('status-bar');
  await expect(statusBar).toBeVisible();
  await expect(statusBar).toContainText('Campaign funds');
  await expect(statusBar).toContainText('Turn');

  await (await mainNavLink(page, 'Me', 'Settings')).click();
  await expect(page).toHaveURL(/\/settings$/);

  const keyName = uniqueKeyName('e2e-ui');
  await page.getByLabel('Key name').fill(keyName);
  await page.getByLabel('Scope').selectOption({ label: 'Public' });
  await page.getByRole('button', { name: 'Create key' }).click();
  const tokenElement = page.getByTestId('new-api-key-token');
  await expect(tokenElement).toHaveText(/^svc_pub_/);
  await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible();
  const token = (await tokenElement.textContent())?.trim() ?? '';
  // The first-call snippets carry the real token and this server's origin, and lead to the reference.
  const origin = new URL(page.url()).origin;
  await expect(page.getByLabel('First call in curl')).toHaveText(
    `curl -H "X-API-Key: ${token}" ${origin}/api/public/v1/game`,
  );
  await expect(page.getByLabel('First call in JavaScript (typed client)')).toContainText(
    `baseUrl: '${origin}', apiKey: '${token}'`,
  );
  await expect(page.getByLabel('First call in Python')).toContainText(`{"X-API-Key": "${token}"}`);
  await expect(page.getByRole('link', { name: /API reference/ })).toHaveAttribute('href', '/docs/api');

  const game = await request.get('/api/public/v1/game', { headers: { 'X-API-Key': token } });
  expect(game.status(), await game.text()).toBe(200);
  expect(await game.json()).toMatchObject({ ok: true });

  await page.getByLabel('Theme').selectOption({ label: 'Dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // The choice is saved on the server: it survives a reload.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  await page.getByRole('button', { name: `Revoke ${keyName}` }).click();
  await expect(page.getByRole('button', { name: `Revoke ${keyName}` })).toHaveCount(0);
  const afterRevoke = await request.get('/api/public/v1/game', { headers: { 'X-API-Key': token } });
  expect(afterRevoke.status()).toBe(401);

  await page.getByRole('button', { name: 'Log out' }).click();
  // The header's link (the page under it may offer one too).
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' }),
  ).toBeVisible();
  await expect(statusBar).toHaveCount(0);
});
