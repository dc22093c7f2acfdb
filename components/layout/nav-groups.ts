import type { ClientNavResponse } from '@/lib/systems/game/navigation/get-client-nav';

export interface NavItem {
  href: string;
  label: string;
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

/**
 * The site's menus, grouped the way a player thinks about the game. Pure, so the groups a guest, a player
 * and an admin see are unit-tested; MainNav renders them as dropdowns on desktop and a sheet on phones.
 */
export function navGroups(nav: ClientNavResponse | undefined): NavGroup[] {
  const user = nav?.user ?? null;
  const playing = Boolean(user && nav?.hasCharacter);
  const groups: NavGroup[] = [
    {
      label: 'Politics',
      items: [
        { href: '/countries', label: 'Countries' },
        { href: '/characters', label: 'Characters' },
        { href: '/legislation', label: 'Legislation' },
        { href: '/referendums', label: 'Referendums' },
        ...(user ? [{ href: '/policy', label: 'Policy' }] : []),
        { href: '/leaderboard', label: 'Leaderboard' },
      ],
    },
    {
      label: 'Economy',
      items: [
        { href: '/market', label: 'Market' },
        // Not "Funds": that word is the campaign money in the status bar.
        { href: '/funds', label: 'Index funds' },
        { href: '/bonds', label: 'Bonds' },
        { href: '/commodities', label: 'Commodities' },
        { href: '/resources', label: 'Resources' },
        { href: '/forex', label: 'Forex' },
        ...(playing ? [{ href: '/money', label: 'Money' }] : []),
      ],
    },
    {
      label: 'World',
      items: [
        { href: '/world', label: 'World' },
        { href: '/organizations', label: 'Organizations' },
        { href: '/events', label: 'Events' },
        { href: '/news', label: 'News' },
      ],
    },
  ];
  if (user) {
    const me: NavItem[] = [];
    if (!nav?.hasCharacter) me.push({ href: '/setup', label: 'Create character' });
    if (nav?.characterSeq != null) {
      const profile = `/characters/${nav.characterSeq}`;
      me.push({ href: profile, label: 'My character' });
      me.push({ href: `${profile}#corporations`, label: 'My corporations' });
    }
    if (nav?.currentParty && nav.characterCountryId) {
      me.push({
        href: `/countries/${nav.characterCountryId}/parties/${nav.currentParty.id}`,
        label: 'My party',
      });
    }
    if (nav?.characterSeq != null)
      me.push({ href: `/characters/${nav.characterSeq}#career`, label: 'My offices' });
    if (nav?.hasCharacter) {
      me.push({ href: '/decisions', label: 'Decisions' });
      me.push({ href: '/portfolio', label: 'Portfolio' });
      me.push({ href: '/money/history', label: 'Money history' });
    }
    me.push({ href: '/settings', label: 'Settings' });
    groups.push({ label: 'Me', items: me });
  }
  groups.push({
    label: 'Help',
    items: [
      { href: '/guide', label: 'How to play' },
      { href: '/docs', label: 'API docs' },
      { href: '/changelog', label: "What's new" },
    ],
  });
  if (user?.isAdmin) {
    groups.push({
      label: 'Admin',
      items: [
        { href: '/admin', label: 'Admin' },
        { href: '/admin/resources', label: 'Resource admin' },
      ],
    });
  }
  return groups;
}
