'use client';

import Link from 'next/link';
import { lazy, Suspense, useState } from 'react';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { errorMessage } from '@/components/ui/error-message';
import { useApiKeys } from '@/lib/systems/game/browser/account-reads';
import type { CreatedApiKey } from '@/lib/systems/game/browser/types';
import { ApiKeysTable } from './ApiKeysTable';
import { CreateApiKeyForm } from './CreateApiKeyForm';
import { MAX_ACTIVE_KEYS_PER_SCOPE } from '@/lib/platform/auth/constants';

// The new key's notice (with its first-call snippets) loads with the first key made on this page.
const NewApiKeyNotice = lazy(() =>
  import('./NewApiKeyNotice').then((module) => ({ default: module.NewApiKeyNotice })),
);

export function ApiKeysSection() {
  const { data, error, mutate } = useApiKeys(true);
  const [newKey, setNewKey] = useState<CreatedApiKey | null>(null);

  function handleCreated(key: CreatedApiKey) {
    setNewKey(key);
    void mutate();
  }

  return (
    <section className="card" aria-labelledby="api-keys-heading">
      <h2 id="api-keys-heading">API keys</h2>
      <p>
        Keys let scripts and bots use the <Link href="/docs">public API</Link> as you. A{' '}
        <strong>public</strong> key can only read; a <strong>private</strong> key can also transfer funds and
        trade currency, so keep it secret. You can have up to {MAX_ACTIVE_KEYS_PER_SCOPE} active keys of each
        scope.
      </p>

      <CreateApiKeyForm onCreated={handleCreated} />
      {newKey && (
        <Suspense fallback={null}>
          <NewApiKeyNotice apiKey={newKey} onDismiss={() => setNewKey(null)} />
        </Suspense>
      )}

      <h3>Your keys</h3>
      {error && !data ? (
        <ErrorAlert message={errorMessage(error, 'Could not load your API keys.')} />
      ) : data ? (
        <ApiKeysTable keys={data.keys} onChanged={() => void mutate()} />
      ) : (
        <p className="muted">Loading keys…</p>
      )}
    </section>
  );
}
