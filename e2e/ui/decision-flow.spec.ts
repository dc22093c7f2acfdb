import { expect, test } from '@playwright/test';
import { query, seatThroughAdminTool } from '../support/seats';
import { logInAs } from '../support/sessions';
import { advanceTurn } from '../support/turns';

const roads = async (stateId: string) =>
  Number(
    (
      await query<{ value: number }>(
        `select value from state_metrics where state_id = $1 and metric_id = 'roadCondition'`,
        [stateId],
      )
    )[0]!.value,
  );

test('a governor seated by the admin tool meets a disaster, chooses, and sees the roads mend next turn', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const [seatId] = await seatThroughAdminTool(baseURL!, ['alice'], 'us-governor');
  const stateId = (
    await query<{ state_id: string }>(`select state_id from seats where id = $1`, [seatId])
  )[0]!.state_id;
  // A storm that starts on the turn the engine runs next: the world asks its governor what to do.
  await query(
    `insert into world_events (kind, title, description, scope, country_id, state_id, severity, start_turn,
       end_turn, status, effects)
     select 'natural_disaster', 'A hurricane makes landfall', 'Winds and floods.', 'state', 'US', $1, 4,
       current_turn, current_turn + 3, 'active', '{"metrics": [], "economy": null, "character": null}'::jsonb
     from game_state`,
    [stateId],
  );
  await advanceTurn(baseURL!);
  // ui-turns runs two turn-advancing specs at once, and e2e closes windows with their turns: keep this
  // decision open while the player reads it, however many turns the other spec advances meanwhile.
  await query(
    `update decisions set closes_turn = closes_turn + 50
      where status = 'open' and state_id = $1 and template_key like 'governor_%'`,
    [stateId],
  );

  await logInAs(page, 'alice');
  await page.goto('/decisions');
  const decision = page.getByTestId('open-decision').filter({ hasText: 'Disaster in' });
  await expect(decision).toBeVisible();
  await expect(decision).toContainText(/Decide (in \d+ turns?|this turn)/);
  // In dollars at the day's rate (the anchor drifts from the dollar as the world runs).
  await expect(decision).toContainText(/The treasury pays \$[\d,]+ for relief/);
  const before = await roads(stateId);
  await decision.getByRole('button', { name: 'Choose: Spend on relief and repairs' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Decision made' })).toBeVisible();
  await expect(page.getByTestId('recent-decision').filter({ hasText: 'Disaster in' })).toContainText(
    'You chose: Spend on relief and repairs',
  );

  await advanceTurn(baseURL!);
  // The roads mend by a point a turn; the turn's own pull toward the state's targets moves them a few tenths.
  expect(await roads(stateId)).toBeGreaterThan(before + 0.3);
});
