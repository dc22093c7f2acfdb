'use client';

import Link from 'next/link';
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { BellIcon, MailIcon } from '@/components/ui/icons';
import { useClientNav } from '@/lib/systems/game/browser/session';
import { useDismiss } from './use-dismiss';

// The drop-down's list and its hooks load on the first press (docs/ui.md, "First-load JavaScript").
const BellPanel = lazy(() => import('./BellPanel'));

const iconButton =
  'relative inline-flex min-h-touch min-w-touch cursor-pointer items-center justify-center rounded-md border-0 bg-transparent text-link no-underline hover:bg-accent-soft md:min-h-10 md:min-w-10 [&_svg]:size-5';

/** The count as the badge shows it; the button's name uses the same text (axe: label-content-name-mismatch). */
const shownCount = (count: number) => (count > 99 ? '99+' : String(count));

function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute right-0.5 top-0.5 min-w-5 rounded-full bg-danger px-1 text-center text-xs font-semibold leading-5 text-on-accent"
    >
      {shownCount(count)}
    </span>
  );
}

/** The bell: the unread count, and on press the latest notifications in a drop-down. */
function NotificationBell({ unread }: { unread: number }) {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLSpanElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const titleId = useId();

  useDismiss(wrapper, open, close);

  return (
    <span className="relative inline-flex" ref={wrapper}>
      <button
        type="button"
        className={iconButton}
        aria-label={unread > 0 ? `Notifications, ${shownCount(unread)} unread` : 'Notifications'}
        aria-expanded={open}
        onClick={() => setOpen((was) => !was)}
        data-testid="notification-bell"
      >
        <BellIcon />
        <CountBadge count={unread} />
      </button>
      {open && (
        <section
          aria-labelledby={titleId}
          className="fixed inset-x-2 top-16 z-50 rounded-md border border-border bg-surface text-text shadow-lg md:absolute md:inset-x-auto md:right-0 md:top-full md:mt-1 md:w-96"
        >
          <h2 id={titleId} className="m-0 border-b border-border px-3 py-2 text-base">
            Notifications
          </h2>
          <Suspense fallback={<p className="m-0 px-3 py-2 text-sm text-muted">Loading…</p>}>
            <BellPanel onClose={close} />
          </Suspense>
        </section>
      )}
    </span>
  );
}

/** The bell and the mail link with their unread counts, for a signed-in player with a character. */
export function DeskIndicators() {
  const { data: nav } = useClientNav();
  if (!nav?.user || !nav.hasCharacter) return null;
  return (
    <span className="inline-flex items-center gap-1">
      <NotificationBell unread={nav.unreadCount} />
      <Link
        href="/mail"
        className={iconButton}
        aria-label={nav.unreadMailCount > 0 ? `Mail, ${shownCount(nav.unreadMailCount)} unread` : 'Mail'}
        data-testid="mail-link"
      >
        <MailIcon />
        <CountBadge count={nav.unreadMailCount} />
      </Link>
    </span>
  );
}
