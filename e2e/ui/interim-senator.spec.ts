import { expect, test } from '@playwright/test';
import { logInThroughForm } from '../support/demo';
import { holdSeatExclusively, query, seatThroughAdminTool } from '../support/seats';

const BOB = { username: 'bob', password: 'statecraft-bob' } as const;

let releaseSeat: (() => Promise<void>) | undefined;
test.beforeEach(async () => {
  releaseSeat = await holdSeatExclusively('us-governor-tx-1');
});
test.afterEach(async () => {
  await releaseSeat?.();
});

test('a player governor appoints an interim senator on its page, from the desk', async ({
  page,
  baseURL,
}) => {
  await seatThroughAdminTool(baseURL!, [BOB.username], 'us-governor');
  // Fixture: a Texas Senate seat falls vacant and waits for the governor (the engine tests open the window
  // in the turn); its window runs far ahead so no other spec's turn closes it.
  const [vacancy] = await query<{ id: number }>(
    `with seat as (
       select s.id, s.country_id, s.office_id, s.holder_character_id, s.party_id from seats s
       where s.office_id = 'us-senator' and s.state_id = 'TX' and s.holder_character_id is not null
       order by s.id limit 1),
     closed as (
       update careers set end_turn = (select current_turn from game_state)
       where seat_id = (select id from seat) and end_turn is null),
     emptied as (update seats set holder_character_id = null where id = (select id from seat))
     insert into seat_vacancies (seat_id, country_id, office_id, previous_holder_id, party_id, reason, vacated_turn,
                                 fill_rule, appointer_character_id, choice_closes_turn, choice_closes_at)
     select seat.id, seat.country_id, seat.office_id, seat.holder_character_id, seat.party_id, 'retired',
            g.current_turn, 'interim', bob.id, g.current_turn + 50, now()
     from seat cross join game_state g
     cross join (select c.id from characters c join users u on u.id = c.user_id where u.username = 'bob') bob
     returning id`,
  );
  expect(vacancy).toBeTruthy();

  await logInThroughForm(page, BOB);
  await page.goto('/');
  // This vacancy's step, by its link: a retry after a failed attempt finds that attempt's vacancy listed too.
  const step = page
    .getByRole('region', { name: 'Next steps' })
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href="/offices/vacancies/${vacancy!.id}"]`) });
  await expect(step).toContainText('Appoint an interim Senator for Texas');
  await page.goto(`/offices/vacancies/${vacancy!.id}`);
  await expect(page.getByRole('heading', { name: 'Interim appointment: Senator for Texas' })).toBeVisible();
  // The deadline and the default pick are stated.
  await expect(page.getByTestId('interim-deadline')).toContainText(/Choose by turn \d+/);
  await expect(page.getByTestId('interim-deadline')).toContainText('is appointed');

  // Appoint is disabled until a name is picked.
  await expect(page.getByRole('button', { name: 'Appoint' })).toBeDisabled();
  await page.getByRole('combobox').click();
  const first = page.getByRole('option').first();
  const name = ((await first.locator('span').first().textContent()) ?? '').trim();
  expect(name).not.toBe('');
  await first.click();
  await page.getByRole('button', { name: 'Appoint' }).click();
  // The page refreshes from the server: the seat is filled, the form gone.
  await expect(page.getByTestId('interim-filled')).toHaveText(`${name} holds the seat.`);
});
