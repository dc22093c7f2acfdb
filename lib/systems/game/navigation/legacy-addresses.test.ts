import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDITED_PAGES } from '@/e2e/support/audit-pages';
import { guestClientNav, type ClientNavResponse } from './get-client-nav';
import { LEGACY_ADDRESSES, resolveLegacyAddress } from './legacy-addresses';
import { ownPageAddress } from './own-pages';

const APP = path.resolve(import.meta.dirname, '../../../../app');

/** Our page and redirect addresses as patterns: app/x/[id]/page.tsx -> /^\/x\/[^/]+$/. */
const OUR_ROUTES = readdirSync(APP, { recursive: true, encoding: 'utf8' })
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => /(^|\/)(page\.tsx|route\.ts)$/.test(file) && !file.startsWith('api/'))
  .map((file) => {
    // Route groups, "(tabs)", leave no trace in the address.
    const route = `/${path.posix.dirname(file)}`.replace(/\/\([^/)]+\)/g, '').replace(/\/\.$/, '/');
    const pattern = route
      .split('/')
      .map((part) => (part.startsWith('[...') ? '.+' : part.startsWith('[') ? '[^/]+' : part))
      .join('/');
    return new RegExp(`^${pattern === '' ? '/' : pattern}$`);
  });

const isOurs = (address: string) => OUR_ROUTES.some((route) => route.test(address.split(/[?#]/)[0]!));

describe('the legacy address table', () => {
  it.each(LEGACY_ADDRESSES.map((entry) => [entry.from, entry.example]))(
    '%s: its example (%s) lands on one of our pages',
    (_, example) => {
      const [pathname, search = ''] = example.split('?');
      const target = resolveLegacyAddress(pathname!, search);
      expect(target).not.toBeNull();
      expect(isOurs(target!), `${example} -> ${target}`).toBe(true);
    },
  );

  it('never shadows one of our own addresses', () => {
    const ours = AUDITED_PAGES.flatMap((page) => (typeof page.address === 'string' ? [page.address] : []));
    for (const address of [...ours, '/elections/0123456789abcdef01234567', '/corporations/3', '/me/state'])
      expect(resolveLegacyAddress(address), address).toBeNull();
  });

  it('finds a state by its id whatever country the client put before it', () => {
    expect(resolveLegacyAddress('/country/us/region/UKI')).toBe('/states/UKI/resources');
    expect(resolveLegacyAddress('/country/uk/region/UK_UKI')).toBe('/states/UKI/resources');
    expect(resolveLegacyAddress('/country/us/region/jp-knt')).toBe('/states/JP-KNT/resources');
    expect(resolveLegacyAddress('/country/us/region/UKM/legislature')).toBe('/legislation?country=UK');
    expect(resolveLegacyAddress('/country/us/region/DE-BY/party/de-spd')).toBe(
      '/countries/DE/parties/de-spd',
    );
    expect(resolveLegacyAddress('/country/us/region/XX')).toBeNull();
  });

  it('maps the nation menu of each of our countries and nothing for one we lack', () => {
    expect(resolveLegacyAddress('/country/jp/budget')).toBe('/countries/JP/economy');
    expect(resolveLegacyAddress('/country/uk/central-bank')).toBe('/countries/UK/economy');
    expect(resolveLegacyAddress('/country/uk/legislature')).toBe('/legislation?country=UK');
    expect(resolveLegacyAddress('/country/us/elections')).toBe('/countries/US/elections');
    expect(resolveLegacyAddress('/country/uk/parties/uk-lab')).toBe('/countries/UK/parties/uk-lab');
    expect(resolveLegacyAddress('/country/us/parties/us-nope')).toBeNull();
    expect(resolveLegacyAddress('/country/gb/budget')).toBe('/countries/UK/economy');
    expect(resolveLegacyAddress('/country/ca/budget')).toBeNull();
    expect(resolveLegacyAddress('/country/us/nowhere')).toBeNull();
  });

  it('reads the country of the older menus from the query, and sends the rest to the player', () => {
    expect(resolveLegacyAddress('/elections', '?country=uk')).toBe('/countries/UK/elections');
    expect(resolveLegacyAddress('/elections', '?country=ca')).toBe('/me/country/elections');
    expect(resolveLegacyAddress('/profile')).toBe('/me/character');
    // The desktop client's /portfolio is our own page now, with holdings, cost and profit.
    expect(resolveLegacyAddress('/portfolio')).toBeNull();
  });

  it('opens a corporation by number, leaves our election pages alone, and refuses what is neither', () => {
    expect(resolveLegacyAddress('/corporation/12')).toBe('/corporations/12');
    expect(resolveLegacyAddress('/corporation/12/ceo')).toBe('/corporations/12');
    expect(resolveLegacyAddress('/corporation/new')).toBe('/corporations/new');
    expect(resolveLegacyAddress('/corporation/evil.com')).toBeNull();
    // Our own election pages are never redirected (the page itself sends a seat's id to its race).
    expect(resolveLegacyAddress('/elections/us-representative-ca-0-17')).toBeNull();
    expect(resolveLegacyAddress('/elections/us-senator-tx-1')).toBeNull();
    expect(resolveLegacyAddress('/wiki/%E0%A4%A')).toBeNull();
  });
});

describe('the /me pages', () => {
  const player: ClientNavResponse = {
    ...guestClientNav(),
    user: { username: 'carol', isAdmin: false },
    hasCharacter: true,
    characterCountryId: 'UK',
    homeState: { id: 'UKI', name: 'London' },
    characterSeq: 3,
  };
  const noCharacter: ClientNavResponse = { ...guestClientNav(), user: { username: 'new', isAdmin: false } };

  it("resolve to the player's own character, state and country", () => {
    expect(ownPageAddress(player, ['character'])).toBe('/characters/3');
    expect(ownPageAddress(player, ['state'])).toBe('/states/UKI/resources');
    expect(ownPageAddress(player, ['country'])).toBe('/countries/UK');
    expect(ownPageAddress(player, ['country', 'economy'])).toBe('/countries/UK/economy');
  });

  it('send a guest to log in and a player without a character to set one up', () => {
    expect(ownPageAddress(guestClientNav(), ['character'])).toBe('/login');
    expect(ownPageAddress(guestClientNav(), ['country', 'elections'])).toBe('/countries');
    expect(ownPageAddress(noCharacter, ['state'])).toBe('/setup');
    expect(ownPageAddress(noCharacter, ['character'])).toBe('/setup');
  });

  it('know nothing else', () => {
    for (const path of [
      [],
      ['settings'],
      ['country', 'admin'],
      ['character', 'x'],
      ['country', 'economy', 'x'],
    ])
      expect(ownPageAddress(player, path), path.join('/')).toBeNull();
  });
});
