'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { Field, Input } from '@/components/ui/Field';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { errorMessage } from '@/components/ui/error-message';
import { logIn, refreshSession } from '@/lib/systems/game/browser/session';
import { safeRedirectPath } from '@/lib/platform/browser/redirect';

export function LoginForm() {
  const router = useRouter();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await logIn({ email: email.trim(), password });
    } catch (failure) {
      setError(errorMessage(failure, 'Could not log in. Please try again.'));
      setPending(false);
      return;
    }
    await refreshSession();
    // Read at submit time rather than with useSearchParams, which would force a Suspense boundary.
    const next = new URLSearchParams(window.location.search).get('next');
    router.push(safeRedirectPath(next, '/', window.location.origin));
  }

  return (
    <form
      className="grid max-w-md gap-4"
      onSubmit={handleSubmit}
      aria-describedby={error ? 'login-error' : undefined}
    >
      <Field label="Email or username">
        <Input
          id="login-email"
          name="email"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      <Field label="Password">
        <Input
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      <ErrorAlert id="login-error" message={error} />
      <span>
        <Button type="submit" disabled={pending}>
          Log in
        </Button>
      </span>
    </form>
  );
}
