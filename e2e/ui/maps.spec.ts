import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * The maps at a phone and a desktop width: the map fits the width (no sideways scroll), its table opens,
 * a click on a shape opens its page, and axe finds nothing serious or critical.
 * MAP_SCREENSHOTS_DIR=docs/screenshots also saves each page's screenshot there.
 */
const dir = process.env.MAP_SCREENSHOTS_DIR;

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** A national US race's page; in a world with none listed yet, the US elections page's seats-by-region map. */
async function nationalElection(page: Page): Promise<string> {
  const list = (await (await page.request.get('/api/elections?country=US')).json()) as {
    elections: { id: string; state: string | null }[];
  };
  const race = list.elections.find((e) => e.state === null);
  return race ? `/elections/${race.id}` : '/countries/US/elections';
}

async function checkMapPage(page: Page, address: string, mapName: RegExp, shot: string, width: number) {
  await page.goto(address);
  const map = page.getByRole('img', { name: mapName });
  await expect(map).toBeVisible();
  const box = (await map.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(width);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${address} scrolls sideways`).toBeLessThanOrEqual(0);
  const axe = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  if (dir) await page.screenshot({ path: `${dir}/${shot}.png`, fullPage: false });
}

for (const viewport of VIEWPORTS) {
  test(`maps at ${viewport.width} px: the world, a country and an election`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: viewport });
    const page = await context.newPage();
    await checkMapPage(
      page,
      '/world?shade=party',
      /^World map/,
      `maps-world-${viewport.name}`,
      viewport.width,
    );
    await checkMapPage(
      page,
      '/countries/UK?shade=seats#map',
      /^Map of United Kingdom by region/,
      `maps-country-${viewport.name}`,
      viewport.width,
    );
    await checkMapPage(
      page,
      await nationalElection(page),
      /^Map of United States by region/,
      `maps-election-${viewport.name}`,
      viewport.width,
    );
    await context.close();
  });
}

test('the country map: the table toggle lists the regions with links, a click on a region opens its page', async ({
  page,
}) => {
  await page.goto('/countries/DE?shade=economy');
  const map = page.getByRole('img', { name: 'Map of Germany by region: GDP per head' });
  await expect(map.locator('path[data-region]')).toHaveCount(16);
  // The metrics chart below has its own "Show as table".
  await page.getByRole('region', { name: 'Map of Germany' }).getByText('Show as table').click();
  const table = page.getByRole('table', { name: 'Map of Germany by region: GDP per head' });
  await expect(table.getByRole('row')).toHaveCount(17);
  await expect(table.getByRole('link', { name: 'Bavaria' })).toBeVisible();
  await map.locator('path[data-region="DE-BY"]').click();
  await expect(page).toHaveURL(/\/states\/DE-BY$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bavaria' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Seats and holders' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'State pages' })
    .getByRole('link', { name: 'Resources' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bavaria: extraction resources' })).toBeVisible();
});

test('on a phone the map zooms with a two-finger pinch and with its buttons, and one finger then pans it', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await page.goto('/countries/US?shade=seats#map');
  const map = page.getByRole('img', { name: /^Map of United States by region/ });
  await expect(map).toBeVisible();
  // The map's interactions are attached once the page has hydrated.
  await expect(page.getByRole('button', { name: 'Zoom in' })).toBeEnabled();
  const layer = map.locator('[data-map-layer]');
  const scale = async () => {
    const transform = (await layer.getAttribute('transform')) ?? '';
    return Number(/scale\(([\d.]+)\)/.exec(transform)?.[1] ?? 1);
  };
  expect(await scale()).toBe(1);

  // Two fingers spread apart over the map's middle.
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const cdp = await context.newCDPSession(page);
  const fingers = (spread: number) => [
    { x: cx - spread, y: cy, id: 1 },
    { x: cx + spread, y: cy, id: 2 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(20) });
  for (const spread of [40, 60, 80, 100]) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(spread) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect.poll(scale).toBeGreaterThan(2);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the zoomed map scrolls the page sideways').toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: 'Reset zoom' }).click();
  await expect.poll(scale).toBe(1);
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(scale).toBe(2);
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await expect.poll(scale).toBe(1);
  await context.close();
});

test('the landing page shows a guest the world map; a click on a country opens it', async ({ page }) => {
  await page.goto('/');
  const map = page.getByRole('img', { name: /^World map/ });
  await expect(map.locator('path[data-country]')).not.toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await map.locator('path[data-country="DE"]').click();
  await expect(page).toHaveURL(/\/countries\/DE$/);
});
