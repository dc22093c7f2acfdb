import { expect, test, type APIRequestContext } from '@playwright/test';
import { LEGACY_ADDRESSES, resolveLegacyAddress } from '@/lib/systems/game/navigation/legacy-addresses';
import { RELEASE_NOTES } from '@/lib/systems/game/releases/release-notes';
import { logInOverHttp } from '../support/demo';

/** The path (and query) a response ended on, after the redirects were followed. */
const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

async function checkEveryAddress(request: APIRequestContext, landing: (example: string) => RegExp) {
  for (const { example } of LEGACY_ADDRESSES) {
    const [pathname, search = ''] = example.split('?');
    const first = await request.get(example, { maxRedirects: 0 });
    expect(first.status(), example).toBe(308);
    const location = new URL(first.headers().location ?? '', first.url());
    expect(`${location.pathname}${location.search}${location.hash}`, example).toBe(
      resolveLegacyAddress(pathname!, search),
    );

    const final = await request.get(example);
    expect(final.status(), `${example} -> ${pathOf(final.url())}`).toBe(200);
    expect(pathOf(final.url()), example).toMatch(landing(example));
  }
}

// The original game's desktop clients open these addresses from their menus: each one is a permanent
// redirect to a page that answers.
test.describe("the original game's page addresses", () => {
  test('send a guest to a page, and to the login for pages of their own', async ({ request }) => {
    await checkEveryAddress(request, (example) => {
      const target = resolveLegacyAddress(...(example.split('?') as [string, string?]))!;
      return target.startsWith('/me/character') || target === '/me/state' ? /^\/login$/ : /^\/(?!me\/)/;
    });
  });

  test("send a player to their own character, state and country's pages", async ({ request }) => {
    await logInOverHttp(request);
    const nav = (await (await request.get('/api/client-nav')).json()) as { characterSeq: number };
    await checkEveryAddress(request, () => /^\/(?!me\/|login)/);

    const profile = await request.get('/profile');
    expect(pathOf(profile.url())).toBe(`/characters/${nav.characterSeq}`);
    const state = await request.get('/country/us/region/CA');
    expect(pathOf(state.url())).toBe('/states/CA/resources');
    const budget = await request.get('/budget');
    expect(pathOf(budget.url())).toBe('/countries/US/economy');
    expect(await (await request.get('/roadmap')).text()).toContain(RELEASE_NOTES[0]!.title);
  });

  test("open a race by its seat's id, and leave election ids to the election page", async ({ request }) => {
    // The client's "My Election" opens /elections/<seat id>; seat and election ids are both slugs.
    const bySeat = await request.get('/elections/us-governor-ca-1');
    expect(bySeat.status()).toBe(200);
    expect(pathOf(bySeat.url())).toMatch(/^\/(elections\/us-governor-ca-\d+-\d+|countries\/US\/elections)$/);
    // An election id is never taken for a seat: one that does not exist (yet) is the 404 page, not a redirect.
    // (e2e/ui/election-flow.spec.ts opens a real race by its id.)
    const unknownRace = await request.get('/elections/us-representative-ca-0-99', { maxRedirects: 0 });
    expect(unknownRace.status()).toBe(404);
  });

  test('leave addresses naming what we do not have unanswered', async ({ request }) => {
    for (const address of ['/country/ca/budget', '/country/us/region/ZZ', '/corporation/new.html'])
      expect((await request.get(address, { maxRedirects: 0 })).status(), address).toBe(404);
  });
});
