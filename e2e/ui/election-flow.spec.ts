import { expect, request as playwrightRequest, test } from '@playwright/test';
import { ALICE, logInThroughForm } from '../support/demo';

// California's House delegation is seeded with terms ending at turn 17, so its election opens for filing at
// turn 11 (ELECTION_LEAD_TURNS = 6 before) and counts the votes at turn 17. Alice lives in California.
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

test('a player files for an election, turns advance, and the player sees the result', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await advanceTo(baseURL!, 11);

  await logInThroughForm(page, ALICE);
  await expect(page.getByTestId('status-bar')).toBeVisible();

  await page.goto(`/elections/${ELECTION}`);
  await expect(page.getByRole('heading', { name: 'California: Representative election' })).toBeVisible();
  await expect(page.getByTestId('election-status')).toContainText('upcoming');
  // legislation-vote.spec.ts may have seated alice in this House delegation first: she then runs as its incumbent.
  await page.getByRole('button', { name: 'File your candidacy' }).click();
  await expect(page.getByRole('status')).toHaveText('You are on the ballot.');
  await expect(page.getByTestId('file-status')).toHaveText('You are a candidate.');
  await expect(page.getByRole('row', { name: /^Alice Adams (\(incumbent\) )?\(player\)/ })).toContainText(
    'Running',
  );

  await page.getByLabel(/Amount \(USD/).fill('25000');
  await page.getByRole('button', { name: 'Campaign' }).click();
  await expect(page.getByRole('status')).toHaveText('You spent 25000 on the campaign.');
  await expect(page.getByRole('row', { name: /^Alice Adams (\(incumbent\) )?\(player\)/ })).toContainText(
    '25,000',
  );

  await advanceTo(baseURL!, 17);
  await page.reload();
  await expect(page.getByTestId('election-status')).toContainText('closed (Decided)');
  await expect(page.getByRole('table', { name: 'Final result, most votes first' })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Alice Adams (\(incumbent\) )?\(player\)/ })).toContainText(
    /Elected|Lost/,
  );
  // The outcome is announced where it happened: a banner with her place, and her row marked as hers.
  await expect(page.getByTestId('election-result')).toContainText(/You (won|lost): \d+(st|nd|rd|th) of \d+/);
  await expect(page.locator('tr[aria-current="true"]')).toContainText('Alice Adams');

  // And on her desk, under what changed since the last turn.
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Since last turn' })).toContainText(/you (won|lost)/);

  // Both work on a phone without sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, ready] of [
    ['/', page.getByRole('region', { name: 'Since last turn' })],
    [`/elections/${ELECTION}`, page.getByTestId('election-result')],
  ] as const) {
    await page.goto(path);
    await expect(ready).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
