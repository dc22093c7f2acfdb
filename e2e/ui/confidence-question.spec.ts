import { expect, request as playwrightRequest, test } from '@playwright/test';
import { logInThroughForm } from '../support/demo';
import { ADMIN, holdSeatExclusively, query, seatThroughAdminTool } from '../support/seats';

let releaseSeat: (() => Promise<void>) | undefined;
test.beforeEach(async () => {
  releaseSeat = await holdSeatExclusively('de-chancellor-nat-1');
});
test.afterEach(async () => {
  await releaseSeat?.();
});

/** Runs `turns` turns now through the admin's advance. */
async function advance(baseURL: string, turns: number) {
  const admin = await playwrightRequest.newContext({ baseURL });
  const login = await admin.post('/api/auth/login', {
    data: { email: ADMIN.username, password: ADMIN.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  for (let n = 0; n < turns; n++) {
    const advanced = await admin.post('/api/admin/turn/advance', { data: {} });
    expect(advanced.status(), await advanced.text()).toBe(200);
  }
  await admin.dispose();
}

test('a player Chancellor asks for confidence, loses it and has the Bundestag dissolved (Art. 68)', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const suffix = Date.now().toString(36);
  const account = { username: `kanzler${suffix}`, password: 'a long e2e password' };
  const registered = await request.post('/api/auth/register', {
    data: { email: `${account.username}@example.com`, ...account },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const created = await request.post('/api/setup/character', {
    data: {
      name: `Kim ${suffix.toUpperCase()}`,
      countryId: 'DE',
      stateId: 'DE-BE',
      economic: 0,
      social: 0,
      partyId: 'de-spd',
    },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  await seatThroughAdminTool(baseURL!, [account.username], 'de-chancellor');
  // Fixture: her government is her party alone, a minority, and no recent vote blocks the question.
  await query(
    `update confidence_votes set opened_turn = opened_turn - 100 where country_id = 'DE' and status <> 'open'`,
  );
  await query(
    `update governments g set head_character_id = c.id, head_party_id = c.party_id, party_ids = array[c.party_id],
       kind = 'minority', majority_threshold = 316
     from characters c join users u on u.id = c.user_id
     where u.username = $1 and g.country_id = 'DE' and g.ended_turn is null`,
    [account.username],
  );

  await logInThroughForm(page, account);
  await page.goto('/countries/DE/confidence');
  await page.getByRole('button', { name: 'Ask for a vote of confidence' }).click();
  const open = page.getByTestId('open-confidence-vote');
  await expect(open).toContainText("The Chancellor's question");
  await expect(open).toContainText('majority of all members');

  // Asked at turn T, the question is decided at T + 1; her minority loses it.
  await advance(baseURL!, 2);
  // Fixture: her choice stays open however many turns the other turn-advancing specs run meanwhile.
  await query(
    `update confidence_votes set head_choice_closes_turn = head_choice_closes_turn + 50
     where country_id = 'DE' and reason = 'confidence_question' and status = 'defeated' and outcome is null`,
  );
  await page.goto('/countries/DE/confidence');
  await expect(page.getByTestId('head-choice')).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Next steps' })).toContainText(
    'Resign or dissolve parliament',
  );
  await page.goto('/countries/DE/confidence');
  await page.getByRole('button', { name: 'Dissolve parliament' }).click();
  await expect(page.getByTestId('head-choice')).toHaveCount(0);
  await expect(
    page.getByRole('cell', { name: 'Parliament was dissolved for a snap election' }).first(),
  ).toBeVisible();
});
