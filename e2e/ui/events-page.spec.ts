import { expect, test } from '@playwright/test';
import { mainNavLink } from '../support/nav';

// Guests read the crisis and random events feed; the API behind it answers an EventSource with plain JSON.

test('a guest opens Events from the nav, filters the feed and follows an event to its country', async ({
  page,
}) => {
  await page.goto('/');
  await (await mainNavLink(page, 'World', 'Events')).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Crises and events' })).toBeVisible();

  const feed = page.getByRole('list', { name: 'Events' });
  await expect(feed.getByRole('article').first()).toBeVisible();
  const kindLabel = (await feed
    .getByRole('article')
    .first()
    .getByText(/severity \d of 5/)
    .textContent())!;
  expect(kindLabel).toMatch(/^[A-Z]/);

  // The active feed shows only events under way; the seeded ones last at least three turns.
  await page.getByLabel('Show').selectOption('active');
  await expect(feed.getByText(/, over$/)).toHaveCount(0);
  await expect(feed.getByText(/active turns \d+/).first()).toBeVisible();
  await page.getByLabel('Show').selectOption('all');

  const first = feed.getByRole('article').first();
  const countryLink = first.getByRole('link').nth(1);
  const countryName = (await countryLink.textContent())!;
  await countryLink.click();
  await expect(page).toHaveURL(/\/countries\/[A-Z]+$/);
  await expect(page.getByRole('heading', { level: 1, name: countryName })).toBeVisible();
});

test('GET /api/events answers JSON clients with JSON; /active answers JSON even to an EventSource', async ({
  request,
}) => {
  for (const [path, accept] of [
    ['/api/events', 'application/json'],
    ['/api/events/active', 'text/event-stream'],
  ]) {
    const response = await request.get(path!, { headers: { Accept: accept!, 'Cache-Control': 'no-cache' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
    const body = await response.json();
    expect(Array.isArray(body.events)).toBe(true);
  }
  const bad = await request.get('/api/events?kind=meteor');
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toMatchObject({ code: 'BAD_REQUEST' });
  const miss = await request.get('/api/events/999999');
  expect(miss.status()).toBe(404);
  expect(await miss.json()).toMatchObject({ code: 'NOT_FOUND' });
});
