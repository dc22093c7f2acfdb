import path from 'node:path';
import { readFileSync } from 'node:fs';
import {
  test,
  type APIRequest,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { DEMO_ACCOUNTS } from '@/lib/systems/core/world-plan/constants';

/**
 * Signed-in sessions for the seeded demo accounts, made once per run by e2e/sessions.setup.ts (the `sessions`
 * project every browser project depends on) and reused by every spec. Logging in through the form costs a
 * page load per spec, and the login limiter allows 10 a minute from one address, so a suite that logs in per
 * spec ends up waiting for the limiter. The login form itself is proved by e2e/ui/account-flow.spec.ts.
 *
 * Never log out with a shared session (use logInThroughForm for a spec about logging out): it would end the
 * session for every spec after it.
 */
export type DemoUsername = 'admin' | 'alice' | 'bob' | 'carol';

export const DEMO_USERNAMES = DEMO_ACCOUNTS.map((account) => account.username) as DemoUsername[];

export function demoAccount(username: DemoUsername): { username: string; password: string } {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.username === username);
  if (!account) throw new Error(`no demo account ${username}`);
  return { username: account.username, password: account.password };
}

/** The run's session files sit beside its data directory (playwright.config.ts picks both). */
export function sessionFile(username: DemoUsername): string {
  const dataDir = process.env.STATECRAFT_E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('STATECRAFT_E2E_DATA_DIR is unset: run the specs through playwright.config.ts');
  return path.join(path.dirname(dataDir), 'sessions', `${username}.json`);
}

function storageStateOf(username: DemoUsername): { cookies: Parameters<BrowserContext['addCookies']>[0] } {
  return JSON.parse(readFileSync(sessionFile(username), 'utf8'));
}

/** A new browser context signed in as a demo account, with the project's baseURL and any other options. */
export async function signedInContext(
  browser: Browser,
  username: DemoUsername,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: test.info().project.use.baseURL,
    ...options,
    storageState: sessionFile(username),
  });
}

/** A page of a new context signed in as a demo account. */
export async function signedInPage(browser: Browser, username: DemoUsername): Promise<Page> {
  return (await signedInContext(browser, username)).newPage();
}

/** Signs a context in as a demo account: its session cookie replaces any other. */
export async function signIn(context: BrowserContext, username: DemoUsername): Promise<void> {
  await context.addCookies(storageStateOf(username).cookies);
}

/**
 * Signs the page's context in as a demo account and opens the home page, where the login form lands, so a
 * spec written against logInThroughForm reads the same after it.
 */
export async function logInAs(page: Page, username: DemoUsername): Promise<void> {
  await signIn(page.context(), username);
  await page.goto('/');
}

/** An API request context signed in as a demo account (dispose of it at the end of the test). */
export async function signedInRequest(
  playwright: { request: APIRequest },
  username: DemoUsername,
): Promise<APIRequestContext> {
  return playwright.request.newContext({
    baseURL: test.info().project.use.baseURL,
    storageState: sessionFile(username),
  });
}
