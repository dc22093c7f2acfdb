import { expect, test } from '@playwright/test';
import { logInAs } from '../support/sessions';

// Carol: no other spec moves her money, so founding with it disturbs no one's balances.

test("the original client's Create a corporation link opens the form, and carol founds one", async ({
  page,
}) => {
  await logInAs(page, 'carol');
  await page.goto('/corporation/new');
  await expect(page).toHaveURL(/\/corporations\/new$/);
  await expect(page.getByText(/Cash on hand: £250,000/)).toBeVisible();

  const form = page.getByRole('form', { name: 'Found a corporation' });
  const found = form.getByRole('button', { name: 'Found corporation' });
  await expect(found).toBeDisabled();
  await expect(form.getByText('Name it (3 to 60 characters).')).toBeVisible();

  const name = `Thames Works ${Date.now().toString(36)}`;
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Capital (GBP)').fill('20000');
  await found.click();

  await expect(page).toHaveURL(/\/corporations\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
});
