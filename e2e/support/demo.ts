import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/** A demo account seeded in demo mode (see README). */
export const ALICE = { username: 'alice', email: 'alice@example.com', password: 'statecraft-alice' } as const;

export interface CreatedKey {
  id: string;
  token: string;
  scope: 'public' | 'private';
  name: string;
}

/** Logs in over HTTP; the request context keeps the session cookie for later calls. */
export async function logInOverHttp(request: APIRequestContext, account = ALICE): Promise<void> {
  const response = await request.post('/api/auth/login', {
    data: { email: account.username, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Names unique per run, so a retry never trips over a key an earlier attempt left behind. */
export function uniqueKeyName(label: string): string {
  return `${label}-${Date.now().toString(36)}`;
}

export async function createKey(
  request: APIRequestContext,
  scope: 'public' | 'private',
  name: string,
): Promise<CreatedKey> {
  const response = await request.post('/api/settings/api-keys', { data: { scope, name } });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { key: CreatedKey };
  return body.key;
}

export async function revokeKey(request: APIRequestContext, id: string): Promise<void> {
  const response = await request.delete(`/api/settings/api-keys/${id}`);
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Logs in through the login form. Every spec logs in from 127.0.0.1, whose login bucket allows 10 a
 * minute (a limit e2e/api/security.spec.ts checks), so on the form's rate-limit alert this waits as long as
 * the alert says, with the test's time extended by as much, and tries again.
 */
export async function logInThroughForm(page: Page, account: { username: string; password: string }) {
  for (let attempt = 1; ; attempt += 1) {
    await page.goto('/login');
    await page.getByLabel('Email or username').fill(account.username);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    const limited = page.getByRole('alert').filter({ hasText: /Retry in \d+ s/ });
    const outcome = await Promise.race([
      page.waitForURL((url) => url.pathname !== '/login').then(() => 'in' as const),
      limited.waitFor().then(() => 'limited' as const),
    ]);
    if (outcome === 'in') return;
    expect(attempt, 'still rate-limited after three waits').toBeLessThan(4);
    const seconds = Number((await limited.textContent())?.match(/Retry in (\d+) s/)?.[1] ?? 60);
    test.info().setTimeout(test.info().timeout + (seconds + 1) * 1000);
    await page.waitForTimeout((seconds + 1) * 1000);
  }
}
