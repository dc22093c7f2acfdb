import { test, type Browser } from '@playwright/test';
import { signedInContext, type DemoUsername } from '../support/sessions';

/**
 * Screenshots of what a page's first HTML shows, before any JavaScript runs (docs/ui.md, "Data in the first
 * HTML"): SCREENSHOTS_DIR=docs/screenshots SCREENSHOTS_LABEL=after npx playwright test
 * e2e/ui/first-html-screenshots.spec.ts. Without SCREENSHOTS_DIR it does nothing.
 */
const dir = process.env.SCREENSHOTS_DIR;
const label = process.env.SCREENSHOTS_LABEL ?? 'after';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

const SHOTS: { name: string; address: string; as: DemoUsername | null }[] = [
  { name: 'landing', address: '/', as: null },
  { name: 'desk', address: '/', as: 'alice' },
  { name: 'notifications', address: '/notifications', as: 'alice' },
  { name: 'mail', address: '/mail', as: 'alice' },
  { name: 'money', address: '/money', as: 'alice' },
  { name: 'policy', address: '/policy', as: 'alice' },
  { name: 'settings', address: '/settings', as: 'alice' },
  { name: 'corporation', address: '/corporations/1', as: 'alice' },
  { name: 'party', address: '/countries/US/parties/us-dem', as: 'alice' },
  { name: 'resources', address: '/resources', as: null },
  { name: 'state-resources', address: '/states/TX/resources', as: 'alice' },
  { name: 'admin', address: '/admin', as: 'admin' },
];

async function contextFor(browser: Browser, as: DemoUsername | null, width: number, height: number) {
  const options = { viewport: { width, height }, colorScheme: 'light' as const, javaScriptEnabled: false };
  return as
    ? signedInContext(browser, as, options)
    : browser.newContext({ ...options, baseURL: test.info().project.use.baseURL });
}

test('first-HTML screenshots of the pages rendered on the server', async ({ browser }) => {
  test.skip(!dir, 'SCREENSHOTS_DIR is not set');
  test.setTimeout(300_000);
  for (const viewport of VIEWPORTS) {
    for (const shot of SHOTS) {
      const context = await contextFor(browser, shot.as, viewport.width, viewport.height);
      const page = await context.newPage();
      await page.goto(shot.address);
      await page.screenshot({ path: `${dir}/${label}-first-html-${shot.name}-${viewport.name}.png` });
      await context.close();
    }
  }
});
