import { appendFileSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { AuditedPage, AuditRole } from './audit-pages';
import { axeRulesNeverSerious } from './axe-rules';
import { lowContrastControls } from './contrast';
import { sessionFile, type DemoUsername } from './sessions';

/**
 * The audit of one page (e2e/ui/audit.spec.ts, e2e/ui/audit-after-turns.spec.ts), at a phone and a desktop
 * size, as the role that would see it: nothing scrolls sideways, no internal id or metric key shows, no
 * console error, phone targets are 44 px, and axe finds nothing serious (light theme on the phone, dark on
 * the desktop, so each page is checked in both). Each page loads once and is laid out at each size in turn.
 * AUDIT_REPORT=path writes every finding as JSON (the figures quoted in the README).
 */

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844, theme: 'light' },
  { name: 'desktop', width: 1280, height: 800, theme: 'dark' },
] as const;

// Pages behind a login are seen through the run's shared sessions (e2e/support/sessions.ts).
const ACCOUNT_OF_ROLE: Record<Exclude<AuditRole, 'guest' | 'newcomer'>, DemoUsername> = {
  player: 'alice',
  admin: 'admin',
};

// A newcomer is an account of its own with no character, so its desk shows the first calls to action;
// registered once per worker.
let newcomerSession: Promise<string> | undefined;
function newcomerStorage(browser: Browser, baseURL: string): Promise<string> {
  newcomerSession ??= (async () => {
    const context = await browser.newContext({ baseURL });
    const suffix = `${Date.now().toString(36)}${test.info().workerIndex}`;
    const response = await context.request.post('/api/auth/register', {
      data: {
        email: `audit${suffix}@example.com`,
        username: `audit${suffix}`,
        password: 'an audit password',
      },
    });
    expect(response.status(), await response.text()).toBeLessThan(300);
    const state = JSON.stringify(await context.storageState());
    await context.close();
    return state;
  })();
  return newcomerSession;
}

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

// Rules whose every failing check is minor or moderate cannot fail the audit (it asserts on serious and
// critical findings only), so axe skips them rather than spending time on them.
const SKIPPED_AXE_RULES = axeRulesNeverSerious();

interface Findings {
  overflowPx: number;
  hexIds: string[];
  metricKeys: string[];
  consoleErrors: string[];
  smallTargets: string[];
  cutTables: string[];
  /** On a phone, the status bar's height when it takes more than one line, or is cut. */
  statusBarOverOneLine: number | null;
  lowContrast: string[];
  axe: string[];
}

/**
 * The tables wider than their box on a phone that a reader could miss the rest of: each needs its first
 * column pinned (the row's name stays in view) and the scroll box's edge shadows (globals.css,
 * `.table-scroll`). Runs in the page; named by caption or label.
 */
export function tablesCutWithoutCue(main: HTMLElement): string[] {
  return [...main.querySelectorAll('table')]
    .filter((table) => {
      const box = table.closest<HTMLElement>('.table-scroll');
      if (!box) return table.getBoundingClientRect().right > document.documentElement.clientWidth + 1;
      if (box.scrollWidth <= box.clientWidth + 1) return false;
      const firstCell = table.querySelector('tr > :first-child');
      const pinned = firstCell !== null && getComputedStyle(firstCell).position === 'sticky';
      const cue = getComputedStyle(box).backgroundImage.includes('gradient');
      return !(pinned && cue);
    })
    .map(
      (table) =>
        table.caption?.textContent?.trim().slice(0, 40) ||
        table.closest('[aria-label]')?.getAttribute('aria-label') ||
        (table.querySelector('th')?.textContent ?? 'a table').trim().slice(0, 40),
    );
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
  const cutTables = phone ? await page.locator('main').evaluate(tablesCutWithoutCue) : [];
  // One line of short labels (globals.css): about 37 px; two lines would be over 55.
  const statusBarOverOneLine = phone
    ? await page.evaluate(() => {
        const inner = document.querySelector<HTMLElement>('[data-testid=status-bar] .status-bar__inner');
        if (!inner) return null;
        const height = inner.getBoundingClientRect().height;
        return height > 48 || inner.scrollWidth > inner.clientWidth + 1 ? Math.round(height) : null;
      })
    : null;
  // Every rule that can find something serious runs and every violating node is reported; passes and the
  // rest keep one node each instead of a selector for every node (axe's resultTypes), which axe documents as
  // the slow part on large pages. Our pages have no iframes, so axe's single-frame ("legacy") run finds the
  // same as its frame-merging run, which opens a blank page to merge results and took twice as long here.
  const axe = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .disableRules(SKIPPED_AXE_RULES)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return {
    overflowPx: Math.max(0, layout.overflow),
    hexIds: [...new Set(layout.text.match(new RegExp(HEX_ID, 'g')) ?? [])],
    metricKeys: [...new Set(layout.text.match(new RegExp(METRIC_KEYS, 'g')) ?? [])],
    consoleErrors: [],
    smallTargets,
    cutTables,
    statusBarOverOneLine,
    lowContrast: await lowContrastControls(page),
    axe: axe.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id} (${violation.nodes.length})`),
  };
}

/** Lays the loaded page out at a viewport and its theme, as a reader of that size and palette sees it. */
async function showAt(page: Page, viewport: (typeof VIEWPORTS)[number]) {
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  await page.emulateMedia({ colorScheme: viewport.theme });
  // The theme follows the account for players; force it so both palettes are checked on every page.
  await page.evaluate((theme) => document.documentElement.setAttribute('data-theme', theme), viewport.theme);
  // Two frames: the resize's layout and the theme's style recalculation have both been painted.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/**
 * Audits one page as its role: `addressOf` turns the entry into the address to visit, on the page the audit
 * will use (a list's first matching link, say); the caller skips the page when there is none.
 */
export async function auditPage(
  browser: Browser,
  baseURL: string,
  entry: AuditedPage,
  addressOf: (page: Page) => Promise<string>,
): Promise<void> {
  const storageState =
    entry.role === 'guest'
      ? undefined
      : entry.role === 'newcomer'
        ? JSON.parse(await newcomerStorage(browser, baseURL))
        : sessionFile(ACCOUNT_OF_ROLE[entry.role]);
  // One load per page, laid out at each viewport in turn: the server sends the same HTML to both (the
  // layout is CSS media queries), so a second load would only repeat the first's server and network time.
  const [first] = VIEWPORTS;
  const context: BrowserContext = await browser.newContext({
    baseURL,
    viewport: { width: first.width, height: first.height },
    colorScheme: first.theme,
    storageState,
  });
  // Closed however the audit ends: a skipped or failed page would keep its renderer until the worker ends.
  try {
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      // The 404 page's own status is logged as a failed load; that one is expected.
      if (entry.status && message.text().includes(`status of ${entry.status}`)) return;
      // A failed load names its address, so a refused request says which one it was.
      const url = message.location().url;
      if (message.type() === 'error') consoleErrors.push(url ? `${message.text()} (${url})` : message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    const address = await addressOf(page);
    const loadStarted = Date.now();
    const response = await page.goto(address);
    if (entry.status) expect(response?.status(), address).toBe(entry.status);
    else expect(response?.status(), address).toBeLessThan(400);
    // Every page is served under the Content-Security-Policy with a nonce; a script or style it blocks is a
    // console error, which the findings below include.
    expect.soft(response?.headers()['content-security-policy'], address).toMatch(/'nonce-/);
    await page.waitForLoadState('networkidle');
    // The theme script ran (it needs the nonce) before the audit forces a theme.
    expect
      .soft(await page.locator('html').getAttribute('data-theme'), `${address}: theme script`)
      .toBeTruthy();
    // axe runs in one frame (legacy mode, below): a page that gains an iframe must bring its frames back.
    expect.soft(page.frames(), `${address}: frames`).toHaveLength(1);
    test.info().annotations.push({ type: 'timing', description: `load ${Date.now() - loadStarted} ms` });
    for (const viewport of VIEWPORTS) {
      const auditStarted = Date.now();
      await showAt(page, viewport);
      const findings = await audit(page, viewport.name === 'phone');
      // Errors of the load and of every layout so far (a resize that throws shows at that viewport).
      findings.consoleErrors = [...consoleErrors];
      // Where the page's time goes, in the JSON reporter's annotations (docs/testing.md, "Measuring e2e").
      test.info().annotations.push({
        type: 'timing',
        description: `${viewport.name}: audit ${Date.now() - auditStarted} ms`,
      });
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
      expect
        .soft(findings.cutTables, `${where}: tables cut off without a pinned first column and a scroll cue`)
        .toEqual([]);
      expect
        .soft(findings.statusBarOverOneLine, `${where}: the status bar takes more than one line`)
        .toBeNull();
      expect.soft(findings.lowContrast, `${where}: links or buttons without contrast`).toEqual([]);
      expect.soft(findings.axe, `${where}: serious axe violations`).toEqual([]);
    }
  } finally {
    await context.close();
  }
}
