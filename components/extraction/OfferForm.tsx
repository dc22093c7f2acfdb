'use client';

import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { fetchJson, isApiError } from '@/lib/platform/client/fetcher';
import { PLAYER_CONTRACT_SHARE } from '@/lib/systems/extraction/constants';
import { Button } from '@/components/ui/Button';
import styles from './extraction.module.css';
import { useExtractionDesk } from './use-extraction-desk';

/** A corporation's offer for a share of this state's resource (its CEO or controlling holder). */
export function OfferForm({ stateId, resources }: { stateId: string; resources: string[] }) {
  const ids = { corporation: useId(), resource: useId(), share: useId() };
  const { data: desk } = useExtractionDesk(stateId);
  const mine = desk?.myCorporations ?? [];
  const [chosen, setChosen] = useState('');
  const corporationId = chosen || mine[0]?.id || '';
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
  if (!desk) return <p aria-busy="true">Loading your corporations…</p>;
  if (mine.length === 0) {
    return <p>Only a corporation&apos;s CEO can make an offer, and you run no corporation.</p>;
  }
  return (
    <form className={styles.form} onSubmit={submit} aria-label="Offer for an extraction contract">
      <label htmlFor={ids.corporation}>
        Your corporation
        <select id={ids.corporation} value={corporationId} onChange={(e) => setChosen(e.target.value)}>
          {mine.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={ids.resource}>
        Resource
        <select id={ids.resource} value={resource} onChange={(e) => setResource(e.target.value)}>
          {resources.map((key) => (
            <option key={key} value={key}>
              {key.replaceAll('_', ' ')}
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
      <Button type="submit">Send offer</Button>
      {message && <p role={message.ok ? 'status' : 'alert'}>{message.text}</p>}
    </form>
  );
}
