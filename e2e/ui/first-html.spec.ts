import { expect, test, type APIRequestContext } from '@playwright/test';
import { AUDITED_PAGES, type AuditRole } from '../support/audit-pages';
import { signedInRequest } from '../support/sessions';

/**
 * Data in the first HTML (docs/ui.md): every page with a fixed address, fetched as its audit role without
 * a browser (so without JavaScript), has its main content in the server's HTML, with no loading
 * placeholder. The pages still showing one are listed below; each must still show it, so converting one
 * fails here until it leaves the list. A page that shows nothing at all while its data loads would escape
 * this check, so views show a placeholder while they wait (the characters page waits for a search).
 */
const STILL_SHOWING_A_PLACEHOLDER = new Set<string>([]);

// A loading placeholder: aria-busy, or a "Loading…" text (SkeletonText's hidden label included).
const PLACEHOLDER = /aria-busy="true"|>\s*Loading[^<]*</;

function mainOf(html: string): string {
  const main = html.match(/<main\b[\s\S]*?<\/main>/);
  return main ? main[0] : '';
}

// A page audited at an address that answers 404 (no such record in a fresh world) renders the 404 page.
const fixedPages = AUDITED_PAGES.filter(
  (entry): entry is typeof entry & { address: string } =>
    typeof entry.address === 'string' && entry.status === undefined,
);

test('every page with a fixed address renders its main content on the server', async ({
  playwright,
  request,
}) => {
  const contexts = new Map<AuditRole, APIRequestContext>([['guest', request]]);
  const contextOf = async (role: AuditRole) => {
    if (!contexts.has(role)) {
      contexts.set(role, await signedInRequest(playwright, role === 'admin' ? 'admin' : 'alice'));
    }
    return contexts.get(role)!;
  };
  const placeholders: string[] = [];
  const converted: string[] = [];
  for (const entry of fixedPages) {
    const response = await (await contextOf(entry.role)).get(entry.address, { maxRedirects: 0 });
    if (response.status() >= 300 && response.status() < 400) continue; // a redirect has no content
    expect(response.status(), entry.address).toBeLessThan(400);
    const main = mainOf(await response.text());
    expect(main, `${entry.address}: a <main> in the server HTML`).not.toBe('');
    const waiting = PLACEHOLDER.test(main);
    if (waiting && !STILL_SHOWING_A_PLACEHOLDER.has(entry.route)) placeholders.push(entry.address);
    if (!waiting && STILL_SHOWING_A_PLACEHOLDER.has(entry.route)) converted.push(entry.route);
  }
  for (const [role, context] of contexts) if (role !== 'guest') await context.dispose();
  expect.soft(placeholders, 'pages whose first HTML shows a loading placeholder').toEqual([]);
  expect
    .soft(converted, 'pages rendered on the server now: take them off STILL_SHOWING_A_PLACEHOLDER')
    .toEqual([]);
});
