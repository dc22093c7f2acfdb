'use client';

import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { StatusMessage } from '@/components/ui/StatusMessage';
import { errorMessage } from '@/components/ui/error-message';
import { refreshClientStatus } from '@/lib/systems/game/browser/session';
import { proposeBill, type LegislatorContext } from '@/lib/systems/game/browser/legislation';
import { formatCount } from '@/lib/platform/browser/format';
import { ActionButton } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { NativeSelect } from '@/components/ui/NativeSelect';

/** The propose control for a legislator: a type, one of its options, and a state for state-level types. */
export function ProposeBillForm({
  context,
  onProposed,
}: {
  context: LegislatorContext;
  onProposed: () => void;
}) {
  const [typeId, setTypeId] = useState(context.types[0]?.id ?? '');
  const [optionIndex, setOptionIndex] = useState(0);
  const [stateId, setStateId] = useState(context.legislator?.stateId ?? context.states[0] ?? '');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const type = context.types.find((t) => t.id === typeId);
  const actions = context.legislator?.actions ?? null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setStatus(null);
    setFailure(null);
    try {
      const result = await proposeBill({
        legislationTypeId: typeId,
        optionIndex,
        ...(type && !type.nationalOnly ? { stateId } : {}),
      });
      setStatus(`Proposed “${result.bill.title}”. ${result.actions} actions left.`);
      onProposed();
    } catch (caught) {
      setFailure(errorMessage(caught, 'Could not propose the bill.'));
    } finally {
      setBusy(false);
      await refreshClientStatus();
    }
  }

  return (
    <form onSubmit={submit} aria-labelledby="propose-heading" className="card">
      <h2 id="propose-heading">Propose a bill in the {context.legislator?.chamber}</h2>
      <div className="flex flex-wrap items-end gap-4">
        <Field label="Subject">
          <NativeSelect
            value={typeId}
            onChange={(e) => {
              setTypeId(e.target.value);
              setOptionIndex(0);
            }}
          >
            {context.types.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
                {t.nationalOnly ? '' : ' (state)'}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Option">
          <NativeSelect value={optionIndex} onChange={(e) => setOptionIndex(Number(e.target.value))}>
            {type?.options.map((o) => (
              <option key={o.index} value={o.index}>
                {o.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {type && !type.nationalOnly ? (
          <Field label="State">
            <NativeSelect value={stateId} onChange={(e) => setStateId(e.target.value)}>
              {context.states.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </NativeSelect>
          </Field>
        ) : null}
        <ActionButton
          id="propose-bill"
          type="submit"
          disabled={busy || !typeId}
          cost={formatCount(context.proposeCost, 'action')}
          disabledReason={
            actions !== null && actions < context.proposeCost
              ? `You have ${formatCount(actions, 'action')}.`
              : null
          }
        >
          Propose
        </ActionButton>
      </div>
      <StatusMessage message={status} />
      <ErrorAlert message={failure} />
    </form>
  );
}
