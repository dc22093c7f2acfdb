'use client';

import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { fetchJson, isApiError } from '@/lib/platform/browser/fetcher';
import { formatPercent } from '@/lib/platform/browser/format';
import { ActionButton } from '@/components/ui/Button';
import { CommandForm } from '@/components/ui/CommandForm';
import { Field, Input } from '@/components/ui/Field';
import { Select } from '@/components/ui/Select';
import { resourceLabel } from './ResourceOptions';
import { useExtractionDesk } from './use-extraction-desk';

/**
 * A corporation's offer for a share of this state's resource (its CEO or controlling holder).
 * `shareRange` is PLAYER_CONTRACT_SHARE, passed by the server page: its module carries economy.json.
 */
export function OfferForm({
  stateId,
  resources,
  shareRange,
}: {
  stateId: string;
  resources: string[];
  shareRange: readonly [number, number];
}) {
  const { data: desk } = useExtractionDesk(stateId);
  const mine = desk?.myCorporations ?? [];
  const [chosen, setChosen] = useState('');
  const corporationId = chosen || mine[0]?.id || '';
  const [resource, setResource] = useState(resources[0] ?? '');
  const [percent, setPercent] = useState('10');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const { mutate } = useSWRConfig();
  const [min, max] = shareRange;

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
    <CommandForm
      title="Offer for an extraction contract"
      className="max-w-xl"
      description="The state's legislature accepts or rejects it; an accepted contract counts from the next turn."
      onSubmit={submit}
    >
      <Field label="Your corporation">
        <Select
          value={corporationId}
          onValueChange={setChosen}
          options={mine.map((c) => ({ value: c.id, label: c.name }))}
        />
      </Field>
      <Field label="Resource">
        <Select
          value={resource}
          onValueChange={setResource}
          options={resources.map((key) => ({ value: key, label: resourceLabel(key) }))}
        />
      </Field>
      <Field
        label="Share of capacity (%)"
        hint={`From ${formatPercent(min, 1)} to ${formatPercent(max, 1)} of the state's daily capacity.`}
      >
        <Input
          type="number"
          min={min * 100}
          max={max * 100}
          step="0.1"
          value={percent}
          onChange={(e) => setPercent(e.target.value)}
          required
        />
      </Field>
      <ActionButton type="submit" disabledReason={resource ? null : 'Pick a resource.'}>
        Send offer
      </ActionButton>
      {message && <p role={message.ok ? 'status' : 'alert'}>{message.text}</p>}
    </CommandForm>
  );
}
