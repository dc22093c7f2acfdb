'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { errorMessage } from '@/components/ui/error-message';
import { useClientNav } from '@/lib/systems/game/browser/session';
import { AdminDashboard } from './AdminDashboard';

/** Decides who sees the dashboard: guests go to login, players get a polite refusal. */
export function AdminView() {
  const router = useRouter();
  const { data: nav, error } = useClientNav();
  const loggedOut = nav !== undefined && nav.user === null;

  useEffect(() => {
    if (loggedOut) router.replace('/login?next=/admin');
  }, [loggedOut, router]);

  if (!nav) {
    return error ? (
      <ErrorAlert message={errorMessage(error, 'Could not check your account.')} />
    ) : (
      <p className="muted">Loading…</p>
    );
  }
  if (!nav.user) return <p className="muted">You are not logged in. Taking you to the login page…</p>;

  if (!nav.user.isAdmin) {
    return (
      <section className="card" aria-labelledby="admin-only-heading">
        <h2 id="admin-only-heading">Administrators only</h2>
        <p>
          Sorry, this page is for the administrators of this server, and your account does not have access.
        </p>
        <p>
          <Link href="/">Back to the home page</Link>
        </p>
      </section>
    );
  }

  return <AdminDashboard />;
}
