'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useClientNav } from '@/lib/systems/game/client/hooks';
import { LogoutButton } from './LogoutButton';

function NavLink({ href, children }: { href: string; children: React.ReactNode }) {
  const pathname = usePathname();
  const current = pathname === href;
  return (
    <Link href={href} className="main-nav__link" aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}

export function MainNav() {
  const { data: nav, error } = useClientNav();
  const user = nav?.user ?? null;
  // Until client-nav answers we do not know who is here; leave the account slot empty rather than guess.
  const sessionKnown = nav !== undefined || error !== undefined;

  return (
    <nav aria-label="Main" className="main-nav">
      <ul className="main-nav__list">
        <li>
          <NavLink href="/">Home</NavLink>
        </li>
        <li>
          <NavLink href="/countries">Countries</NavLink>
        </li>
        <li>
          <NavLink href="/characters">Characters</NavLink>
        </li>
        <li>
          <NavLink href="/legislation">Legislation</NavLink>
        </li>
        <li>
          <NavLink href="/referendums">Referendums</NavLink>
        </li>
        <li>
          <NavLink href="/organizations">Organizations</NavLink>
          <NavLink href="/world">World</NavLink>
          <NavLink href="/events">Events</NavLink>
        </li>
        <li>
          <NavLink href="/news">News</NavLink>
        </li>
        <li>
          <NavLink href="/leaderboard">Leaderboard</NavLink>
        </li>
        <li>
          <NavLink href="/market">Market</NavLink>
        </li>
        <li>
          <NavLink href="/funds">Funds</NavLink>
        </li>
        <li>
          <NavLink href="/bonds">Bonds</NavLink>
        </li>
        <li>
          <NavLink href="/commodities">Commodities</NavLink>
        </li>
        <li>
          <NavLink href="/resources">Resources</NavLink>
        </li>
        <li>
          <NavLink href="/forex">Forex</NavLink>
        </li>
        <li>
          <NavLink href="/docs">How to play &amp; API</NavLink>
        </li>
        {user && nav && !nav.hasCharacter && (
          <li>
            <NavLink href="/setup">Create character</NavLink>
          </li>
        )}
        {user && (
          <li>
            <NavLink href="/policy">Policy</NavLink>
          </li>
        )}
        {user && nav?.hasCharacter && (
          <li>
            <NavLink href="/money">Money</NavLink>
          </li>
        )}
        {user && (
          <li>
            <NavLink href="/settings">Settings</NavLink>
          </li>
        )}
        {user?.isAdmin && (
          <li>
            <NavLink href="/admin">Admin</NavLink>
          </li>
        )}
        {user?.isAdmin && (
          <li>
            <NavLink href="/admin/resources">Resource admin</NavLink>
          </li>
        )}
        {sessionKnown && (
          <li className="main-nav__account">
            {user ? (
              <>
                <span className="main-nav__user">
                  Signed in as <strong>{user.username}</strong>
                </span>
                <LogoutButton />
              </>
            ) : (
              <NavLink href="/login">Log in</NavLink>
            )}
          </li>
        )}
      </ul>
    </nav>
  );
}
