'use client';

import { DateTime } from '@/components/ui/DateTime';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { ActionButton } from '@/components/ui/Button';
import { CommandForm, CommandGrid } from '@/components/ui/CommandForm';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { Field, Input } from '@/components/ui/Field';
import { StatusMessage } from '@/components/ui/StatusMessage';
import { Table } from '@/components/ui/Table';
import { errorMessage } from '@/components/ui/error-message';
import { fetchJson, getJson } from '@/lib/platform/browser/fetcher';

type SessionList = { email: string; sessions: { signedInAt: string; expiresAt: string; current: boolean }[] };

/** Password, sign-in email, signed-in browsers and signing out everywhere. */
export function AccountSection() {
  const { data } = useSWR<SessionList, Error>('/api/settings/account/sessions', getJson);
  return (
    <section className="card" aria-labelledby="account-heading">
      <h2 id="account-heading">Account</h2>
      <CommandGrid>
        <PasswordForm />
        <EmailForm email={data?.email ?? null} />
      </CommandGrid>
      <SessionsPanel />
    </section>
  );
}

function PasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setSaved(null);
    try {
      const result = await fetchJson<{ otherSessionsEnded: number }>('/api/settings/account/password', {
        method: 'POST',
        body: { currentPassword: current, newPassword: next },
      });
      setCurrent('');
      setNext('');
      setSaved(
        `Password changed. ${result.otherSessionsEnded === 1 ? 'One other browser was' : `${result.otherSessionsEnded} other browsers were`} signed out.`,
      );
    } catch (failure) {
      setError(errorMessage(failure, 'Could not change the password.'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <CommandForm
      title="Change password"
      description="Other browsers signed in to your account are signed out."
      onSubmit={submit}
    >
      <Field label="Current password">
        <Input
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          required
        />
      </Field>
      <Field label="New password" hint="At least 10 characters.">
        <Input
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={(e) => setNext(e.target.value)}
          required
          minLength={10}
        />
      </Field>
      {error && <ErrorAlert message={error} />}
      <StatusMessage message={saved} />
      <ActionButton
        type="submit"
        disabled={busy}
        disabledReason={!current || !next ? 'Fill in both passwords.' : null}
      >
        Change password
      </ActionButton>
    </CommandForm>
  );
}

function EmailForm({ email }: { email: string | null }) {
  const [current, setCurrent] = useState('');
  const [address, setAddress] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setSaved(null);
    try {
      const result = await fetchJson<{ email: string }>('/api/settings/account/email', {
        method: 'POST',
        body: { currentPassword: current, email: address },
      });
      setCurrent('');
      setAddress('');
      setSaved(`You now sign in with ${result.email}.`);
    } catch (failure) {
      setError(errorMessage(failure, 'Could not change the email.'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <CommandForm
      title="Change email"
      description={
        email ? `You sign in with ${email} or your username.` : 'You sign in with your email or username.'
      }
      onSubmit={submit}
    >
      <Field label="New email">
        <Input
          type="email"
          autoComplete="email"
          value={address}
          onChange={(e) => setAddress(e.target.value)}
          required
        />
      </Field>
      <Field label="Current password">
        <Input
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          required
        />
      </Field>
      {error && <ErrorAlert message={error} />}
      <StatusMessage message={saved} />
      <ActionButton
        type="submit"
        disabled={busy}
        disabledReason={!current || !address ? 'Fill in the email and your password.' : null}
      >
        Change email
      </ActionButton>
    </CommandForm>
  );
}

function SessionsPanel() {
  const router = useRouter();
  const { data, error } = useSWR<SessionList, Error>('/api/settings/account/sessions', getJson);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function signOutEverywhere() {
    setBusy(true);
    setFailure(null);
    try {
      await fetchJson('/api/settings/account/sessions', { method: 'DELETE' });
      router.replace('/login?next=/settings');
      router.refresh();
    } catch (problem) {
      setFailure(errorMessage(problem, 'Could not sign you out everywhere.'));
      setBusy(false);
    }
  }
  return (
    <div className="mt-4">
      <h3>Where you are signed in</h3>
      {error && <ErrorAlert message={errorMessage(error, 'Could not load your sessions.')} />}
      {data && (
        <Table label="Signed-in browsers">
          <thead>
            <tr>
              <th scope="col">Signed in</th>
              <th scope="col">Expires</th>
              <th scope="col">This browser</th>
            </tr>
          </thead>
          <tbody>
            {data.sessions.map((session) => (
              <tr key={session.signedInAt + session.expiresAt}>
                <td>
                  <DateTime iso={session.signedInAt} />
                </td>
                <td>
                  <DateTime iso={session.expiresAt} />
                </td>
                <td>{session.current ? 'Yes' : 'No'}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {failure && <ErrorAlert message={failure} />}
      <p className="mt-3">
        <ActionButton variant="secondary" onClick={signOutEverywhere} disabled={busy}>
          Sign out everywhere
        </ActionButton>
      </p>
    </div>
  );
}
