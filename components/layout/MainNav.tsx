'use client';

import { ChevronDown, Menu } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { cn } from '@/components/ui/cn';
import { Sheet, SheetClose, SheetContent, SheetTrigger } from '@/components/ui/Dialog';
import { useClientNav } from '@/lib/systems/game/browser/hooks';
import { DeskIndicators } from './DeskIndicators';
import { LogoutButton } from './LogoutButton';
import { navGroups, type NavGroup } from './nav-groups';

const linkClass =
  'flex min-h-touch items-center rounded-md px-3 no-underline hover:bg-accent-soft aria-[current=page]:font-semibold aria-[current=page]:text-text md:min-h-10';

/** One group as a disclosure: a button that opens a list of links (links stay links for assistive tech). */
function DesktopGroup({ group, pathname }: { group: NavGroup; pathname: string }) {
  const [open, setOpen] = useState(false);
  const active = group.items.some((item) => item.href === pathname);
  return (
    <li className="relative">
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger
          className={cn(
            'inline-flex min-h-10 cursor-pointer items-center gap-1 rounded-md border-0 bg-transparent px-3 text-link hover:bg-accent-soft',
            active && 'font-semibold text-text',
          )}
        >
          {group.label}
          <ChevronDown aria-hidden="true" className="size-4" />
        </Popover.Trigger>
        {/* No portal: the links stay inside <nav>, where landmarks and tests look for them. */}
        <Popover.Content
          align="start"
          sideOffset={4}
          className="z-50 min-w-56 rounded-md border border-border bg-surface p-1 shadow-lg"
        >
          <ul className="m-0 list-none p-0">
            {group.items.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  className={linkClass}
                  aria-current={item.href === pathname ? 'page' : undefined}
                  onClick={() => setOpen(false)}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </Popover.Content>
      </Popover.Root>
    </li>
  );
}

function Account({ sessionKnown, username }: { sessionKnown: boolean; username: string | null }) {
  if (!sessionKnown) return null;
  if (!username) {
    return (
      <Button asChild variant="secondary" size="sm">
        <Link href="/login">Log in</Link>
      </Button>
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

export function MainNav() {
  const { data: nav, error } = useClientNav();
  const pathname = usePathname();
  const [sheetOpen, setSheetOpen] = useState(false);
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
            <DesktopGroup key={group.label} group={group} pathname={pathname} />
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
          <Button asChild variant="secondary" size="sm">
            <Link href="/login">Log in</Link>
          </Button>
        )}
        <Sheet open={sheetOpen} onOpenChange={setSheetOpen}>
          <SheetTrigger asChild>
            <Button variant="secondary" size="sm" aria-label="Menu">
              <Menu aria-hidden="true" />
              Menu
            </Button>
          </SheetTrigger>
          <SheetContent title="Menu">
            <nav aria-label="Main">
              {groups.map((group) => (
                <section key={group.label} className="mb-3">
                  <h2 className="m-0 mb-1 px-3 text-sm font-semibold uppercase tracking-wide text-muted">
                    {group.label}
                  </h2>
                  <ul className="m-0 list-none p-0">
                    {group.items.map((item) => (
                      <li key={item.href}>
                        <SheetClose asChild>
                          <Link
                            href={item.href}
                            className={linkClass}
                            aria-current={item.href === pathname ? 'page' : undefined}
                          >
                            {item.label}
                          </Link>
                        </SheetClose>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
              {username && (
                <div className="mt-2 border-t border-border px-3 pt-3">
                  <Account sessionKnown={sessionKnown} username={username} />
                </div>
              )}
            </nav>
          </SheetContent>
        </Sheet>
      </div>
    </>
  );
}
