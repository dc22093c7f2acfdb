import { expect, test } from '@playwright/test';

test('the country economy page charts prime rate, inflation and growth, with budget and debt', async ({
  page,
}) => {
  await page.goto('/countries/US');
  await page
    .getByRole('navigation', { name: 'United States sections' })
    .getByRole('link', { name: 'Economy' })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Economy, budget and debt' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Economy', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  for (const title of ['Prime rate', 'Inflation', 'GDP growth']) {
    await expect(page.getByRole('group', { name: `${title} chart` })).toBeVisible();
    await expect(
      page.getByRole('img', { name: new RegExp(`^${title} by turn, \\d+ points?; latest `) }),
    ).toBeVisible();
  }
  // Each chart's numbers are behind its table toggle.
  const inflation = page.getByRole('group', { name: 'Inflation chart' });
  await inflation.getByText('Show as table').click();
  await expect(inflation.getByRole('table', { name: 'Inflation by turn' }).getByRole('row')).not.toHaveCount(
    1,
  );
  await expect(page.getByRole('heading', { name: /^Budget, fiscal year \d{4}$/ })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^(AAA|AA|A|BBB|BB|B|CCC)$/ })).toHaveCount(1);
  // The Fed's chair links to their profile.
  const chair = page
    .getByRole('definition')
    .filter({ has: page.getByRole('link') })
    .first();
  await expect(page.getByRole('term').filter({ hasText: 'Federal Reserve Chair' })).toBeVisible();
  await expect(chair.getByRole('link')).toHaveAttribute('href', /^\/characters\/\d+$/);
});
