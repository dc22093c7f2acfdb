'use client';

import Link from 'next/link';
import { EmptyState } from '@/components/ui/EmptyState';
import { SkeletonText } from '@/components/ui/Skeleton';
import { Button } from '@/components/ui/Button';
import { useClientNav, useClientStatus } from '@/lib/systems/game/browser/session';
import { BalancesList } from './BalancesList';
import { ExchangeForm } from './ExchangeForm';
import { TransferForm } from './TransferForm';

/** The money page: balances, the transfer form and the exchange form, all from the player's status. */
export function MoneyView() {
  const { data: nav } = useClientNav();
  const { data: status, error } = useClientStatus();
  // A guest has no balances to load: the status request never starts, so say what to do instead of waiting.
  if (nav && !nav.user) {
    return (
      <EmptyState
        title="Log in to see your money"
        action={
          <Button asChild>
            <Link href="/login?next=/money">Log in</Link>
          </Button>
        }
      >
        Balances, transfers and currency exchange belong to your character.
      </EmptyState>
    );
  }
  if (error) return <p role="alert">Your balances could not be loaded: {error.message}</p>;
  if (!status) return <SkeletonText label="Loading your balances…" />;
  if (!status.hasCharacter || !status.currencyCode) {
    return (
      <p>
        <Link href="/setup">Create a character</Link> to hold money.
      </p>
    );
  }
  return (
    <>
      <section className="card" aria-labelledby="balances-heading">
        <h2 id="balances-heading">Your balances</h2>
        <BalancesList balances={status.balances} />
      </section>
      <TransferForm currencyCode={status.currencyCode} />
      <ExchangeForm balances={status.balances} homeCurrency={status.currencyCode} />
    </>
  );
}
