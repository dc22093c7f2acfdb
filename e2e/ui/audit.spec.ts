import { appendFileSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { AUDITED_PAGES, AUDITED_STATES, resolveAddress, type AuditRole } from '../support/audit-pages';
import { lowContrastControls } from '../support/contrast';
import { ALICE } from '../support/demo';

/**
 * Every page, at a phone and a desktop size, as the role that would see it: nothing scrolls sideways, no
 * internal id or metric key shows, no console error, phone targets are 44 px, and axe finds nothing serious
 * (light theme on the phone, dark on the desktop, so each page is checked in both).
 * AUDIT_REPORT=path writes every finding as JSON (the figures quoted in the README).
 */

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844, theme: 'light' },
  { name: 'desktop', width: 1280, height: 800, theme: 'dark' },
] as const;

const ACCOUNTS: Record<Exclude<AuditRole, 'guest' | 'newcomer'>, { username: string; password: string }> = {
  player: ALICE,
  admin: { username: 'admin', password: 'statecraft-admin' },
};

const HEX_ID = /\b[0-9a-f]{24}\b/;
const metrics = JSON.parse(readFileSync('lib/systems/policy/reference/metrics.json', 'utf8')) as {
  id: string;
}[];
// Metric ids in camelCase ("crimeRate"): a page must show the label instead.
const METRIC_KEYS = new RegExp(
  `\\b(${metrics
    .map((metric) => metric.id)
    .filter((id) => /[a-z][A-Z]/.test(id))
    .join('|')})\\b`,
);

// One login per role for the whole run: the login limiter allows 10 a minute from one address.
const sessions = new Map<AuditRole, Promise<string | undefined>>();
async function storageFor(browser: Browser, role: AuditRole, baseURL: string): Promise<string | undefined> {
  if (role === 'guest') return undefined;
  if (!sessions.has(role)) {
    sessions.set(
      role,
      (async () => {
        const context = await browser.newContext({ baseURL });
        // A newcomer is an account of its own, with no character, so its desk shows the first calls to action.
        const suffix = Date.now().toString(36);
        const response =
          role === 'newcomer'
            ? await context.request.post('/api/auth/register', {
                data: {
                  email: `audit${suffix}@example.com`,
                  username: `audit${suffix}`,
                  password: 'an audit password',
                },
              })
            : await context.request.post('/api/auth/login', {
                data: { email: ACCOUNTS[role].username, password: ACCOUNTS[role].password },
              });
        expect(response.status(), await response.text()).toBeLessThan(300);
        const state = JSON.stringify(await context.storageState());
        await context.close();
        return state;
      })(),
    );
  }
  return sessions.get(role);
}

interface Findings {
  overflowPx: number;
  hexIds: string[];
  metricKeys: string[];
  consoleErrors: string[];
  smallTargets: string[];
  lowContrast: string[];
  axe: string[];
}

async function audit(page: Page, phone: boolean): Promise<Findings> {
  const layout = await page.evaluate(() => ({
    overflow: document.documentElement.scrollWidth - window.innerWidth,
    text: document.body.innerText,
  }));
  const smallTargets = phone
    ? await page.locator('main').evaluate((main) =>
        [
          ...main.querySelectorAll<HTMLElement>(
            'a[href], button, input:not([type=hidden]), select, textarea, [role=tab]',
          ),
        ]
          .filter((element) => {
            let box = element.getBoundingClientRect();
            if (box.width === 0 || box.height === 0) return false;
            // A checkbox or radio is tapped through its label.
            const label = element.closest('label');
            if (element.matches('input[type=checkbox], input[type=radio]') && label) {
              box = label.getBoundingClientRect();
            }
            // WCAG 2.5.8's inline exception: a link inside a sentence is as tall as the line it sits on.
            if (element.tagName === 'A' && getComputedStyle(element).display === 'inline') return false;
            return box.height < 44;
          })
          .map(
            (element) =>
              `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}" ${Math.round(element.getBoundingClientRect().height)}px`,
          ),
      )
    : [];
  // Every rule runs and every violating node is reported; passes and the rest keep one node each instead of
  // a selector for every node (axe's resultTypes), which axe documents as the slow part on large pages.
  const axe = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return {
    overflowPx: Math.max(0, layout.overflow),
    hexIds: [...new Set(layout.text.match(new RegExp(HEX_ID, 'g')) ?? [])],
    metricKeys: [...new Set(layout.text.match(new RegExp(METRIC_KEYS, 'g')) ?? [])],
    consoleErrors: [],
    smallTargets,
    lowContrast: await lowContrastControls(page),
    axe: axe.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id} (${violation.nodes.length})`),
  };
}

test.describe.configure({ mode: 'parallel' });

for (const entry of [...AUDITED_PAGES, ...AUDITED_STATES]) {
  test(`audit ${entry.route} as ${entry.role}`, async ({ browser, baseURL }) => {
    test.setTimeout(240_000);
    const storageState = await storageFor(browser, entry.role, baseURL!);
    for (const viewport of VIEWPORTS) {
      const context: BrowserContext = await browser.newContext({
        baseURL,
        viewport: { width: viewport.width, height: viewport.height },
        colorScheme: viewport.theme,
        storageState: storageState ? JSON.parse(storageState) : undefined,
      });
      const page = await context.newPage();
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        // The 404 page's own status is logged as a failed load; that one is expected.
        if (entry.status && message.text().includes(`status of ${entry.status}`)) return;
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      page.on('pageerror', (error) => consoleErrors.push(error.message));
      const address = await resolveAddress(page, entry);
      test.skip(address === null, `no link to ${entry.route} in this world yet`);
      const response = await page.goto(address!);
      if (entry.status) expect(response?.status(), address!).toBe(entry.status);
      else expect(response?.status(), address!).toBeLessThan(400);
      await page.waitForLoadState('networkidle');
      // The theme follows the account for players; force it so both palettes are checked on every page.
      await page.evaluate(
        (theme) => document.documentElement.setAttribute('data-theme', theme),
        viewport.theme,
      );
      const findings = await audit(page, viewport.name === 'phone');
      findings.consoleErrors = consoleErrors;
      // Written at once: a failing test restarts its worker, so nothing may wait for the end of the file.
      if (process.env.AUDIT_REPORT) {
        appendFileSync(
          process.env.AUDIT_REPORT,
          `${JSON.stringify({ route: entry.route, viewport: viewport.name, ...findings })}\n`,
        );
      }
      const where = `${address} at ${viewport.width}px`;
      expect.soft(findings.overflowPx, `${where}: scrolls sideways`).toBe(0);
      expect.soft(findings.hexIds, `${where}: shows internal ids`).toEqual([]);
      expect.soft(findings.metricKeys, `${where}: shows metric keys`).toEqual([]);
      expect.soft(findings.consoleErrors, `${where}: console errors`).toEqual([]);
      expect.soft(findings.smallTargets, `${where}: targets under 44 px`).toEqual([]);
      expect.soft(findings.lowContrast, `${where}: links or buttons without contrast`).toEqual([]);
      expect.soft(findings.axe, `${where}: serious axe violations`).toEqual([]);
      await context.close();
    }
  });
}
