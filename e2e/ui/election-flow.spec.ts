import { expect, request as playwrightRequest, test } from '@playwright/test';

// A brand-new player's loop, from registration to the announced result. California's House delegation is
// seeded with terms ending at turn 17, so its election opens for filing at turn 11 (ELECTION_LEAD_TURNS = 6
// before) and counts the votes at turn 17.
const ELECTION = 'us-representative-ca-0-17';
const ADMIN = { username: 'admin', password: 'statecraft-admin' };

async function advanceTo(baseURL: string, lastTurn: number) {
  const admin = await playwrightRequest.newContext({ baseURL });
  const login = await admin.post('/api/auth/login', {
    data: { email: ADMIN.username, password: ADMIN.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  // Each call runs one turn now; stop once the wanted turn has been processed.
  for (;;) {
    const advanced = await admin.post('/api/admin/turn/advance', { data: {} });
    expect(advanced.status(), await advanced.text()).toBe(200);
    const body = (await advanced.json()) as { completedTurn: number };
    if (body.completedTurn >= lastTurn) break;
  }
  await admin.dispose();
}

test("a new player's whole loop: register, set up, join a party, file, turns advance, and the game tells her the result", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const suffix = Date.now().toString(36);
  const username = `loop${suffix}`;
  const name = `Robin ${suffix.toUpperCase()}`;
  const ownRow = () => page.getByRole('row', { name: new RegExp(`^${name} \\(player\\)`) });

  await page.goto('/register');
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('a long e2e password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/setup$/);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Country').selectOption({ label: 'United States' });
  await page.getByLabel('Home state or region').selectOption({ label: 'California' });
  await page.getByLabel('Party').selectOption({ label: 'Independent (no party)' });
  await page.getByRole('button', { name: 'Create character' }).click();

  // The desk's first next step for a player with no party is to join one.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'Next steps' })).toContainText(/join a party/i);
  // The achievement's toast comes on the live stream, which hears only what is written once it is open.
  const streamOpened = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/events' &&
      (response.headers()['content-type'] ?? '').startsWith('text/event-stream'),
  );
  await page.goto('/countries/us/parties/us-dem');
  await streamOpened;
  await page.getByRole('button', { name: 'Join this party' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You joined the party.' })).toBeVisible();
  // Joining earns an achievement; its notification arrives on the stream as a toast.
  await expect(
    page.getByRole('status').filter({ hasText: 'Achievement earned: Card Carrier' }),
  ).toBeVisible();

  await advanceTo(baseURL!, 11);
  await page.goto(`/elections/${ELECTION}`);
  await expect(page.getByRole('heading', { name: 'California: Representative election' })).toBeVisible();
  await expect(page.getByTestId('election-status')).toContainText('Filing soon');
  await page.getByRole('button', { name: 'File your candidacy' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You are on the ballot.' })).toBeVisible();
  await expect(page.getByTestId('file-status')).toHaveText('You are a candidate.');
  await expect(ownRow()).toContainText('Running');

  await page.getByLabel(/Amount \(USD/).fill('1000');
  await page.getByRole('button', { name: 'Campaign' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /You spent \$1,000(\.00)? on the campaign\./ }),
  ).toBeVisible();

  await advanceTo(baseURL!, 17);
  await page.reload();
  await expect(page.getByTestId('election-status')).toHaveText('Decided');
  await expect(page.getByRole('table', { name: 'Final result, most votes first' })).toBeVisible();
  await expect(ownRow()).toContainText(/Elected|Lost/);
  // The outcome is announced where it happened: a banner with her place, and her row marked as hers.
  await expect(page.getByTestId('election-result')).toContainText(/You (won|lost): \d+(st|nd|rd|th) of \d+/);
  await expect(page.locator('tr[aria-current="true"]')).toContainText(name);

  // The bell counts it, and its drop-down and the inbox tell her, linking back to the election.
  const bell = page.locator('[data-testid="notification-bell"]:visible');
  await expect(bell).toHaveAccessibleName(/Notifications, \d+ unread/);
  await bell.click();
  const told = page
    .getByTestId('bell-notification')
    .filter({ hasText: /You (won|lost) the California Representative election/ });
  await expect(told).toBeVisible();
  await page.goto('/notifications');
  const inboxItem = page
    .getByTestId('notification-item')
    .filter({ hasText: /You (won|lost) the California Representative election/ });
  await expect(inboxItem).toContainText(/of the vote and placed \d+(st|nd|rd|th) of \d+/);
  await expect(inboxItem.getByRole('link')).toHaveAttribute('href', `/elections/${ELECTION}`);

  // And her desk, under what changed since the last turn.
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Since last turn' })).toContainText(/you (won|lost)/);

  // All of it works on a phone without sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, ready] of [
    ['/', page.getByRole('region', { name: 'Since last turn' })],
    [`/elections/${ELECTION}`, page.getByTestId('election-result')],
    ['/notifications', inboxItem],
  ] as const) {
    await page.goto(path);
    await expect(ready).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
