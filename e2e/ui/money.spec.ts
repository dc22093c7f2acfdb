import { expect, test, type Page } from '@playwright/test';
import { logInAs, type DemoUsername } from '../support/sessions';

async function logIn(page: Page, username: DemoUsername) {
  await logInAs(page, username);
  await expect(page.getByTestId('status-bar')).toBeVisible();
}

async function fundsOf(page: Page): Promise<number> {
  const response = await page.request.get('/api/client-status');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { funds: number }).funds;
}

test('alice sends bob 5,000 through the transfer form, and bob sees it', async ({ browser }) => {
  const bob = await (await browser.newContext()).newPage();
  await logIn(bob, 'bob');
  const bobBefore = await fundsOf(bob);

  const alice = await (await browser.newContext()).newPage();
  await logIn(alice, 'alice');
  await alice.goto('/money');
  await expect(alice.getByRole('heading', { level: 1, name: 'Money' })).toBeVisible();
  await alice.getByLabel('Recipient (a character of your country)').fill('Bob Ba');
  await alice.getByRole('button', { name: 'Bob Baker' }).click();
  await expect(alice.getByTestId('transfer-recipient')).toHaveText('Bob Baker');
  await alice.getByLabel('Amount (USD, at least 1,000)').fill('5000');
  await alice.getByRole('button', { name: 'Review transfer' }).click();
  await alice.getByRole('button', { name: 'Confirm transfer' }).click();
  await expect(alice.getByTestId('transfer-receipt')).toContainText('Sent $5,000 to Bob Baker');

  // Other specs pay bob too while this one runs (mail, account pages), so his funds hold at least the 5,000
  // more, and the transfer itself is in his history.
  expect(await fundsOf(bob)).toBeGreaterThanOrEqual(bobBefore + 5000);
  await bob.goto('/money');
  const shown = await bob.getByTestId('balances').locator('[data-currency="USD"]').textContent();
  const shownFunds = Number(/\$([\d,]+(?:\.\d+)?)/.exec(shown ?? '')?.[1]?.replace(/,/g, ''));
  expect(shownFunds).toBeGreaterThanOrEqual(bobBefore + 5000);
  await bob.goto('/money/history');
  const received = bob
    .getByTestId('money-history')
    .getByRole('row')
    .filter({ hasText: 'Alice Adams' })
    .filter({ hasText: '+$5,000' });
  await expect(received.first()).toBeVisible();
});

test('alice exchanges USD to GBP with a live quote, and her balances show both', async ({ page }) => {
  await logIn(page, 'alice');
  await page.goto('/money');
  await page.getByLabel('From').selectOption('USD');
  await page.getByLabel('To', { exact: true }).selectOption('GBP');
  await page.getByLabel('Amount (USD)').fill('250');
  await expect(page.getByTestId('exchange-quote')).toContainText('Spread (0.275%)');
  const receive = await page.getByTestId('exchange-receive').textContent();
  await page.getByRole('button', { name: 'Exchange', exact: true }).click();
  await expect(page.getByTestId('exchange-receipt')).toContainText(`Sold $250 for ${receive}`);
  const balances = page.getByTestId('balances');
  await expect(balances.locator('[data-currency="USD"]')).toBeVisible();
  await expect(balances.locator('[data-currency="GBP"]')).toContainText('£');
});
