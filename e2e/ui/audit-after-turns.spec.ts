import { test } from '@playwright/test';
import { AUDITED_PAGES, resolveAddress } from '../support/audit-pages';
import { auditPage } from '../support/page-audit';
import { advanceTurn } from '../support/turns';

/**
 * The audit (e2e/support/page-audit.ts) of the pages that exist only once the world has run: a bill's page
 * (non-players file bills from the first turn) and a race's (the first races open for filing at turn 11).
 * It runs with the specs that advance turns, and advances them itself until the list links such a page, so
 * it passes alone and on a retry as well.
 */
const MAX_TURNS = 12;

for (const entry of AUDITED_PAGES.filter((e) => e.afterTurns)) {
  test(`audit ${entry.route} as ${entry.role}`, async ({ browser, baseURL }) => {
    test.setTimeout(240_000);
    await auditPage(browser, baseURL!, entry, async (page) => {
      for (let turns = 0; ; turns += 1) {
        const address = await resolveAddress(page, entry, baseURL!);
        if (address) return address;
        if (turns === MAX_TURNS) throw new Error(`no link to ${entry.route} after ${MAX_TURNS} turns`);
        await advanceTurn(baseURL!);
      }
    });
  });
}
