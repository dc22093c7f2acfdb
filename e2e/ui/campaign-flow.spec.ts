import { expect, request as playwrightRequest, test } from '@playwright/test';

// A new player finds the next race on the election calendar, waits for its filing to open, files, canvasses,
// commissions a poll and asks for an endorsement. The race is California's House delegation: whatever turn the shared server is at,
// the calendar says when its next filing opens.
const ADMIN = { username: 'admin', password: 'statecraft-admin' };

async function advanceTo(baseURL: string, lastTurn: number) {
  const admin = await playwrightRequest.newContext({ baseURL });
  const login = await admin.post('/api/auth/login', {
    data: { email: ADMIN.username, password: ADMIN.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  for (;;) {
    const advanced = await admin.post('/api/admin/turn/advance', { data: {} });
    expect(advanced.status(), await advanced.text()).toBe(200);
    if (((await advanced.json()) as { completedTurn: number }).completedTurn >= lastTurn) break;
  }
  await admin.dispose();
}

test('a new player finds the next race on the calendar, files, canvasses, polls and asks for an endorsement', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(400_000);
  const suffix = Date.now().toString(36);
  const username = `camp${suffix}`;
  await page.goto('/register');
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('a long e2e password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/setup$/);
  await page.getByLabel('Name', { exact: true }).fill(`Sam ${suffix.toUpperCase()}`);
  await page.getByLabel('Country').selectOption({ label: 'United States' });
  await page.getByLabel('Home state or region').selectOption({ label: 'California' });
  await page.getByLabel('Party').selectOption({ label: 'Independent (no party)' });
  await page.getByRole('button', { name: 'Create character' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/countries/US/calendar');
  await expect(page.getByRole('heading', { name: 'Election calendar' })).toBeVisible();
  const row = page.getByRole('row', { name: /^California: Representative/ }).first();
  await expect(row).toBeVisible();
  const filing = Number((await row.getByRole('cell').nth(1).textContent())!.match(/turn (\d+)/)![1]);
  if ((await row.getByRole('cell').first().textContent()) === 'Not open yet')
    await advanceTo(baseURL!, filing);

  await page.reload();
  await page
    .getByRole('row', { name: /^California: Representative/ })
    .first()
    .getByRole('link')
    .click();
  await expect(page.getByRole('heading', { name: 'California: Representative election' })).toBeVisible();
  await page.getByRole('button', { name: 'File your candidacy' }).click();
  await expect(page.getByTestId('file-status')).toHaveText('You are a candidate.');

  await page.getByRole('button', { name: 'Canvass' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You canvassed California.' })).toBeVisible();
  await expect(page.getByTestId('campaign-line').filter({ hasText: 'Canvassed' }).first()).toContainText(
    'California',
  );

  await page.getByRole('button', { name: 'Commission a poll' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your poll is in.' })).toBeVisible();
  await expect(page.getByTestId('poll-region')).toHaveCount(1);
  await expect(page.getByTestId('poll-region')).toContainText('California');

  // The race page offers office holders and party leaders to ask, each with why they count; a non-player
  // answers at once, a player later. Asked once, the same person cannot be asked again.
  const endorser = page.getByLabel('Ask for an endorsement');
  const asked = ((await endorser.textContent()) ?? '').trim().replace(/ \(.*\)$/, '');
  await page.getByRole('button', { name: 'Ask for an endorsement' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: new RegExp(`^(${asked} endorsed you|${asked} declined|You asked ${asked})`) }),
  ).toBeVisible();
  await expect(page.getByTestId('campaign-line').filter({ hasText: 'Asked for an endorsement' })).toHaveCount(
    1,
  );
  await expect(page.getByRole('button', { name: 'Ask for an endorsement' })).toBeDisabled();
  await expect(
    page.getByText(/^You already asked .+ in this race\.$|already endorsed in this race\.$/),
  ).toBeVisible();
});
