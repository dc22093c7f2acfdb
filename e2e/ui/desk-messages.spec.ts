import { expect, test, type Browser, type Page } from '@playwright/test';
import { logInAs, type DemoUsername } from '../support/sessions';

async function signedIn(browser: Browser, username: DemoUsername): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logInAs(page, username);
  await expect(page.getByTestId('status-bar')).toBeVisible();
  return page;
}

async function characterNamed(page: Page, name: string): Promise<{ id: string; sequentialId: number }> {
  const response = await page.request.get(`/api/characters?name=${encodeURIComponent(name)}`);
  expect(response.status()).toBe(200);
  const { characters } = (await response.json()) as {
    characters: { id: string; sequentialId: number; name: string }[];
  };
  return characters.find((c) => c.name === name)!;
}

test('bob hears in the bell and the inbox that alice sent him money, and they exchange mail', async ({
  browser,
}) => {
  const alice = await signedIn(browser, 'alice');
  const bob = await signedIn(browser, 'bob');
  const bobCharacter = await characterNamed(alice, 'Bob Baker');

  // An amount no other spec sends, so this notification is told apart from theirs.
  const sent = await alice.request.post('/api/transfers', {
    data: { targetCharacterId: bobCharacter.id, amount: 1234 },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  await bob.goto('/notifications');
  const bell = bob.locator('[data-testid="notification-bell"]:visible');
  await expect(bell).toHaveAccessibleName(/Notifications, \d+ unread/);
  const item = bob.getByTestId('notification-item').filter({ hasText: 'Alice Adams sent you $1,234' });
  await expect(item).toBeAttached();
  // Neighbours of one kind and turn fold into one line that opens to them: another spec may pay bob in this
  // turn too, so open the fold when the transfer sits in one.
  const fold = bob.locator('details').filter({ has: item });
  if ((await fold.count()) > 0 && !(await fold.evaluate((details) => (details as HTMLDetailsElement).open))) {
    await fold.locator('summary').click();
  }
  await expect(item).toBeVisible();
  await expect(item.getByRole('link')).toHaveAttribute('href', '/money');

  await bell.click();
  const dropped = bob.getByTestId('bell-notification').filter({ hasText: 'Alice Adams sent you $1,234' });
  await expect(dropped).toBeVisible();
  // Opening the bell marks what it shows read.
  await expect
    .poll(async () => {
      const response = await bob.request.get('/api/notifications?unread=true&limit=100');
      const body = (await response.json()) as { notifications: { title: string }[] };
      return body.notifications.some((n) => n.title.includes('$1,234'));
    })
    .toBe(false);
  await dropped.getByRole('link').click();
  await expect(bob).toHaveURL(/\/money$/);

  // Alice writes from bob's profile; the composer arrives addressed to him.
  const subject = `Coalition talks ${Date.now().toString(36)}`;
  await alice.goto(`/characters/${bobCharacter.sequentialId}`);
  await alice.getByTestId('write-to').click();
  await expect(alice).toHaveURL(/\/mail\?/);
  await expect(alice.getByRole('combobox')).toHaveText(/Bob Baker/);
  await alice.getByLabel('Subject').fill(subject);
  await alice.getByLabel('Message').fill('Shall we meet before the vote?');
  await alice.getByRole('button', { name: 'Send mail' }).click();
  await expect(alice.getByTestId('mail-sent-item').filter({ hasText: subject })).toBeVisible();

  await bob.goto('/mail');
  await expect(bob.locator('[data-testid="mail-link"]:visible')).toHaveAccessibleName(/Mail, \d+ unread/);
  const received = bob.getByTestId('mail-inbox-item').filter({ hasText: subject });
  await received.getByRole('button', { name: new RegExp(subject) }).click();
  await expect(received).toContainText('Shall we meet before the vote?');
  await expect(received).toContainText('From Alice Adams');
  await received.getByRole('button', { name: 'Reply' }).click();
  await expect(bob.getByLabel('Subject')).toHaveValue(`Re: ${subject}`);
  await bob.getByLabel('Message').fill('Yes, tomorrow.');
  await bob.getByRole('button', { name: 'Send mail' }).click();
  await expect(bob.getByTestId('mail-sent-item').filter({ hasText: `Re: ${subject}` })).toBeVisible();

  await alice.goto('/mail');
  await expect(alice.getByTestId('mail-inbox-item').filter({ hasText: `Re: ${subject}` })).toBeVisible();
});
