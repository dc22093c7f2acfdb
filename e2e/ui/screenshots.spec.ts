import { expect, test } from '@playwright/test';
import { ALICE } from '../support/demo';

/**
 * The README's screenshots (docs/screenshots/): SCREENSHOTS_DIR=docs/screenshots SCREENSHOTS_LABEL=after
 * npx playwright test e2e/ui/screenshots.spec.ts. Without SCREENSHOTS_DIR it does nothing.
 */
const dir = process.env.SCREENSHOTS_DIR;
const label = process.env.SCREENSHOTS_LABEL ?? 'after';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

test('screenshots of home, a corporation, the market, an election and the phone menu', async ({
  browser,
  baseURL,
}) => {
  test.skip(!dir, 'SCREENSHOTS_DIR is not set');
  test.setTimeout(300_000);
  const login = await browser.newContext({ baseURL });
  const response = await login.request.post('/api/auth/login', {
    data: { email: ALICE.username, password: ALICE.password },
  });
  expect(response.status()).toBe(200);
  const storageState = await login.storageState();
  await login.close();

  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({
      baseURL,
      storageState,
      viewport: { width: viewport.width, height: viewport.height },
      colorScheme: 'light',
    });
    const page = await context.newPage();
    await page.goto('/countries/US/elections');
    await page.waitForLoadState('networkidle');
    // A young world may have no election yet; the country's elections page stands in for one.
    const [election] = await page
      .locator('main a[href^="/elections/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const shots: [string, string][] = [
      ['home', '/'],
      ['corporation', '/corporations/1'],
      ['market', '/market'],
      ['election', election ?? '/countries/US/elections'],
    ];
    for (const [name, address] of shots) {
      await page.goto(address);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${dir}/${label}-${name}-${viewport.name}.png` });
    }
    if (viewport.name === 'phone') {
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      const menu = page.getByRole('button', { name: 'Menu' });
      if (await menu.count()) {
        await menu.click();
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      }
      await page.screenshot({ path: `${dir}/${label}-navigation-phone.png` });
    }
    await context.close();
  }
});
