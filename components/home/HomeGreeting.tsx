'use client';

import Link from 'next/link';
import { FundraiseButton } from '@/components/civic/FundraiseButton';
import { useClientNav, useClientStatus } from '@/lib/systems/game/client/hooks';

/** The call to action on the home page: log in for guests, a welcome for players. */
export function HomeGreeting() {
  const { data: nav, error } = useClientNav();
  const { data: status } = useClientStatus();

  if (!nav && !error) return <div className="greeting greeting--pending" aria-hidden="true" />;

  if (!nav?.user) {
    return (
      <div className="greeting">
        {/* Not "Log in": that is the nav link's name, and two such links blur link lists (and e2e locators). */}
        <p>Sign in to run your character, or explore the public API docs without an account.</p>
        <p className="actions">
          <Link href="/login" className="button">
            Start playing
          </Link>
          <Link href="/docs" className="button button--secondary">
            Read the API docs
          </Link>
        </p>
      </div>
    );
  }

  const name = status?.characterName ?? nav.user.username;
  return (
    <div className="greeting">
      <h2>Welcome back, {name}</h2>
      {status && !status.hasCharacter && (
        <p>
          Your account has no character yet. <Link href="/setup">Create your character</Link> to start
          playing.
        </p>
      )}
      {status?.hasCharacter && status.currentTurn !== null && (
        <p>
          It is turn {status.currentTurn}
          {status.gameDateLabel ? ` (${status.gameDateLabel})` : ''}. Your funds, actions and the time to the
          next turn are in the bar above.
        </p>
      )}
      {status?.hasCharacter && <FundraiseButton currencyCode={status.currencyCode} />}
      <p className="actions">
        <Link href="/settings" className="button">
          Manage API keys
        </Link>
        <Link href="/docs" className="button button--secondary">
          Read the API docs
        </Link>
      </p>
    </div>
  );
}
