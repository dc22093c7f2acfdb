'use client';

import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { fetchJson, isApiError } from '@/lib/platform/client/fetcher';
import { PLAYER_CONTRACT_SHARE } from '@/lib/systems/extraction/constants';
import styles from './extraction.module.css';

/** A corporation's offer for a share of this state's resource (its CEO or controlling holder). */
export function OfferForm({
  stateId,
  resources,
  corporations,
}: {
  stateId: string;
  resources: string[];
  corporations: { id: string; name: string }[];
}) {
  const ids = { corporation: useId(), resource: useId(), share: useId(), list: useId() };
  const [corporationId, setCorporationId] = useState('');
  const [resource, setResource] = useState(resources[0] ?? '');
  const [percent, setPercent] = useState('10');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const { mutate } = useSWRConfig();
  const [min, max] = PLAYER_CONTRACT_SHARE;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setMessage(null);
    try {
      await fetchJson('/api/contracts/extraction/offers', {
        method: 'POST',
        body: { corporationId: corporationId.trim(), stateId, resource, share: Number(percent) / 100 },
      });
      setMessage({ ok: true, text: 'Offer sent. The state will accept or reject it.' });
      await mutate((key) => typeof key === 'string' && key.startsWith('/api/contracts/extraction/offers'));
    } catch (error) {
      setMessage({ ok: false, text: isApiError(error) ? error.message : 'The offer could not be sent.' });
    }
  }

  if (resources.length === 0) return <p>This state has no extraction capacity to offer for.</p>;
  return (
    <form className={styles.form} onSubmit={submit} aria-label="Offer for an extraction contract">
      <label htmlFor={ids.corporation}>
        Corporation id (you must be its CEO or controlling holder)
        <input
          id={ids.corporation}
          list={ids.list}
          value={corporationId}
          onChange={(e) => setCorporationId(e.target.value)}
          required
          pattern="[0-9a-f]{24}"
        />
        <datalist id={ids.list}>
          {corporations.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </datalist>
      </label>
      <label htmlFor={ids.resource}>
        Resource
        <select id={ids.resource} value={resource} onChange={(e) => setResource(e.target.value)}>
          {resources.map((key) => (
            <option key={key} value={key}>
              {key.replace('_', ' ')}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={ids.share}>
        Share of capacity (%)
        <input
          id={ids.share}
          type="number"
          min={min * 100}
          max={max * 100}
          step="0.1"
          value={percent}
          onChange={(e) => setPercent(e.target.value)}
          required
        />
      </label>
      <button type="submit">Send offer</button>
      {message && <p role={message.ok ? 'status' : 'alert'}>{message.text}</p>}
    </form>
  );
}
