import { expect, test, type Page } from '@playwright/test';
import { logInAs, type DemoUsername } from '../support/sessions';

interface Listed {
  sequentialId: number;
  name: string;
  tickerSymbol: string;
}

/** The seeded demo subsidiary (ticker FRTP), found through the market's client read. */
async function findDemoSubsidiary(page: Page): Promise<Listed> {
  for (let p = 1; p <= 20; p++) {
    const market = await (await page.request.get(`/api/market?type=all&page=${p}`)).json();
    const found = (market.companies as Listed[]).find((c) => c.tickerSymbol === 'FRTP');
    if (found) return found;
    if (market.companies.length === 0) break;
  }
  throw new Error('the demo subsidiary FRTP is not on the market');
}

async function logIn(page: Page, username: DemoUsername) {
  await logInAs(page, username);
  await expect(page).not.toHaveURL(/\/login$/);
}

test('alice formalizes, injects capital, sets a floor and spins off; then the admin turns the flag off', async ({
  browser,
}) => {
  const alice = await browser.newPage();
  const target = await findDemoSubsidiary(alice);
  await logIn(alice, 'alice');
  await expect(alice.getByTestId('status-bar')).toBeVisible();

  await alice.goto(`/corporations/${target.sequentialId}`);
  await expect(alice.getByRole('heading', { level: 1 })).toContainText(target.name);
  const panel = alice.getByRole('region', { name: 'Subsidiary' });
  await expect(panel).toContainText('Not a formalized subsidiary');
  await panel.getByRole('button', { name: 'Formalize subsidiary' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Formalized at turn' })).toBeVisible();

  const inject = panel.getByRole('form', { name: 'Inject capital' });
  await expect(inject).toContainText('at most');
  await inject.getByRole('spinbutton').fill('1000');
  await inject.getByRole('button', { name: 'Inject capital' }).click();
  await expect(panel.getByRole('status').filter({ hasText: /Injected \D*1,000/ })).toBeVisible();
  await expect(panel.getByRole('form', { name: 'Inject capital' })).toContainText('On cooldown until turn');

  const floor = panel.getByRole('form', { name: 'Set dividend floor' });
  await floor.getByRole('spinbutton').fill('10');
  await floor.getByRole('button', { name: 'Set dividend floor' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Dividend floor set to 10%' })).toBeVisible();

  // Appoint CEO picks a character by name (no id to type).
  const someone = (
    (await (await alice.request.get('/api/characters?name=an')).json()) as {
      characters: { name: string }[];
    }
  ).characters[0]!;
  const appoint = panel.getByRole('form', { name: 'Appoint CEO' });
  await appoint.getByRole('combobox').click();
  await alice.getByPlaceholder('Search by name…').fill(someone.name);
  await alice.getByRole('option', { name: someone.name }).first().click();
  await appoint.getByRole('button', { name: `Appoint ${someone.name}` }).click();
  await expect(panel.getByRole('status').filter({ hasText: `${someone.name} appointed CEO.` })).toBeVisible();

  // The parent's page: spin off its second sector type.
  const parentLink = panel.getByRole('link').first();
  await parentLink.click();
  await expect(alice).toHaveURL(/\/corporations\/\d+$/);
  const spinOff = alice.getByRole('form', { name: 'Spin off a sector' });
  await expect(spinOff.getByRole('button', { name: /Spin off/ })).toBeEnabled();
  await spinOff.getByRole('combobox').click();
  await alice.getByRole('option').first().click();
  await spinOff.getByLabel('New corporation name').fill('Alice Spin E2E');
  await spinOff.getByRole('button', { name: 'Spin off' }).click();
  await expect(alice.getByRole('status').filter({ hasText: 'Spun off Alice Spin E2E' })).toBeVisible();

  // Back on the subsidiary, the parent's forms are loaded while the flag is still on.
  await alice.goto(`/corporations/${target.sequentialId}`);
  const managed = alice.getByRole('region', { name: 'Subsidiary' });
  await expect(managed.getByRole('form', { name: 'Set dividend floor' })).toBeVisible();

  // The admin turns the flag off from the dashboard.
  const admin = await browser.newPage();
  await logIn(admin, 'admin');
  await admin.goto('/admin');
  await admin.getByRole('button', { name: 'Turn subsidiary corporations off' }).click();
  await expect(admin.getByRole('button', { name: 'Turn subsidiary corporations on' })).toBeVisible();

  // Alice's commands now refuse, and the page shows why. Her page may already have read the change (on
  // regaining focus, or at a turn) and dropped its forms, so the command goes as her open form sends it.
  const refused = await alice.request.post(
    `/api/corporations/${target.sequentialId}/subsidiary/dividend-floor`,
    { data: { floorPct: 5 } },
  );
  expect(refused.status()).toBeGreaterThanOrEqual(400);
  expect(await refused.text()).toContain('switched off');
  await alice.reload();
  await expect(alice.getByRole('region', { name: 'Subsidiary' })).toContainText('switched off');
  await expect(alice.getByRole('form', { name: 'Inject capital' })).toHaveCount(0);
});
