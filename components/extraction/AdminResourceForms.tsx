'use client';

import { lazy, Suspense, useState } from 'react';
import { fetchJson, isApiError } from '@/lib/platform/browser/fetcher';
import type { ContractView, listCapacityResponse } from '@/lib/systems/extraction/schemas';
import type { z } from 'zod';
import { formatShare } from './choropleth';
import { useCorporationOptions } from '@/lib/systems/game/browser/pickers';
import { ActionButton } from '@/components/ui/Button';
import { Combobox, type ComboboxOption } from '@/components/ui/Combobox';
import { CommandForm } from '@/components/ui/CommandForm';
import { Field, Input } from '@/components/ui/Field';
import { Select } from '@/components/ui/Select';
import { RESOURCE_SELECT_OPTIONS, resourceLabel } from './ResourceOptions';

// Radix Dialog loads with the first over-allocation refusal, not with the page (docs/ui.md).
const OverAllocationDialog = lazy(() =>
  import('./OverAllocationDialog').then((module) => ({ default: module.OverAllocationDialog })),
);

type CapacityList = z.infer<typeof listCapacityResponse>;
type GrantBody = {
  stateId: string;
  corporationId: string;
  resource: string;
  share: number;
  grantedBy: string;
  grantedByLevel: 'state' | 'national';
  force?: boolean;
};

type StateChoice = { stateId: string; stateName: string; countryId: string };

/**
 * The admin's direct grant: state, corporation and resource are picked by name. The granting
 * legislature is the state's own (its code) or the country's (its code), the names the API accepts.
 */
export function GrantForm({ states, onGranted }: { states: StateChoice[]; onGranted: () => void }) {
  const [stateId, setStateId] = useState('');
  const [corporation, setCorporation] = useState<ComboboxOption | null>(null);
  const [resource, setResource] = useState<string>('oil');
  const [sharePct, setSharePct] = useState('10');
  const [level, setLevel] = useState<GrantBody['grantedByLevel']>('state');
  const [pending, setPending] = useState<{ body: GrantBody; text: string } | null>(null);
  // Stays mounted once shown, so Radix closes it as it would any dialog.
  const [dialogShown, setDialogShown] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const state = states.find((s) => s.stateId === stateId);

  async function send(grant: GrantBody) {
    setMessage(null);
    try {
      const result = await fetchJson<{ contract: ContractView; totalShare: number }>(
        '/api/contracts/extraction',
        { method: 'POST', body: grant },
      );
      setPending(null);
      setMessage({
        ok: true,
        text: `Granted: ${result.contract.stateName} ${resourceLabel(result.contract.resource)} is now ${formatShare(result.totalShare)} contracted.`,
      });
      onGranted();
    } catch (error) {
      if (isApiError(error) && error.code === 'EXTRACTION_OVER_ALLOCATED' && !grant.force) {
        setPending({ body: grant, text: error.message });
        setDialogShown(true);
        return;
      }
      setPending(null);
      setMessage({ ok: false, text: isApiError(error) ? error.message : 'The grant failed.' });
    }
  }

  const missing = !state ? 'Pick a state.' : !corporation ? 'Pick a corporation.' : null;
  return (
    <>
      <CommandForm
        title="Grant an extraction contract"
        className="max-w-xl"
        description="An admin grant may over-allocate a state after a confirmation. It counts from the next turn."
        onSubmit={(event) => {
          event.preventDefault();
          if (!state || !corporation) return;
          void send({
            stateId: state.stateId,
            corporationId: corporation.value,
            resource,
            share: Number(sharePct) / 100,
            grantedBy: level === 'state' ? state.stateId : state.countryId,
            grantedByLevel: level,
          });
        }}
      >
        <Field label="State">
          <Select
            value={stateId || undefined}
            onValueChange={setStateId}
            placeholder="Choose a state…"
            options={states.map((s) => ({ value: s.stateId, label: `${s.stateName}, ${s.countryId}` }))}
          />
        </Field>
        <Field label="Corporation">
          <Combobox value={corporation} onChange={setCorporation} useOptions={useCorporationOptions} />
        </Field>
        <Field label="Resource">
          <Select value={resource} onValueChange={setResource} options={RESOURCE_SELECT_OPTIONS} />
        </Field>
        <Field label="Share (%)" hint="Of the state's daily capacity of that resource.">
          <Input
            type="number"
            min="0.1"
            max="100"
            step="0.1"
            value={sharePct}
            onChange={(e) => setSharePct(e.target.value)}
            required
          />
        </Field>
        <Field label="Granted by">
          <Select
            value={level}
            onValueChange={(value) => setLevel(value as GrantBody['grantedByLevel'])}
            options={[
              {
                value: 'state',
                label: state ? `${state.stateName}'s legislature` : "The state's legislature",
              },
              {
                value: 'national',
                label: state ? `The national legislature (${state.countryId})` : 'The national legislature',
              },
            ]}
          />
        </Field>
        <ActionButton id="grant-contract" type="submit" disabledReason={missing}>
          Grant contract
        </ActionButton>
        {message && <p role={message.ok ? 'status' : 'alert'}>{message.text}</p>}
      </CommandForm>
      {dialogShown && (
        <Suspense fallback={null}>
          <OverAllocationDialog
            reason={pending?.text ?? null}
            onConfirm={() => pending && send({ ...pending.body, force: true })}
            onCancel={() => setPending(null)}
          />
        </Suspense>
      )}
    </>
  );
}

export function CapacityForm({ capacity, onSaved }: { capacity: CapacityList; onSaved: () => void }) {
  const states = [...capacity.documents, ...capacity.statesWithoutDocument];
  const [stateId, setStateId] = useState(states[0]?.stateId ?? '');
  const [resource, setResource] = useState('oil');
  const [value, setValue] = useState('0');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const stateName = states.find((s) => s.stateId === stateId)?.stateName ?? stateId;

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setMessage(null);
    try {
      await fetchJson(`/api/admin/resource-capacity/${encodeURIComponent(stateId)}`, {
        method: 'PATCH',
        body: { resources: { [resource]: value === '' ? null : Number(value) } },
      });
      setMessage({ ok: true, text: `Saved ${resourceLabel(resource)} capacity for ${stateName}.` });
      onSaved();
    } catch (error) {
      setMessage({ ok: false, text: isApiError(error) ? error.message : 'The capacity could not be saved.' });
    }
  }

  return (
    <CommandForm title="Set a state's capacity" className="mb-4 max-w-xl" onSubmit={save}>
      <Field label="State">
        <Select
          value={stateId}
          onValueChange={setStateId}
          options={states.map((s) => ({ value: s.stateId, label: `${s.stateName}, ${s.countryId}` }))}
        />
      </Field>
      <Field label="Resource">
        <Select value={resource} onValueChange={setResource} options={RESOURCE_SELECT_OPTIONS} />
      </Field>
      <Field label="Capacity per day" hint="Leave empty to remove the resource from the state.">
        <Input type="number" min="0" step="any" value={value} onChange={(e) => setValue(e.target.value)} />
      </Field>
      <ActionButton type="submit">Save capacity</ActionButton>
      {message && <p role={message.ok ? 'status' : 'alert'}>{message.text}</p>}
    </CommandForm>
  );
}
