import type { Metadata } from 'next';
import Link from 'next/link';
import { LoginForm } from '@/components/auth/LoginForm';

export const metadata: Metadata = { title: 'Log in' };

const DEMO_ACCOUNTS = [
  { username: 'alice', password: 'statecraft-alice', note: 'US player in California' },
  { username: 'bob', password: 'statecraft-bob', note: 'US player in Texas' },
  { username: 'carol', password: 'statecraft-carol', note: 'UK player' },
  { username: 'admin', password: 'statecraft-admin', note: 'administrator, no character' },
];

export default function LoginPage() {
  return (
    <div className="narrow">
      <h1>Log in</h1>
      <LoginForm />
      <p>
        New to Statecraft? <Link href="/register">Create an account</Link>.
      </p>
      <aside className="note" aria-labelledby="demo-heading">
        <h2 id="demo-heading">Demo accounts</h2>
        <p>
          When the server runs in demo mode (the default for a local <code>npm start</code>) you can use:
        </p>
        <ul>
          {DEMO_ACCOUNTS.map((account) => (
            <li key={account.username}>
              <code>{account.username}</code> / <code>{account.password}</code> — {account.note}
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
