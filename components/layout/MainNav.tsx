'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { ChevronDownIcon, MenuIcon } from '@/components/ui/icons';
import { useClientNav } from '@/lib/systems/game/browser/session';
import { DeskIndicators } from './DeskIndicators';
import { LogoutButton } from './LogoutButton';
import { navGroups, type NavGroup } from './nav-groups';
import { useDismiss } from './use-dismiss';

// No Radix and no tailwind-merge here: this island loads on every page, so the menus are a plain disclosure
// and the native <dialog> (docs/ui.md, "First-load JavaScript").

const linkClass =
  'flex min-h-touch items-center rounded-md px-3 no-underline hover:bg-accent-soft aria-[current=page]:font-semibold aria-[current=page]:text-text md:min-h-10';

const smallButton = buttonVariants({ variant: 'secondary', size: 'sm' });

/** One group as a disclosure: a button that shows a list of links (links stay links for assistive tech). */
function DesktopGroup({
  group,
  pathname,
  open,
  onToggle,
  onClose,
}: {
  group: NavGroup;
  pathname: string;
  open: boolean;
  onToggle: (label: string) => void;
  onClose: () => void;
}) {
  const item = useRef<HTMLLIElement>(null);
  useDismiss(item, open, onClose);
  const active = group.items.some((link) => link.href === pathname);
  const listId = `nav-${group.label.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <li className="relative" ref={item}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => onToggle(group.label)}
        className={`inline-flex min-h-10 cursor-pointer items-center gap-1 rounded-md border-0 bg-transparent px-3 text-link hover:bg-accent-soft${active ? ' font-semibold text-text' : ''}`}
      >
        {group.label}
        <ChevronDownIcon className="size-4" />
      </button>
      {open && (
        <ul
          id={listId}
          className="absolute left-0 top-full z-50 m-0 mt-1 min-w-56 list-none rounded-md border border-border bg-surface p-1 shadow-lg"
        >
          {group.items.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className={linkClass}
                aria-current={link.href === pathname ? 'page' : undefined}
                onClick={onClose}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function Account({ sessionKnown, username }: { sessionKnown: boolean; username: string | null }) {
  if (!sessionKnown) return null;
  if (!username) {
    return (
      <Link href="/login" className={smallButton}>
        Log in
      </Link>
    );
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="text-sm text-muted">
        Signed in as <strong>{username}</strong>
      </span>
      <LogoutButton />
    </span>
  );
}

const loadPhoneMenuSheet = () => import('./PhoneMenuSheet');
const PhoneMenuSheet = lazy(loadPhoneMenuSheet);

/**
 * The phone menu: a button; its sheet (every group in the native modal dialog) loads on the first press and
 * opens as it lands; later presses reopen it (docs/ui.md, "First-load JavaScript").
 */
function PhoneMenu({
  groups,
  pathname,
  account,
}: {
  groups: NavGroup[];
  pathname: string;
  account: React.ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        className={smallButton}
        aria-haspopup="dialog"
        // A touch starts fetching the sheet before the press ends.
        onPointerDown={() => void loadPhoneMenuSheet()}
        onClick={() => (dialog.current ? dialog.current.showModal() : setWanted(true))}
      >
        <MenuIcon />
        Menu
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <PhoneMenuSheet dialog={dialog} groups={groups} pathname={pathname} account={account} />
        </Suspense>
      )}
    </>
  );
}

export function MainNav() {
  const { data: nav, error } = useClientNav();
  const pathname = usePathname();
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const closeGroups = useCallback(() => setOpenGroup(null), []);
  const toggleGroup = useCallback(
    (label: string) => setOpenGroup((current) => (current === label ? null : label)),
    [],
  );
  const groups = navGroups(nav);
  // Until client-nav answers we do not know who is here; leave the account slot empty rather than guess.
  const sessionKnown = nav !== undefined || error !== undefined;
  const username = nav?.user?.username ?? null;

  return (
    <>
      {/* Desktop: grouped menus in one row. */}
      <nav aria-label="Main" className="hidden flex-1 items-center justify-between gap-4 md:flex">
        <ul className="m-0 flex list-none flex-wrap items-center gap-1 p-0">
          {groups.map((group) => (
            <DesktopGroup
              key={group.label}
              group={group}
              pathname={pathname}
              open={openGroup === group.label}
              onToggle={toggleGroup}
              onClose={closeGroups}
            />
          ))}
        </ul>
        <span className="inline-flex items-center gap-2">
          <DeskIndicators />
          <Account sessionKnown={sessionKnown} username={username} />
        </span>
      </nav>

      {/* Phone: a menu button that opens every group in a sheet. */}
      <div className="flex items-center gap-2 md:hidden">
        <DeskIndicators />
        {sessionKnown && !username && (
          <Link href="/login" className={smallButton}>
            Log in
          </Link>
        )}
        <PhoneMenu
          groups={groups}
          pathname={pathname}
          account={username ? <Account sessionKnown={sessionKnown} username={username} /> : null}
        />
      </div>
    </>
  );
}
