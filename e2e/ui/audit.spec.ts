import { test } from '@playwright/test';
import { AUDITED_PAGES, AUDITED_STATES, resolveAddress } from '../support/audit-pages';
import { auditPage } from '../support/page-audit';

/**
 * Every page, at a phone and a desktop size, as the role that would see it (e2e/support/page-audit.ts).
 * Pages that need a world some turns on are audited by audit-after-turns.spec.ts instead.
 */
test.describe.configure({ mode: 'parallel' });

for (const entry of [...AUDITED_PAGES, ...AUDITED_STATES].filter((e) => !e.afterTurns)) {
  test(`audit ${entry.route} as ${entry.role}`, async ({ browser, baseURL }) => {
    test.setTimeout(240_000);
    await auditPage(browser, baseURL!, entry, async (page) => {
      const address = await resolveAddress(page, entry, baseURL!);
      test.skip(address === null, `no link to ${entry.route} in this world yet`);
      return address!;
    });
  });
}
