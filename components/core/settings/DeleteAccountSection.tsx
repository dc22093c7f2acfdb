'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { ActionButton } from '@/components/ui/Button';
import { CommandForm } from '@/components/ui/CommandForm';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { Field, Input } from '@/components/ui/Field';
import { errorMessage } from '@/components/ui/error-message';
import { fetchJson } from '@/lib/platform/browser/fetcher';
import { DELETE_ACCOUNT_CONFIRMATION } from '@/lib/platform/auth/constants';

/** Deleting the account: what happens, the password and the typed confirmation. */
export function DeleteAccountSection() {
  const router = useRouter();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await fetchJson('/api/settings/account', {
        method: 'DELETE',
        body: { currentPassword: password, confirm },
      });
      router.replace('/');
      router.refresh();
    } catch (failure) {
      setError(errorMessage(failure, 'Could not delete the account.'));
      setBusy(false);
    }
  }
  const ready = password !== '' && confirm === DELETE_ACCOUNT_CONFIRMATION;
  return (
    <section className="card" aria-labelledby="delete-account-heading">
      <h2 id="delete-account-heading">Delete account</h2>
      <CommandForm
        title="Delete your account"
        description={
          <>
            Your character retires: its campaign funds and cash go to its country&apos;s treasury, other
            currencies to their central banks; it leaves its party and every race it is running in. Your
            login, API keys, sessions and notifications are deleted; the character&apos;s name, offices held
            and ledger stay in the game&apos;s history. This cannot be undone.
          </>
        }
        onSubmit={submit}
      >
        <Field label="Current password">
          <Input
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        <Field label={`Type "${DELETE_ACCOUNT_CONFIRMATION}" to confirm`}>
          <Input value={confirm} onChange={(e) => setConfirm(e.target.value)} autoComplete="off" />
        </Field>
        {error && <ErrorAlert message={error} />}
        <ActionButton
          type="submit"
          variant="danger"
          disabled={busy}
          disabledReason={ready ? null : 'Enter your password and the confirmation words.'}
        >
          Delete my account
        </ActionButton>
      </CommandForm>
    </section>
  );
}
