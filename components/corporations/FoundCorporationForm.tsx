'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { fetchJson, isApiError } from '@/lib/platform/browser/fetcher';
import { formatMoney } from '@/lib/platform/browser/format';
import { useClientNav, useClientStatus } from '@/lib/systems/game/browser/session';
import { ActionButton } from '@/components/ui/Button';
import { CommandForm } from '@/components/ui/CommandForm';
import { Field, Input } from '@/components/ui/Field';
import { NativeSelect } from '@/components/ui/NativeSelect';
import { CashOnHandNote } from '@/components/core/money/CashOnHandNote';

interface Founded {
  corporation: { sequentialId: number };
}

/** Found a corporation in your home state with capital from your cash on hand (POST /api/corporations). */
export function FoundCorporationForm({
  sectors,
  minCapital,
}: {
  sectors: { id: string; label: string }[];
  minCapital: number;
}) {
  const router = useRouter();
  const { data: nav } = useClientNav();
  const { data: status } = useClientStatus();
  const [name, setName] = useState('');
  const [type, setType] = useState(sectors[0]?.id ?? '');
  const [capital, setCapital] = useState(String(minCapital));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (nav && !nav.user) {
    return (
      <p>
        <Link href="/login">Log in</Link> to found a corporation.
      </p>
    );
  }
  if (nav?.user && !nav.hasCharacter) {
    return (
      <p>
        A corporation is founded by a character: <Link href="/setup">create yours</Link> first.
      </p>
    );
  }
  if (!status) return <p aria-busy="true">Loading your cash on hand…</p>;

  const amount = Number(capital);
  const disabledReason =
    name.trim().length < 3
      ? 'Name it (3 to 60 characters).'
      : !(amount >= minCapital)
        ? `The capital is at least ${formatMoney(minCapital, status.currencyCode)}.`
        : amount > status.cashOnHand
          ? 'Your cash on hand does not cover that capital.'
          : null;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const founded = await fetchJson<Founded>('/api/corporations', {
        method: 'POST',
        body: { name: name.trim(), type, capital: amount },
      });
      router.push(`/corporations/${founded.corporation.sequentialId}`);
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : 'The corporation could not be founded.');
      setBusy(false);
    }
  }

  return (
    <>
      <CashOnHandNote amount={status.cashOnHand} currencyCode={status.currencyCode} />
      <CommandForm
        title="Found a corporation"
        className="max-w-xl"
        description="You hold every share and sit as its CEO. Part of the capital is invested in its operations, the rest is its cash."
        onSubmit={submit}
      >
        <Field label="Name" hint="3 to 60 characters, not already taken.">
          <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={60} required />
        </Field>
        <Field label="Sector">
          <NativeSelect value={type} onChange={(e) => setType(e.target.value)}>
            {sectors.map((sector) => (
              <option key={sector.id} value={sector.id}>
                {sector.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          label={`Capital (${status.currencyCode ?? 'home currency'})`}
          hint={`At least ${formatMoney(minCapital, status.currencyCode)}, from your cash on hand.`}
        >
          <Input
            type="number"
            inputMode="decimal"
            min={minCapital}
            step="0.01"
            value={capital}
            onChange={(e) => setCapital(e.target.value)}
            required
          />
        </Field>
        <ActionButton type="submit" disabled={busy} disabledReason={disabledReason}>
          Found corporation
        </ActionButton>
        {error && <p role="alert">{error}</p>}
      </CommandForm>
    </>
  );
}
