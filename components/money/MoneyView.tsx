'use client';

import Link from 'next/link';
import { useClientStatus } from '@/lib/systems/game/client/hooks';
import { BalancesList } from './BalancesList';
import { ExchangeForm } from './ExchangeForm';
import { TransferForm } from './TransferForm';

/** The money page: balances, the transfer form and the exchange form, all from the player's status. */
export function MoneyView() {
  const { data: status, error } = useClientStatus();
  if (error) return <p role="alert">Your balances could not be loaded: {error.message}</p>;
  if (!status) return <p aria-busy="true">Loading your balances…</p>;
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
