import { expect, test } from '@playwright/test';
import { logInAs } from '../support/sessions';

// Carol founds a party in the UK through the page. The fee comes from her campaign funds, which no other
// spec asserts on (found-corporation checks her cash on hand). A retry finds her leading the party an
// earlier try founded: the form names the party to leave, and she leaves it first as she leaves Labour.
test('carol leaves her party and founds one of her own in the UK', async ({ page }) => {
  await logInAs(page, 'carol');
  await page.goto('/countries/UK/politics');
  const form = page.getByRole('form', { name: 'Found a party' });
  await expect(form).toBeVisible();
  const leaveFirst = page.getByText(/^Leave (.+) first\.$/);
  if ((await leaveFirst.count()) > 0) {
    const current = /^Leave (.+) first\.$/.exec((await leaveFirst.textContent()) ?? '')![1]!;
    await page.getByRole('link', { name: current, exact: true }).first().click();
    await page.getByRole('button', { name: 'Leave this party' }).click();
    await expect(page.getByText('You left the party.')).toBeVisible();
    await page.goto('/countries/UK/politics');
  }
  await expect(page.getByText(/^Leave (.+) first\.$/)).toHaveCount(0);
  await expect(
    page.getByText(/Founding costs £50,000 from your campaign funds and 10 actions/),
  ).toBeVisible();

  const suffix = Date.now().toString(36).slice(-5).toUpperCase();
  const name = `Thames Reform ${suffix}`;
  const found = form.getByRole('button', { name: 'Found the party' });
  await expect(found).toBeDisabled();
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Abbreviation').fill(`TR${suffix}`);
  await form.getByLabel('Economic position').fill('1');
  await form.getByLabel('Social position').fill('-2');
  await found.click();

  await expect(page).toHaveURL(/\/countries\/UK\/parties\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(page.getByText('Carol Clarke').first()).toBeVisible();
});
