import type { Locator, Page } from '@playwright/test';

/** The link to `label` in the main navigation's `group` menu, opening the menu first (desktop layout). */
export async function mainNavLink(page: Page, group: string, label: string): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: group }).click();
  return nav.getByRole('link', { name: label, exact: true });
}
