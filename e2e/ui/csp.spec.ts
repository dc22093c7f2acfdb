import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/sessions';

// Pages under the real Content-Security-Policy: nothing the app needs may be blocked. The audit
// (audit.spec.ts) checks the same on every page at its listed address (the nonce in the header, the theme
// script run, no console error, which is where a blocked script or style shows); this spec visits the
// addresses and states the audit does not: other countries, a search, a missing page, guests on player pages,
// the chart, and every theme.

function watchForViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => violations.push(`page error: ${error.message}`));
  return violations;
}

async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.headers()['content-security-policy'], path).toMatch(/'nonce-/);
  await page.waitForLoadState('networkidle');
  // The theme script ran (it needs the nonce) and the app hydrated.
  await expect(page.locator('html'), path).toHaveAttribute('data-theme', /.+/);
}

// Each test visits about ten pages in turn: on a loaded 2-core machine that can outlast the default minute.
test.describe.configure({ timeout: 180_000 });

test('guest pages run under the CSP without a violation', async ({ page }) => {
  const violations = watchForViolations(page);
  for (const path of ['/countries/UK/economy', '/countries/JP/trade', '/commodities/oil', '/no-such-page']) {
    await visit(page, path);
  }
  await visit(page, '/countries/US');
  // The metrics section and its chart (server-drawn SVG) render under the same CSP.
  await expect(page.locator('main figure svg[role="img"]').first()).toBeVisible();
  // The parties are listed on the politics tab.
  await visit(page, '/countries/US/politics');
  const partyHref = await page.locator('a[href*="/parties/"]').first().getAttribute('href');
  await visit(page, partyHref!);
  await visit(page, '/characters?name=alice');
  const characterHref = await page.locator('a[href^="/characters/"]').first().getAttribute('href');
  await visit(page, characterHref!);
  expect(violations).toEqual([]);
});

test('signed-in pages, including admin and every theme, run under the CSP without a violation', async ({
  page,
}) => {
  const violations = watchForViolations(page);
  await signIn(page.context(), 'alice');
  await visit(page, '/policy');
  await expect(page.getByRole('heading', { name: 'Policy', level: 1 })).toBeVisible();
  await visit(page, '/settings');
  for (const theme of ['oled', 'solarized', 'usa', 'dark-pastel', 'system']) {
    await page.getByLabel('Theme').selectOption(theme);
    if (theme !== 'system') await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  }
  await expect(page.locator('html')).toHaveAttribute('data-theme-preference', 'system');
  await signIn(page.context(), 'admin');
  await visit(page, '/admin');
  expect(violations).toEqual([]);
});
