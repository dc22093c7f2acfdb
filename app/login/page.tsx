import type { Metadata } from 'next';
import Link from 'next/link';
import { LoginForm } from '@/components/core/auth/LoginForm';
import { isDemoMode } from '@/lib/platform/env';

export const metadata: Metadata = { title: 'Log in' };

const DEMO_PLAYERS = [
  { username: 'alice', password: 'statecraft-alice', note: 'US player in California' },
  { username: 'bob', password: 'statecraft-bob', note: 'US player in Texas' },
  { username: 'carol', password: 'statecraft-carol', note: 'UK player' },
];

/**
 * The demo players exist only on a demo server, so they are listed only there. The admin's password is
 * never in a page: whoever can read the terminal of `npm start` gets it there.
 */
function demoAccounts() {
  return isDemoMode() ? DEMO_PLAYERS : [];
}

export default function LoginPage() {
  const accounts = demoAccounts();
  return (
    <div className="narrow">
      <h1>Log in</h1>
      <LoginForm />
      <p>
        New to Statecraft? <Link href="/register">Create an account</Link>.
      </p>
      {accounts.length > 0 && (
        <aside className="note" aria-labelledby="demo-heading">
          <h2 id="demo-heading">Demo accounts</h2>
          <p>This server runs in demo mode; you can log in as:</p>
          <ul>
            {accounts.map((account) => (
              <li key={account.username}>
                <code>{account.username}</code> / <code>{account.password}</code> — {account.note}
              </li>
            ))}
          </ul>
        </aside>
      )}
    </div>
  );
}
