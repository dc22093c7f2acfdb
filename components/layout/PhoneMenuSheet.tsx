'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import type { NavGroup } from './nav-groups';

const navLinkClass =
  'flex min-h-touch items-center rounded-md px-3 no-underline hover:bg-accent-soft aria-[current=page]:font-semibold aria-[current=page]:text-text md:min-h-10';

/**
 * The phone menu's sheet: every group in the native modal dialog (focus, Escape and the backdrop). It loads
 * with the menu button's first press (docs/ui.md, "First-load JavaScript") and opens as it mounts.
 */
export default function PhoneMenuSheet({
  dialog,
  groups,
  pathname,
  account,
}: {
  dialog: React.RefObject<HTMLDialogElement | null>;
  groups: NavGroup[];
  pathname: string;
  account: React.ReactNode;
}) {
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [dialog]);
  return (
    <dialog
      ref={dialog}
      aria-labelledby="site-menu-title"
      // A press on the backdrop lands on the dialog itself; a followed link closes the sheet too.
      onClick={(event) => {
        const target = event.target as HTMLElement;
        if (target === event.currentTarget || target.closest('a')) event.currentTarget.close();
      }}
      className="fixed inset-y-0 left-auto right-0 m-0 h-full max-h-none w-[min(22rem,88vw)] overflow-y-auto border-0 border-l border-border bg-surface p-4 text-text shadow-lg backdrop:bg-black/50"
    >
      <h2 id="site-menu-title" className="m-0 mb-3 pr-10 text-lg font-semibold">
        Menu
      </h2>
      <nav aria-label="Main">
        {groups.map((group) => (
          <section key={group.label} className="mb-3">
            <h3 className="m-0 mb-1 px-3 text-sm font-semibold uppercase tracking-wide text-muted">
              {group.label}
            </h3>
            <ul className="m-0 list-none p-0">
              {group.items.map((item) => (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    className={navLinkClass}
                    aria-current={item.href === pathname ? 'page' : undefined}
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        {account && <div className="mt-2 border-t border-border px-3 pt-3">{account}</div>}
      </nav>
      <button
        type="button"
        aria-label="Close"
        onClick={() => dialog.current?.close()}
        className="absolute right-2 top-2 inline-flex size-touch cursor-pointer items-center justify-center rounded-md border-0 bg-transparent text-muted hover:bg-accent-soft"
      >
        <CloseIcon className="size-5" />
      </button>
    </dialog>
  );
}
