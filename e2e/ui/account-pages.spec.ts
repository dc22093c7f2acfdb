import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ALICE, logInThroughForm } from '../support/demo';

const ADMIN = { username: 'admin', password: 'statecraft-admin' } as const;

/** A fresh account of this run (so a retry repeats cleanly), registered over HTTP. */
async function registerAccount(request: APIRequestContext, label: string) {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const account = {
    username: `${label}_${suffix}`.slice(0, 24),
    email: `${label}.${suffix}@example.com`,
    password: `a long password ${suffix}`,
  };
  const response = await request.post('/api/auth/register', {
    data: { email: account.email, username: account.username, password: account.password },
  });
  expect(response.status()).toBe(201);
  return account;
}

async function logIn(page: Page, account: { username: string; password: string }) {
  await logInThroughForm(page, account);
  await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeAttached();
}

test('the money history shows a transfer just sent, with its kind, counterparty and signed amount', async ({
  page,
}) => {
  await logIn(page, ALICE);
  const recipients = await page.request.get('/api/transfers/recipients?q=Bob%20Baker');
  const bob = ((await recipients.json()) as { recipients: { id: string; name: string }[] }).recipients.find(
    (r) => r.name === 'Bob Baker',
  )!;
  const sent = await page.request.post('/api/transfers', {
    data: { targetCharacterId: bob.id, amount: 1357 },
  });
  expect(sent.status()).toBe(200);

  await page.goto('/money/history');
  await expect(page.getByRole('heading', { level: 1, name: 'Money history' })).toBeVisible();
  const first = page.getByTestId('money-history').locator('tbody tr').first();
  await expect(first).toContainText('Transfer');
  await expect(first).toContainText('Bob Baker');
  await expect(first).toContainText('-$1,357');
  await page.getByLabel('Kind').selectOption('funds_transfer');
  await expect(page).toHaveURL(/kind=funds_transfer/);
  await expect(page.getByTestId('money-history').locator('tbody tr').first()).toContainText('Bob Baker');
});

test('a password change signs out the other browser, and sign out everywhere ends this one', async ({
  browser,
  request,
}) => {
  const account = await registerAccount(request, 'pw');
  const other = await (await browser.newContext()).newPage();
  await logIn(other, account);
  const page = await (await browser.newContext()).newPage();
  await logIn(page, account);

  await page.goto('/settings');
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill(account.password);
  await form.getByLabel('New password').fill('a different long password');
  await form.getByRole('button', { name: 'Change password' }).click();
  // Registering signed the request context in too, so two other sessions end: it and the other browser.
  await expect(page.getByText('Password changed. 2 other browsers were signed out.')).toBeVisible();

  const otherNav = await other.request.get('/api/client-nav');
  expect(((await otherNav.json()) as { user: unknown }).user).toBeNull();

  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await page.waitForURL(/\/login/);
  const nav = await page.request.get('/api/client-nav');
  expect(((await nav.json()) as { user: unknown }).user).toBeNull();
  await logIn(page, { username: account.username, password: 'a different long password' });
});

test('an account the admin bans is refused at login with a clear message', async ({ browser, request }) => {
  const account = await registerAccount(request, 'ban');
  const admin = await (await browser.newContext()).newPage();
  await logIn(admin, ADMIN);
  await admin.goto('/admin');
  await admin.getByLabel('Search by username, email or character').fill(account.username);
  await admin.getByRole('button', { name: `Ban ${account.username}` }).click();
  await expect(admin.getByText(`${account.username} is banned and signed out everywhere.`)).toBeVisible();
  await expect(admin.getByRole('cell', { name: 'Banned a user' }).first()).toBeVisible();

  const page = await (await browser.newContext()).newPage();
  await page.goto('/login');
  await page.getByLabel('Email or username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'banned by an administrator' })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('the admin hides a letter: it leaves the mailbox and the act is audited', async ({ browser, page }) => {
  await logIn(page, ALICE);
  const recipients = await page.request.get('/api/transfers/recipients?q=Bob%20Baker');
  const bob = ((await recipients.json()) as { recipients: { id: string; name: string }[] }).recipients.find(
    (r) => r.name === 'Bob Baker',
  )!;
  const subject = `Rude letter ${Date.now().toString(36)}`;
  const sent = await page.request.post('/api/mail', { data: { to: bob.id, subject, body: 'Unkind words.' } });
  expect(sent.status()).toBeLessThan(300);

  const admin = await (await browser.newContext()).newPage();
  await logIn(admin, ADMIN);
  await admin.goto('/admin');
  const letters = admin.locator('section', {
    has: admin.getByRole('heading', { name: 'Letters', exact: true }),
  });
  await admin.getByLabel('Search by subject, sender or recipient').fill(subject);
  await admin.getByRole('button', { name: `Hide the letter “${subject}”` }).click();
  await expect(admin.getByText(`“${subject}” is hidden from players.`)).toBeVisible();
  await expect(admin.getByRole('button', { name: `Show the letter “${subject}”` })).toBeVisible();
  await expect(letters).toContainText('Hidden');
  await expect(admin.getByRole('cell', { name: 'Hid a letter' }).first()).toBeVisible();

  const bobSession = (await browser.newContext()).request;
  const login = await bobSession.post('/api/auth/login', {
    data: { email: 'bob', password: 'statecraft-bob' },
  });
  expect(login.status()).toBe(200);
  const inbox = (await (await bobSession.get('/api/mail')).json()) as { messages: { subject: string }[] };
  expect(inbox.messages.map((m) => m.subject)).not.toContain(subject);
});
