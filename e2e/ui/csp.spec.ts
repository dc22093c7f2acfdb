import { expect, test, type Page } from '@playwright/test';
import { ALICE } from '../support/demo';

// Every page under the real Content-Security-Policy: nothing the app needs may be blocked.

const ADMIN = { username: 'admin', password: 'statecraft-admin' } as const;

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

// Each test visits about twenty pages in turn: on a loaded 2-core machine that outlasts the default minute.
test.describe.configure({ timeout: 180_000 });

async function logIn(page: Page, account: { username: string; password: string }) {
  const response = await page.request.post('/api/auth/login', {
    data: { email: account.username, password: account.password },
  });
  expect(response.status()).toBe(200);
}

test('guest pages run under the CSP without a violation', async ({ page }) => {
  const violations = watchForViolations(page);
  for (const path of [
    '/',
    '/countries',
    '/countries/US',
    '/countries/UK/economy',
    '/countries/JP/trade',
    '/commodities',
    '/commodities/oil',
    '/forex',
    '/characters',
    '/characters?name=alice',
    '/docs',
    '/docs/api',
    '/login',
    '/register',
    '/no-such-page',
  ]) {
    await visit(page, path);
  }
  await visit(page, '/countries/US');
  // The metrics section and its Recharts chart render client-side, under the same CSP.
  await expect(page.locator('figure svg.recharts-surface').first()).toBeVisible();
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
  await logIn(page, ALICE);
  await visit(page, '/policy');
  await expect(page.getByRole('heading', { name: 'Policy', level: 1 })).toBeVisible();
  await visit(page, '/settings');
  for (const theme of ['oled', 'solarized', 'usa', 'dark-pastel', 'system']) {
    await page.getByLabel('Theme').selectOption(theme);
    if (theme !== 'system') await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  }
  await expect(page.locator('html')).toHaveAttribute('data-theme-preference', 'system');
  await logIn(page, ADMIN);
  await visit(page, '/admin');
  expect(violations).toEqual([]);
});
