import { describe, expect, it } from 'vitest';
import { guestClientNav } from '@/lib/systems/game/navigation/get-client-nav';
import { navGroups } from './nav-groups';

const labels = (groups: ReturnType<typeof navGroups>) => groups.map((group) => group.label);
const hrefs = (groups: ReturnType<typeof navGroups>, group: string) =>
  groups.find((g) => g.label === group)?.items.map((item) => item.href);

describe('navGroups', () => {
  it('gives a guest the public groups and no Me or Admin menu', () => {
    const groups = navGroups(guestClientNav());
    expect(labels(groups)).toEqual(['Politics', 'Economy', 'World', 'Help']);
    expect(hrefs(groups, 'Economy')).not.toContain('/money');
  });

  it('names the index funds so they cannot be taken for campaign funds', () => {
    const economy = navGroups(undefined).find((g) => g.label === 'Economy')!;
    expect(economy.items.find((item) => item.href === '/funds')?.label).toBe('Index funds');
  });

  it("leads a player's Me menu to their character, corporations, party and offices", () => {
    const groups = navGroups({
      ...guestClientNav(),
      user: { username: 'alice', isAdmin: false },
      hasCharacter: true,
      characterCountryId: 'US',
      characterSeq: 7,
      currentParty: { id: 'us-dem', name: 'Democratic Party' },
    });
    expect(labels(groups)).toEqual(['Politics', 'Economy', 'World', 'Me', 'Help']);
    expect(hrefs(groups, 'Me')).toEqual([
      '/characters/7',
      '/characters/7#corporations',
      '/countries/US/parties/us-dem',
      '/characters/7#career',
      '/decisions',
      '/portfolio',
      '/money/history',
      '/settings',
    ]);
    expect(hrefs(groups, 'Economy')).toContain('/money');
  });

  it('offers an admin without a character the setup and the admin pages', () => {
    const groups = navGroups({ ...guestClientNav(), user: { username: 'admin', isAdmin: true } });
    expect(hrefs(groups, 'Me')).toEqual(['/setup', '/settings']);
    expect(hrefs(groups, 'Admin')).toEqual(['/admin', '/admin/resources']);
  });
});
