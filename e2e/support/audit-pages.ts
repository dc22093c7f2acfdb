import type { Page } from '@playwright/test';

/** Who looks at a page in the audit: pages behind a login are seen by the player or the admin. */
export type AuditRole = 'guest' | 'player' | 'admin' | 'newcomer';

export interface AuditedPage {
  /** The route as its folder under app/ spells it ("/corporations/[id]/group"). */
  route: string;
  role: AuditRole;
  /** Turns the route into an address: a fixed one, or the first matching link on a list page. */
  address: string | { linkOn: string; pattern: RegExp; suffix?: string };
  /** The status the address answers with, when it is not a success (the 404 page). */
  status?: number;
  /**
   * The page exists only once the world has run some turns (the first bills, the first races): it is
   * audited by e2e/ui/audit-after-turns.spec.ts, with the specs that advance turns.
   */
  afterTurns?: true;
}

/**
 * Every page of the site (app/ ** /page.tsx), with a real address for each dynamic segment.
 * app/audit-pages.test.ts fails when a page file has no entry here, so a new page cannot escape the audit.
 */
export const AUDITED_PAGES: AuditedPage[] = [
  { route: '/', role: 'guest', address: '/' },
  { route: '/login', role: 'guest', address: '/login' },
  { route: '/register', role: 'guest', address: '/register' },
  { route: '/docs', role: 'guest', address: '/docs' },
  { route: '/docs/api', role: 'guest', address: '/docs/api' },
  { route: '/changelog', role: 'guest', address: '/changelog' },
  { route: '/countries', role: 'guest', address: '/countries' },
  { route: '/countries/[code]', role: 'guest', address: '/countries/US' },
  { route: '/countries/[code]/calendar', role: 'guest', address: '/countries/US/calendar' },
  { route: '/countries/[code]/economy', role: 'guest', address: '/countries/US/economy' },
  { route: '/countries/[code]/elections', role: 'guest', address: '/countries/US/elections' },
  { route: '/countries/[code]/history', role: 'guest', address: '/countries/US/history' },
  { route: '/countries/[code]/executive', role: 'player', address: '/countries/US/executive' },
  { route: '/countries/[code]/politics', role: 'guest', address: '/countries/US/politics' },
  { route: '/countries/[code]/regions', role: 'guest', address: '/countries/US/regions' },
  { route: '/countries/[code]/confidence', role: 'guest', address: '/countries/UK/confidence' },
  { route: '/countries/[code]/trade', role: 'guest', address: '/countries/US/trade' },
  { route: '/countries/[code]/parties/[id]', role: 'player', address: '/countries/US/parties/us-dem' },
  { route: '/characters', role: 'guest', address: '/characters' },
  {
    route: '/characters/[id]',
    role: 'player',
    address: { linkOn: '/leaderboard', pattern: /^\/characters\/\d+$/ },
  },
  {
    route: '/elections/[id]',
    role: 'player',
    // An election's id names its office, region, seat class and counting turn: us-representative-ca-0-17.
    address: { linkOn: '/countries/US/elections', pattern: /^\/elections\/[a-z]{2}-[\w-]+-\d+$/ },
    afterTurns: true,
  },
  { route: '/legislation', role: 'player', address: '/legislation' },
  {
    route: '/legislation/[id]',
    role: 'player',
    address: { linkOn: '/legislation', pattern: /^\/legislation\/[0-9a-f]{24}$/ },
    afterTurns: true,
  },
  { route: '/referendums', role: 'player', address: '/referendums' },
  { route: '/policy', role: 'player', address: '/policy' },
  { route: '/notifications', role: 'player', address: '/notifications' },
  { route: '/notifications/preferences', role: 'player', address: '/notifications/preferences' },
  { route: '/mail', role: 'player', address: '/mail' },
  { route: '/decisions', role: 'player', address: '/decisions' },
  // A fresh world has no interim Senate vacancy: the unknown one's 404 (e2e/ui/interim-senator.spec.ts
  // renders a real one).
  {
    route: '/offices/vacancies/[id]',
    role: 'player',
    address: '/offices/vacancies/2147483000',
    status: 404,
  },
  { route: '/leaderboard', role: 'player', address: '/leaderboard' },
  { route: '/market', role: 'player', address: '/market' },
  { route: '/corporations/new', role: 'player', address: '/corporations/new' },
  { route: '/corporations/[id]', role: 'player', address: '/corporations/1' },
  { route: '/corporations/[id]/group', role: 'player', address: '/corporations/1/group' },
  { route: '/funds', role: 'player', address: '/funds' },
  { route: '/funds/[slug]', role: 'player', address: { linkOn: '/funds', pattern: /^\/funds\/[\w-]+$/ } },
  { route: '/bonds', role: 'player', address: '/bonds' },
  { route: '/commodities', role: 'guest', address: '/commodities' },
  {
    route: '/commodities/[key]',
    role: 'guest',
    address: { linkOn: '/commodities', pattern: /^\/commodities\/[\w-]+$/ },
  },
  { route: '/resources', role: 'guest', address: '/resources' },
  { route: '/states/[id]', role: 'guest', address: '/states/CA' },
  { route: '/states/[id]/resources', role: 'player', address: '/states/TX/resources' },
  { route: '/forex', role: 'guest', address: '/forex' },
  { route: '/money', role: 'player', address: '/money' },
  { route: '/money/history', role: 'player', address: '/money/history' },
  { route: '/portfolio', role: 'player', address: '/portfolio' },
  { route: '/world', role: 'guest', address: '/world' },
  { route: '/organizations', role: 'guest', address: '/organizations' },
  {
    route: '/organizations/[id]',
    role: 'guest',
    address: { linkOn: '/organizations', pattern: /^\/organizations\/[\w-]+$/ },
  },
  { route: '/events', role: 'guest', address: '/events' },
  { route: '/events/[id]', role: 'guest', address: { linkOn: '/events', pattern: /^\/events\/[\w-]+$/ } },
  { route: '/news', role: 'guest', address: '/news' },
  { route: '/guide', role: 'guest', address: '/guide' },
  { route: '/guide/offices', role: 'guest', address: '/guide/offices' },
  { route: '/guide/legislation', role: 'guest', address: '/guide/legislation' },
  {
    route: '/guide/legislation/[law]',
    role: 'guest',
    address: { linkOn: '/guide/legislation', pattern: /^\/guide\/legislation\/[a-z0-9-]+$/ },
  },
  { route: '/guide/metrics', role: 'guest', address: '/guide/metrics' },
  { route: '/guide/turn', role: 'guest', address: '/guide/turn' },
  { route: '/guide/money', role: 'guest', address: '/guide/money' },
  { route: '/settings', role: 'player', address: '/settings' },
  { route: '/setup', role: 'admin', address: '/setup' },
  { route: '/admin', role: 'admin', address: '/admin' },
  { route: '/admin/resources', role: 'admin', address: '/admin/resources' },
];

/**
 * Pages in a state the list above does not reach: the desk of an account with no character yet (a
 * `newcomer`, registered for the run) and the 404 page. Their routes repeat or are not page files, so they
 * live apart from AUDITED_PAGES (which app/audit-pages.test.ts keeps equal to the page files).
 */
export const AUDITED_STATES: AuditedPage[] = [
  { route: '/ (no character yet)', role: 'newcomer', address: '/' },
  { route: '404', role: 'guest', address: '/no-such-page', status: 404 },
];

/** The address to visit, or null when the list page offers no such link (no bill filed yet, say). */
export async function resolveAddress(
  page: Page,
  entry: AuditedPage,
  baseURL: string,
): Promise<string | null> {
  if (typeof entry.address === 'string') return entry.address;
  const { linkOn, pattern, suffix = '' } = entry.address;
  const firstMatch = async (list: Page) =>
    (
      await list.locator('main a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    ).find((href): href is string => href !== null && pattern.test(href));
  // Pages render their data on the server, so the list's links are in its first HTML: read them in a context
  // that runs no script, which skips the list's hydration and its wait for the network to settle.
  const serverHtml = await page
    .context()
    .browser()!
    .newContext({
      baseURL,
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
  try {
    const listing = await serverHtml.newPage();
    await listing.goto(linkOn, { waitUntil: 'domcontentloaded' });
    const match = await firstMatch(listing);
    if (match) return `${match}${suffix}`;
  } finally {
    await serverHtml.close();
  }
  // A list that draws its links in the browser only.
  await page.goto(linkOn);
  await page.waitForLoadState('networkidle');
  const match = await firstMatch(page);
  return match ? `${match}${suffix}` : null;
}

/** The route of a page file: "app/corporations/[id]/group/page.tsx" -> "/corporations/[id]/group". */
export function routeOfPageFile(file: string): string {
  const route = file
    .replace(/\\/g, '/')
    .replace(/^app/, '')
    // Route groups, "(tabs)", share a layout and leave no trace in the address.
    .replace(/\/\([^/)]+\)/g, '')
    .replace(/\/page\.tsx$/, '');
  return route === '' ? '/' : route;
}
