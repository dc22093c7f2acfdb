'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { Field, Input } from '@/components/ui/Field';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { errorMessage } from '@/components/ui/error-message';
import { isApiError } from '@/lib/platform/browser/fetcher';
import { refreshSession } from '@/lib/systems/game/browser/session';
import {
  DISPLAY_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_PATTERN,
} from '@/lib/platform/auth/constants';
import {
  buildRegisterBody,
  invalidFieldsForError,
  registerAccount,
  type RegisterField,
  type RegisterFields,
} from './register-input';

const ERROR_ID = 'register-error';
const inputId = (field: RegisterField) => `register-${field}`;
const EMPTY: RegisterFields = { email: '', username: '', password: '', displayName: '' };

export function RegisterForm() {
  const router = useRouter();
  const [fields, setFields] = useState<RegisterFields>(EMPTY);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<RegisterField[]>([]);

  function update(field: RegisterField, value: string) {
    setFields((current) => ({ ...current, [field]: value }));
  }

  /** Props shared by every input: value, change handler, and the invalid state tied to the alert. */
  function inputProps(field: RegisterField) {
    const isInvalid = invalid.includes(field);
    const describedBy = isInvalid ? ERROR_ID : undefined;
    return {
      id: inputId(field),
      name: field,
      value: fields[field],
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => update(field, event.target.value),
      'aria-invalid': isInvalid || undefined,
      'aria-describedby': describedBy || undefined,
    };
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(null);
    setInvalid([]);
    try {
      await registerAccount(buildRegisterBody(fields));
    } catch (failure) {
      const message = errorMessage(failure, 'Could not create your account. Please try again.');
      const bad = invalidFieldsForError(isApiError(failure) ? failure.code : null, message);
      setError(message);
      setInvalid(bad);
      setPending(false);
      // Put the cursor where the fix is needed; the alert is still announced.
      if (bad[0]) document.getElementById(inputId(bad[0]))?.focus();
      return;
    }
    // The response set the session cookie: re-read navigation as the new user, then go home.
    await refreshSession();
    router.push('/setup');
  }

  return (
    <form
      className="grid max-w-md gap-4"
      onSubmit={handleSubmit}
      aria-describedby={error ? ERROR_ID : undefined}
    >
      <Field label="Email">
        <Input
          {...inputProps('email')}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={254}
        />
      </Field>
      <Field
        label="Username"
        hint={`3 to ${USERNAME_MAX_LENGTH} letters, digits or underscores. Other players see it.`}
      >
        <Input
          {...inputProps('username')}
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          minLength={3}
          maxLength={USERNAME_MAX_LENGTH}
          pattern={USERNAME_PATTERN}
        />
      </Field>
      <Field label="Password" hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}>
        <Input
          {...inputProps('password')}
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
        />
      </Field>
      <Field
        label="Display name"
        hint="Optional. The name shown to other players; your username is used if you leave it blank."
      >
        <Input
          {...inputProps('displayName')}
          type="text"
          autoComplete="nickname"
          maxLength={DISPLAY_NAME_MAX_LENGTH}
        />
      </Field>
      <ErrorAlert id={ERROR_ID} message={error} />
      <span>
        <Button type="submit" disabled={pending}>
          Create account
        </Button>
      </span>
    </form>
  );
}
