'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { cn } from './cn';

export interface LinkTab {
  label: string;
  href: string;
}

/**
 * Tabs that are pages: each tab is a link to its own address, so it can be shared, opened in a new tab and
 * rendered on the server. The current page's tab is marked with aria-current. Scrolls sideways on a phone
 * rather than widening the page, like the in-page Tabs.
 */
export function LinkTabs({ tabs, label, className }: { tabs: LinkTab[]; label: string; className?: string }) {
  // Null outside Next's router (a view rendered alone, as its first-HTML tests do): no tab is current.
  const pathname: string | null = usePathname();
  // The longest matching href wins, so the overview tab (a prefix of every other) is current only on itself.
  const current = tabs
    .filter((tab) => pathname === tab.href || pathname?.startsWith(`${tab.href}/`))
    .sort((a, b) => b.href.length - a.href.length)[0];
  return (
    <nav aria-label={label} className={cn('mb-4 border-b border-border', className)}>
      <ul className="scroll-cue m-0 flex list-none gap-1 overflow-x-auto p-0">
        {tabs.map((tab) => {
          const active = tab === current;
          return (
            <li key={tab.href} className="m-0">
              <Link
                href={tab.href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-touch items-center whitespace-nowrap border-b-2 px-3 font-semibold no-underline md:min-h-10',
                  active ? 'border-accent text-text' : 'border-transparent text-muted hover:text-text',
                )}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
