import { expect, test } from '@playwright/test';
import { logInAs } from '../support/sessions';
import { mainNavLink } from '../support/nav';

test('a player shifts a policy position and sees the cost paid and the new position', async ({ page }) => {
  await logInAs(page, 'alice');
  await expect(page.getByTestId('status-bar')).toBeVisible();

  await (await mainNavLink(page, 'Politics', 'Policy')).click();
  await expect(page).toHaveURL(/\/policy$/);
  const position = page.getByTestId('economic-position');
  await expect(position).toHaveText(/^[+-]?\d$/);
  const before = Number((await position.textContent())!.replace('+', ''));
  const actionsBefore = Number(await page.getByTestId('policy-actions').textContent());
  expect(actionsBefore).toBeGreaterThanOrEqual(15);
  const after = before < 5 ? before + 1 : before - 1;
  const label = after > 0 ? `+${after}` : String(after);

  await page
    .getByRole('button', {
      name: new RegExp(
        `Shift economic position (right|left) to ${label.replace('+', '\\+')} \\(costs 15 actions\\)`,
      ),
    })
    .click();

  const status = page.getByRole('status').filter({ hasText: 'Shifted your economic position' });
  await expect(status).toContainText(`Shifted your economic position to ${label}. Paid 15 actions;`);
  await expect(position).toHaveText(label);
  const left = Number(/(\d+) left/.exec((await status.textContent()) ?? '')?.[1]);
  await expect(page.getByTestId('policy-actions')).toHaveText(String(left));

  // The national and home-state records name the option in force.
  await expect(page.getByRole('table', { name: /National policy records of United States/ })).toBeVisible();
  await expect(page.getByRole('table', { name: /State policy records of California/ })).toBeVisible();
});
