import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { holdSeatExclusively } from '../support/seats';

// A player seated as president by the admin seat tool issues an order and nominates a secretary, on whom a
// player senator votes; a player seated as the Fed's chair sets the rate and sees it applied after a turn.
const ADMIN = { username: 'admin', password: 'statecraft-admin' };
const PRESIDENT_SEAT = 'us-president-nat-1';
const SENATE_SEAT = 'us-senator-ca-1';
const CHAIR_SEAT = 'us-central_bank_chair-nat-1';

/** Registers an account with a US character of its own; returns its session and character id. */
async function newPlayer(baseURL: string, tag: string, request?: APIRequestContext) {
  const context = request ?? (await playwrightRequest.newContext({ baseURL }));
  const suffix = `${tag}${Date.now().toString(36)}`;
  const registered = await context.post('/api/auth/register', {
    data: {
      email: `${suffix}@example.com`,
      username: suffix,
      password: 'a long e2e password',
      displayName: suffix,
    },
  });
  expect(registered.status(), await registered.text()).toBeLessThan(300);
  const created = await context.post('/api/setup/character', {
    data: {
      name: `Exec ${suffix}`,
      countryId: 'US',
      stateId: 'CA',
      economic: 0,
      social: 0,
      partyId: 'us-dem',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const body = (await created.json()) as { character: { id: string } };
  return { context, username: suffix, characterId: body.character.id };
}

async function asAdmin(baseURL: string) {
  const admin = await playwrightRequest.newContext({ baseURL });
  const login = await admin.post('/api/auth/login', {
    data: { email: ADMIN.username, password: ADMIN.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  return admin;
}

// The president's desk spec seats its own president: each holds the presidency while it runs.
let releasePresidency: (() => Promise<void>) | undefined;
test.beforeEach(async () => {
  releasePresidency = await holdSeatExclusively(PRESIDENT_SEAT);
});
test.afterEach(async () => {
  await releasePresidency?.();
});

async function seat(admin: APIRequestContext, seatId: string, characterId: string) {
  const seated = await admin.put(`/api/admin/seats/${seatId}/holder`, { data: { characterId } });
  expect(seated.status(), await seated.text()).toBe(200);
}

test('a president issues an order and nominates a secretary the Senate votes on; the chair sets the rate', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(240_000);
  const admin = await asAdmin(baseURL!);
  const president = await newPlayer(baseURL!, 'pres', page.request);
  const senator = await newPlayer(baseURL!, 'sen');
  const chair = await newPlayer(baseURL!, 'chair');
  await seat(admin, PRESIDENT_SEAT, president.characterId);
  await seat(admin, SENATE_SEAT, senator.characterId);
  await seat(admin, CHAIR_SEAT, chair.characterId);

  // The president's order: the first law and its first option not in force.
  await page.goto('/countries/us/executive');
  await expect(page.getByRole('heading', { name: 'Cabinet' })).toBeVisible();
  const orderForm = page.getByRole('form', { name: 'Issue an executive order' });
  await orderForm.getByRole('button', { name: /Issue order/ }).click();
  await expect(page.getByRole('status').filter({ hasText: /is in force\./ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Executive orders in force' })).toContainText(
    `Exec ${president.username}`,
  );

  // The nomination goes to the Senate.
  const nominateForm = page.getByRole('form', { name: 'Nominate a minister' });
  await nominateForm.getByLabel('Seat').selectOption({ index: 0 });
  const nominee = (await nominateForm.getByLabel('Nominee').locator('option').first().textContent())!.replace(
    / \(.*$/,
    '',
  );
  await nominateForm.getByRole('button', { name: /Nominate/ }).click();
  await expect(page.getByRole('status').filter({ hasText: `${nominee} is nominated.` })).toBeVisible();
  const pending = page.getByRole('list', { name: 'Pending nominations' });
  await expect(pending).toContainText(`${nominee}`);
  await expect(pending).toContainText('the Senate votes');

  // The senator votes on it from their own session.
  const senatorContext = await browser.newContext({
    baseURL,
    storageState: await senator.context.storageState(),
  });
  const senatorPage = await senatorContext.newPage();
  await senatorPage.goto('/countries/us/executive');
  await senatorPage
    .getByRole('button', { name: /Vote yes/ })
    .first()
    .click();
  await expect(
    senatorPage.getByRole('status').filter({ hasText: `You voted yes on ${nominee}.` }),
  ).toBeVisible();

  // The chair sets the rate once the cooldown allows, and sees it applied after the admin advances a turn.
  const desk = async () =>
    (await (await chair.context.get('/api/executive/me?country=US')).json()) as {
      currentTurn: number;
      nextRateDecisionTurn: number;
    };
  while ((await desk()).currentTurn < (await desk()).nextRateDecisionTurn) {
    expect((await admin.post('/api/admin/turn/advance', { data: {} })).status()).toBe(200);
  }
  const chairContext = await browser.newContext({
    baseURL,
    storageState: await chair.context.storageState(),
  });
  const chairPage = await chairContext.newPage();
  await chairPage.goto('/countries/us/executive');
  const shown = (await chairPage.getByTestId('prime-rate').textContent())!;
  const current = Number(shown.replace(/[^0-9.]/g, ''));
  const chosen = current >= 10 ? current - 1.5 : current + 1.5;
  await chairPage.getByLabel('New rate (%)').fill(String(chosen));
  await chairPage.getByRole('button', { name: /Set rate/ }).click();
  await expect(chairPage.getByRole('status').filter({ hasText: /applied at the next turn/ })).toBeVisible();
  expect((await admin.post('/api/admin/turn/advance', { data: {} })).status()).toBe(200);
  await chairPage.reload();
  // The page shows up to two decimals (4.5%, 4.25%).
  await expect(chairPage.getByTestId('prime-rate')).toHaveText(`${Number(chosen.toFixed(2))}%`);

  for (const context of [senatorContext, chairContext]) await context.close();
  for (const request of [admin, senator.context, chair.context]) await request.dispose();
});
