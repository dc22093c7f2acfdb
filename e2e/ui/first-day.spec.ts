import { expect, test, type Page } from '@playwright/test';
import { PARTY_DUES, PARTY_DUES_INTERVAL_TURNS } from '@/lib/systems/politics/parties/constants';

/**
 * Issue 35: a newcomer goes from the landing page through setup to a completed first-day checklist, every
 * act done on the page where the game offers it, and collects the reward, at a phone's width and a desktop's.
 */
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

async function checklistProgress(page: Page): Promise<string> {
  const card = page.getByRole('region', { name: 'Your first day' });
  return (await card.getByText(/\d of \d done/).textContent()) ?? '';
}

for (const viewport of VIEWPORTS) {
  test(`a newcomer's first day, landing to reward, at ${viewport.width} px`, async ({ browser, baseURL }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({
      baseURL,
      viewport: { width: viewport.width, height: viewport.height },
    });
    const page = await context.newPage();
    const suffix = `${viewport.name[0]}${Date.now().toString(36)}`;
    const username = `day${suffix}`;
    const name = `Jordan ${suffix.toUpperCase()}`;

    // The landing page shows the game and leads to an account.
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'What you do' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Races now running' })).toBeVisible();
    await page.getByRole('link', { name: 'Create account' }).first().click();
    await expect(page).toHaveURL(/\/register$/);
    await page.getByLabel('Email').fill(`${username}@example.com`);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill('a long e2e password');
    await page.getByRole('button', { name: 'Create account' }).click();

    // Setup explains itself and presumes nothing.
    await expect(page).toHaveURL(/\/setup$/);
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Country').selectOption({ label: 'United States' });
    const state = page.getByLabel('Home state or region');
    await expect(state).toHaveValue('');
    await expect(state.locator('option:checked')).toHaveText('Choose…');
    await state.selectOption({ label: 'Ohio' });
    await expect(page.getByText(/Centre on the economy: favours/)).toBeVisible();
    await page.getByLabel('Party').selectOption('us-dem');
    const dues = `$${PARTY_DUES.toLocaleString('en-US')} of campaign funds every ${PARTY_DUES_INTERVAL_TURNS} turns`;
    await expect(page.getByText(new RegExp(`stands .* on the economy .* pay \\${dues}`))).toBeVisible();
    await page.getByRole('button', { name: 'Create character' }).click();

    // The desk: the checklist, with joining a party already done at setup.
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    const checklist = page.getByRole('region', { name: 'Your first day' });
    await expect(checklist).toContainText('$20,000');
    await expect(checklist.getByText('1 of 6 done')).toBeVisible();
    await expect(checklist.getByText('5 steps still to do.')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Next steps' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Career goals' })).toContainText('Win your first office');

    // Fundraise, on the desk.
    await page.getByRole('button', { name: /^Fundraise/ }).click();
    await expect(page.getByText(/^Raised \$/)).toBeVisible();

    // Back the party with a donation, on the party's page.
    await expect(checklist.getByRole('link', { name: 'File for a race or back your party' })).toBeVisible();
    await page.goto('/countries/US/parties/us-dem');
    const donate = page.getByRole('form', { name: 'Donate to the party' });
    await donate.getByLabel(/Donation/).fill('100');
    await donate.getByRole('button', { name: 'Donate' }).click();
    await expect(page.getByText('Donated $100 to the party.')).toBeVisible();

    // Take a stand on policy.
    await page.goto('/policy');
    await page
      .getByRole('button', { name: /Shift economic position (right|left) to [+-]?\d \(costs 15 actions\)/ })
      .first()
      .click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Shifted your economic position' }),
    ).toBeVisible();

    // Buy a share on the first corporation's page.
    await page.goto('/corporations/1');
    const buy = page.getByRole('form', { name: 'Buy shares' });
    await buy.getByLabel('Shares to buy').fill('1');
    await buy.getByRole('button', { name: 'Buy shares' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Bought 1 share' })).toBeVisible();

    // Write to a player from their profile.
    const response = await page.request.get('/api/characters?name=Bob%20Baker');
    const { characters } = (await response.json()) as {
      characters: { sequentialId: number; name: string }[];
    };
    const bob = characters.find((c) => c.name === 'Bob Baker')!;
    await page.goto(`/characters/${bob.sequentialId}`);
    await page.getByTestId('write-to').click();
    await expect(page).toHaveURL(/\/mail\?/);
    await page.getByLabel('Subject').fill(`Hello from ${name}`);
    await page.getByLabel('Message').fill('New in town.');
    await page.getByRole('button', { name: 'Send mail' }).click();
    await expect(page.getByTestId('mail-sent-item').filter({ hasText: `Hello from ${name}` })).toBeVisible();

    // Every step done; the reward is paid once, into campaign funds.
    await page.goto('/');
    await expect(checklist.getByText('6 of 6 done')).toBeVisible();
    expect(await checklistProgress(page)).toBe('6 of 6 done');
    const before = await page.request.get('/api/onboarding');
    expect((await before.json()).reward).toMatchObject({ claimable: true, paid: false });
    await checklist.getByRole('button', { name: 'Collect $20,000' }).click();
    await expect(checklist.getByRole('status')).toContainText(
      'Reward paid: $20,000 added to your campaign funds.',
    );
    const after = await page.request.get('/api/onboarding');
    expect((await after.json()).reward).toMatchObject({ paid: true, claimable: false });
    const again = await page.request.post('/api/onboarding/reward', { data: {} });
    expect(again.status()).toBe(409);
    await context.close();
  });
}
