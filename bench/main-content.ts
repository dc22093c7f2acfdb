// Time to main content per page: `npm run bench:main-content` (docs/ui.md, "Time to main content").
//
// Starts the service through the real launcher on a fresh demo world (building first if needed), then for
// every audited page with an address visits it in Chromium (playwright-core, CHROMIUM_PATH or
// /usr/bin/chromium) as its audit role, BENCH_REPEATS times after one warm-up visit, and reports the
// medians of: the first byte, the moment <main> holds its content (an element, and no aria-busy or
// "Loading" placeholder; watched from the document's start), DOMContentLoaded and the load event. It also
// fetches each page without a browser and reports the HTML's size, the bytes before <main> and whether
// the main content is already in that HTML. Figures, not assertions: the JSON goes to bench/results/.

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { AUDITED_PAGES, resolveAddress, type AuditRole } from '../e2e/support/audit-pages';
import { median } from './lib/report';
import { startService } from './lib/service';

const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
const ACCOUNTS: Partial<Record<AuditRole, { email: string; password: string }>> = {
  player: { email: 'alice', password: 'statecraft-alice' },
  admin: { email: 'admin', password: 'statecraft-admin' },
};
// The e2e first-HTML check's placeholder: aria-busy, or a "Loading…" text.
const PLACEHOLDER = /aria-busy="true"|>\s*Loading[^<]*</;

// Runs in the page before any of its HTML is parsed: notes when <main> first holds its content.
const WATCH_MAIN = `(() => {
  const done = () => {
    const main = document.getElementById('main');
    if (!main || main.children.length === 0) return false;
    if (main.querySelector('[aria-busy="true"]')) return false;
    return !/(^|\\s)Loading/.test(main.textContent || '');
  };
  const observer = new MutationObserver(() => {
    if (done()) { window.__mainContentAt = performance.now(); observer.disconnect(); }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();`;

interface Visit {
  firstByte: number;
  mainContent: number | null;
  domContentLoaded: number;
  load: number;
}

interface Row {
  route: string;
  address: string;
  role: AuditRole;
  htmlKb: number;
  bytesBeforeMain: number;
  inFirstHtml: boolean;
  firstByte: number;
  mainContent: number | null;
  domContentLoaded: number;
  load: number;
}

async function visit(page: Page, address: string): Promise<Visit> {
  await page.goto(address, { waitUntil: 'load' });
  // Content fetched after load comes later: wait for the observer, 5 s at most (then "not seen").
  await page
    .waitForFunction(
      () => (window as unknown as { __mainContentAt?: number }).__mainContentAt !== undefined,
      null,
      {
        timeout: 5_000,
      },
    )
    .catch(() => undefined);
  return page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const at = (window as unknown as { __mainContentAt?: number }).__mainContentAt;
    return {
      firstByte: nav.responseStart,
      mainContent: at ?? null,
      domContentLoaded: nav.domContentLoadedEventStart,
      load: nav.loadEventStart,
    };
  });
}

async function signedIn(context: BrowserContext, role: AuditRole): Promise<void> {
  const account = ACCOUNTS[role];
  if (!account) return;
  const response = await context.request.post('/api/auth/login', { data: account });
  if (!response.ok()) throw new Error(`Logging in as ${account.email}: ${response.status()}`);
}

async function main() {
  const service = await startService(process.cwd(), 10_000);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const rows: Row[] = [];
  try {
    const contexts = new Map<AuditRole, BrowserContext>();
    const contextOf = async (role: AuditRole) => {
      if (!contexts.has(role)) {
        const context = await browser.newContext({
          baseURL: service.baseUrl,
          viewport: { width: 1280, height: 800 },
        });
        await context.addInitScript(WATCH_MAIN);
        await signedIn(context, role);
        contexts.set(role, context);
      }
      return contexts.get(role)!;
    };
    // The newcomer's pages repeat routes measured for the player; the 404 addresses are not pages.
    for (const entry of AUDITED_PAGES.filter((e) => e.role !== 'newcomer' && e.status === undefined)) {
      const context = await contextOf(entry.role);
      const page = await context.newPage();
      // resolveAddress is typed for @playwright/test's Page, which is playwright-core's.
      const address = await resolveAddress(page as never, entry, service.baseUrl).catch((error: unknown) => {
        console.error(`${entry.route}: no address (${String(error).split('\n')[0]})`);
        return null;
      });
      if (!address) {
        await page.close();
        continue;
      }
      const response = await context.request.get(address, { maxRedirects: 0 });
      const html = await response.text();
      const mainStart = html.search(/<main\b/);
      const mainHtml = html.match(/<main\b[\s\S]*?<\/main>/)?.[0] ?? '';
      const visits: Visit[] = [];
      try {
        await visit(page, address); // warm-up
        for (let i = 0; i < REPEATS; i++) visits.push(await visit(page, address));
      } catch (error) {
        console.error(`${address}: ${String(error).split('\n')[0]}`);
      }
      await page.close();
      if (visits.length === 0) continue;
      const mainTimes = visits.map((v) => v.mainContent).filter((t): t is number => t !== null);
      const row: Row = {
        route: entry.route,
        address,
        role: entry.role,
        htmlKb: Buffer.byteLength(html) / 1024,
        bytesBeforeMain: mainStart < 0 ? -1 : Buffer.byteLength(html.slice(0, mainStart)),
        inFirstHtml:
          mainHtml !== '' && !PLACEHOLDER.test(mainHtml) && /<main\b[^>]*>\s*<[a-z]/.test(mainHtml),
        firstByte: median(visits.map((v) => v.firstByte)),
        mainContent: mainTimes.length === visits.length ? median(mainTimes) : null,
        domContentLoaded: median(visits.map((v) => v.domContentLoaded)),
        load: median(visits.map((v) => v.load)),
      };
      rows.push(row);
      console.error(
        `${address}: main ${row.mainContent?.toFixed(0) ?? 'never'} ms, load ${row.load.toFixed(0)} ms`,
      );
    }
  } finally {
    await browser.close();
    await service.stop();
  }

  const ms = (value: number | null) => (value === null ? 'not seen' : value.toFixed(0));
  console.log(
    `Time to main content, median of ${REPEATS} visits after a warm-up, Chromium at 1280×800 (ms from navigation start)\n`,
  );
  console.log(
    '| page | role | HTML (kB) | bytes before `<main>` | main content in first HTML | first byte | main content | DOMContentLoaded | load | main by load |',
  );
  console.log('| --- | --- | ---: | ---: | :---: | ---: | ---: | ---: | ---: | :---: |');
  for (const row of rows) {
    const byLoad = row.mainContent !== null && row.mainContent <= row.load;
    console.log(
      `| \`${row.address}\` | ${row.role} | ${row.htmlKb.toFixed(1)} | ${row.bytesBeforeMain} | ${row.inFirstHtml ? 'yes' : '**no**'} | ${ms(row.firstByte)} | ${ms(row.mainContent)} | ${ms(row.domContentLoaded)} | ${ms(row.load)} | ${byLoad ? 'yes' : '**no**'} |`,
    );
  }
  const late = rows.filter((row) => row.mainContent === null || row.mainContent > row.load);
  console.log(`\n${rows.length} pages; main content after the load event on ${late.length}.`);
  const dir = path.join('bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `main-content-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ repeats: REPEATS, rows }, null, 2));
  console.log(`Saved ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
