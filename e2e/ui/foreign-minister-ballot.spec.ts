import { expect, test } from '@playwright/test';
import { query, seatThroughAdminTool } from '../support/seats';
import { logInAs } from '../support/sessions';
import { advanceTurn } from '../support/turns';

// A player seated as the UK's Foreign Secretary by the admin seat tool is asked how the UK votes on a NASC
// motion, casts the ballot on the decisions page, and sees the UK's ballot on the organization's page next turn.

const ballotDecision = async (motionId: number) =>
  (
    await query<{ id: number }>(
      `select d.id from decisions d join characters c on c.id = d.addressee_character_id
         join users u on u.id = c.user_id
       where u.username = 'carol' and d.template_key = 'organization_ballot' and d.status = 'open'
         and (d.subject->>'motionId')::int = $1`,
      [motionId],
    )
  )[0];

test('a foreign minister seated by the admin tool casts the country’s ballot and sees it counted next turn', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await seatThroughAdminTool(baseURL!, ['carol'], 'uk-cabinet', { portfolio: 'foreign_affairs' });
  const [commodity] = await query<{ key: string; label: string }>(
    `select key, label from commodities order by sort_order limit 1`,
  );
  const title = `NASC sanctions on Japan: ${commodity!.label} exports`;
  // The United States proposes sanctions on the turn the engine runs next; the vote stays open long after
  // the test, so no outcome (an embargo) reaches the other specs' world.
  const [motion] = await query<{ id: number }>(
    `insert into organization_motions (organization_id, kind, resolution_type, title, proposed_by_country_id,
       subject_country_id, terms, status, proposed_turn, voting_closes_turn)
     select 'nasc', 'resolution', 'sanctions', $1, 'US', 'JP', jsonb_build_object('commodity', $2::text,
       'durationTurns', 12), 'voting', current_turn, current_turn + 40
     from game_state returning id`,
    [title, commodity!.key],
  );
  const motionId = motion!.id;
  // The other turn-advancing spec may run a turn between the insert and ours: the motion is then re-dated
  // to the coming turn, when a motion's member governments are asked.
  let decision = undefined as { id: number } | undefined;
  for (let attempt = 0; attempt < 3 && !decision; attempt += 1) {
    await advanceTurn(baseURL!);
    decision = await ballotDecision(motionId);
    if (!decision) {
      await query(
        `update organization_motions set proposed_turn = (select current_turn from game_state) where id = $1`,
        [motionId],
      );
    }
  }
  expect(decision, 'the ballot decision opened for the Foreign Secretary').toBeTruthy();
  // Keep it open while the player reads it, however many turns the other spec advances meanwhile.
  await query(`update decisions set closes_turn = closes_turn + 50 where id = $1`, [decision!.id]);

  await logInAs(page, 'carol');
  await page.goto('/decisions');
  const card = page.getByTestId('open-decision').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('how does United Kingdom vote?');
  await card.getByRole('button', { name: 'Choose: Vote no' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Decision made' })).toBeVisible();
  await expect(page.getByTestId('recent-decision').filter({ hasText: title })).toContainText(
    'You chose: Vote no',
  );

  await advanceTurn(baseURL!);
  await page.goto('/organizations/nasc');
  const ballots = page.getByRole('region', { name: `Ballots on ${title}` });
  const uk = ballots.getByRole('row', { name: /United Kingdom/ });
  await expect(uk.getByRole('cell').first()).toHaveText('No');
});
