'use client';

import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { errorMessage } from '@/components/ui/error-message';
import { createApiKey } from '@/lib/systems/game/browser/api';
import type { ApiKeyScope, CreatedApiKey } from '@/lib/systems/game/browser/types';
import { API_KEY_NAME_MAX_LENGTH } from '@/lib/platform/auth/constants';
import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Field';
import { NativeSelect } from '@/components/ui/NativeSelect';

/** Matches the server's limit so the browser stops the user before a round trip. */

export function CreateApiKeyForm({ onCreated }: { onCreated: (key: CreatedApiKey) => void }) {
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('public');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const { key } = await createApiKey({ scope, name: name.trim() });
      setName('');
      onCreated(key);
    } catch (failure) {
      setError(errorMessage(failure, 'Could not create the key.'));
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="form form--inline" onSubmit={handleSubmit} aria-labelledby="create-key-heading">
      <h3 id="create-key-heading">Create a key</h3>
      <div className="form__row">
        <div className="field">
          <label htmlFor="api-key-name">Key name</label>
          <Input
            id="api-key-name"
            name="name"
            type="text"
            autoComplete="off"
            required
            maxLength={API_KEY_NAME_MAX_LENGTH}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="api-key-scope">Scope</label>
          <NativeSelect
            id="api-key-scope"
            name="scope"
            value={scope}
            onChange={(event) => setScope(event.target.value === 'private' ? 'private' : 'public')}
          >
            <option value="public">Public</option>
            <option value="private">Private</option>
          </NativeSelect>
        </div>
        <Button type="submit" disabled={pending}>
          Create key
        </Button>
      </div>
      <ErrorAlert message={error} />
    </form>
  );
}
