'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { subsidiaryActions } from '@/lib/systems/game/browser/corporation-commands';
import { refreshClientStatus } from '@/lib/systems/game/browser/session';
import { humanizeKey } from '@/lib/systems/policy/key-labels';
import { SUBSIDIARY } from '@/lib/systems/subsidiaries/constants';
import type { SubsidiaryPanel as PanelData } from '@/lib/systems/subsidiaries/get-subsidiary-panel';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { StatusMessage } from '@/components/ui/StatusMessage';
import { formatCount, formatMoney } from '@/lib/platform/browser/format';
import { ActionButton, Button } from '@/components/ui/Button';
import { CommandForm, CommandGrid } from '@/components/ui/CommandForm';
import { Select } from '@/components/ui/Select';
import { Combobox, type ComboboxOption } from '@/components/ui/Combobox';
import { Checkbox, Field, Input } from '@/components/ui/Field';
import { useCharacterOptions } from '@/lib/systems/game/browser/pickers';

const SUBSIDIARY_INJECTION_COOLDOWN = SUBSIDIARY.capitalInjection.cooldownTurns;
const SPIN_OFF_COOLDOWN = SUBSIDIARY.spinOff.cooldownTurns;

/** Appoint a subsidiary's CEO: a character picked by name, or (none picked) a non-player caretaker. */
function AppointCeoForm({
  pending,
  onAppoint,
}: {
  pending: boolean;
  onAppoint: (choice: ComboboxOption | null) => (event: FormEvent<HTMLFormElement>) => Promise<void>;
}) {
  const [choice, setChoice] = useState<ComboboxOption | null>(null);
  return (
    <CommandForm title="Appoint CEO" onSubmit={(event) => onAppoint(choice)(event)}>
      <Field label="New CEO" hint="Search by name; leave empty to appoint a non-player caretaker.">
        <Combobox value={choice} onChange={setChoice} useOptions={useCharacterOptions} />
      </Field>
      <span className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {choice ? `Appoint ${choice.label}` : 'Appoint caretaker CEO'}
        </Button>
        {choice && (
          <Button variant="ghost" onClick={() => setChoice(null)}>
            Clear
          </Button>
        )}
      </span>
    </CommandForm>
  );
}

type SpinOffTerms = NonNullable<PanelData['spinOff']>;

/** Spin one sector type off into a new corporation, its cost growing with the operations it moves. */
function SpinOffForm({
  spinOff,
  turn,
  currencyCode,
  pending,
  onSpinOff,
}: {
  spinOff: SpinOffTerms;
  turn: number;
  currencyCode: string;
  pending: boolean;
  onSpinOff: (body: {
    sectorType: string;
    name: string;
    appointedCeoType: 'npp';
  }) => (event: FormEvent<HTMLFormElement>) => Promise<void>;
}) {
  const [sectorType, setSectorType] = useState(spinOff.sectors[0]?.sectorType ?? '');
  const [name, setName] = useState('');
  const sector = spinOff.sectors.find((s) => s.sectorType === sectorType);
  const cost = spinOff.baseCost + spinOff.costPerSector * (sector?.operations ?? 0);
  return (
    <CommandForm
      title="Spin off a sector"
      description={`Moves one sector type into a new corporation. Costs ${formatMoney(spinOff.baseCost, currencyCode)} plus ${formatMoney(spinOff.costPerSector, currencyCode)} per operation moved, from this corporation's cash; once every ${SPIN_OFF_COOLDOWN} turns.`}
      className="max-w-2xl"
      onSubmit={onSpinOff({ sectorType, name: name.trim(), appointedCeoType: 'npp' })}
    >
      <Field label="Sector type">
        <Select
          value={sectorType}
          onValueChange={setSectorType}
          options={spinOff.sectors.map((s) => ({
            value: s.sectorType,
            label: `${s.label} (${formatCount(s.operations, 'operation')})`,
          }))}
        />
      </Field>
      <Field label="New corporation name" hint="3 to 60 characters.">
        <Input
          name="name"
          type="text"
          minLength={3}
          maxLength={60}
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </Field>
      <ActionButton
        id="spin-off"
        type="submit"
        disabled={pending || !sector}
        cost={formatMoney(cost, currencyCode)}
        disabledReason={spinOff.readyAtTurn > turn ? `On cooldown until turn ${spinOff.readyAtTurn}.` : null}
      >
        Spin off
      </ActionButton>
    </CommandForm>
  );
}

/**
 * Subsidiary status for everyone, and the management forms for the CEO of the controlling parent
 * (formalize before, the four parent commands after) and for a corporation's own CEO (spin-off).
 * Limits and cooldowns are shown before submitting; refusals show the server's message.
 */
export function SubsidiaryPanelBody({
  data,
  mutate,
  onChange,
}: {
  data: PanelData;
  /** Re-reads the panel's data. */
  mutate: () => Promise<unknown>;
  onChange: () => void;
}) {
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  if (!data.found || !data.corporation) return null;
  const { viewer, spinOff, turn } = data;
  const subsidiaryId = data.corporation.id;

  const run = (action: () => Promise<string>) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setStatus(null);
    setPending(true);
    try {
      setStatus(await action());
      await mutate();
      onChange();
      void refreshClientStatus();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setPending(false);
    }
  };
  const parentCurrency = data.controller?.currencyCode ?? data.corporation.currencyCode;
  const form = (event: FormEvent<HTMLFormElement>) => new FormData(event.currentTarget);
  const showStatus =
    data.controller || data.formalizedAtTurn !== null || data.isSpinOff || data.pendingDivestiture;
  const canManage = viewer && (viewer.canFormalize || viewer.isAuthorizedParent);
  if (!showStatus && !spinOff) return null;

  return (
    <section aria-labelledby="subsidiary-heading">
      <h2 id="subsidiary-heading">Subsidiary</h2>
      {!data.enabled && <p>Subsidiary corporations are switched off in this world.</p>}
      <ul>
        {data.controller && (
          <li>
            Controlled (more than 50% of the votes) by{' '}
            <Link href={`/corporations/${data.controller.sequentialId}`}>{data.controller.name}</Link> (
            <Link href={`/corporations/${data.controller.sequentialId}/group`}>group</Link>)
          </li>
        )}
        <li>
          {data.formalizedAtTurn !== null
            ? `Formalized subsidiary since turn ${data.formalizedAtTurn}`
            : 'Not a formalized subsidiary'}
        </li>
        {data.isSpinOff && <li>Spun off at turn {data.spunOffAtTurn}</li>}
        {data.dividendFloor && (
          <li>
            Parent dividend floor: {data.dividendFloor.pct}% (
            {data.dividendFloor.honoured ? 'honoured' : 'not honoured'})
          </li>
        )}
        {data.caretaker && <li>A caretaker CEO installed by the parent holds the seat.</li>}
        {data.pendingDivestiture && (
          <li>
            Pending divestiture: {data.pendingDivestiture.reason} — shed{' '}
            {data.pendingDivestiture.sectorTypes.map(humanizeKey).join(', ')} by turn{' '}
            {data.pendingDivestiture.dueTurn}
          </li>
        )}
      </ul>
      <StatusMessage message={status} />
      <ErrorAlert message={error} />

      {canManage && viewer && (
        <CommandGrid aria-label="Subsidiary management">
          {viewer.canFormalize && data.controller && (
            <CommandForm
              title="Formalize subsidiary"
              description={`Your corporation ${data.controller.name} controls this one. Formalizing lets it inject capital, set a dividend floor and appoint the CEO.`}
              onSubmit={run(async () => {
                const r = await subsidiaryActions.formalize(subsidiaryId, data.controller!.id);
                return `Formalized at turn ${r.subsidiaryFormalizedAtTurn}.`;
              })}
            >
              <ActionButton type="submit" disabled={pending}>
                Formalize subsidiary
              </ActionButton>
            </CommandForm>
          )}
          {viewer.isAuthorizedParent && (
            <>
              <CommandForm
                title="Inject capital"
                description={`From ${data.controller?.name ?? 'the parent'}'s cash, at most a quarter of it; once every ${SUBSIDIARY_INJECTION_COOLDOWN} turns.`}
                onSubmit={(event) => {
                  const amount = Number(form(event).get('amount'));
                  return run(async () => {
                    const r = await subsidiaryActions.injectCapital(subsidiaryId, amount);
                    return `Injected ${formatMoney(r.amount, r.currencyCode)} (received ${formatMoney(r.receivedAmount, r.receivedCurrencyCode)}).`;
                  })(event);
                }}
              >
                <Field
                  label={`Amount (${parentCurrency})`}
                  hint={`You can inject at most ${formatMoney(viewer.maxInjection, parentCurrency)}.`}
                >
                  <Input
                    name="amount"
                    type="number"
                    min={0.01}
                    step={0.01}
                    max={viewer.maxInjection}
                    required
                  />
                </Field>
                <ActionButton
                  id="inject-capital"
                  type="submit"
                  disabled={pending}
                  disabledReason={
                    viewer.injectionReadyAtTurn > turn
                      ? `On cooldown until turn ${viewer.injectionReadyAtTurn}.`
                      : viewer.maxInjection <= 0
                        ? `${data.controller?.name ?? 'The parent'} has no cash to inject.`
                        : null
                  }
                >
                  Inject capital
                </ActionButton>
              </CommandForm>
              <CommandForm
                title="Set dividend floor"
                description="The least dividend rate this corporation must pay its parent."
                onSubmit={(event) => {
                  const floorPct = Number(form(event).get('floorPct'));
                  return run(async () => {
                    const r = await subsidiaryActions.setDividendFloor(subsidiaryId, floorPct);
                    return `Dividend floor set to ${r.parentDividendFloorPct}%.`;
                  })(event);
                }}
              >
                <Field label="Dividend floor (%)" hint={`From 0 to ${viewer.maxDividendFloorPct}.`}>
                  <Input
                    name="floorPct"
                    type="number"
                    min={0}
                    max={viewer.maxDividendFloorPct}
                    step={0.01}
                    required
                  />
                </Field>
                <ActionButton type="submit" disabled={pending}>
                  Set dividend floor
                </ActionButton>
              </CommandForm>
              <AppointCeoForm
                pending={pending}
                onAppoint={(choice) =>
                  run(async () => {
                    await subsidiaryActions.appointCeo(
                      subsidiaryId,
                      choice ? { ceoType: 'character', characterId: choice.value } : { ceoType: 'npp' },
                    );
                    return choice ? `${choice.label} appointed CEO.` : 'Caretaker CEO appointed.';
                  })
                }
              />
              <CommandForm
                title="Release subsidiary"
                description="Ends the formal tie; the parent keeps its shares."
                onSubmit={(event) => {
                  const dismiss = form(event).get('dismissCaretaker') === 'on';
                  return run(async () => {
                    await subsidiaryActions.release(subsidiaryId, dismiss);
                    return 'Subsidiary released.';
                  })(event);
                }}
              >
                <Checkbox name="dismissCaretaker" label="Dismiss the caretaker CEO" />
                <ActionButton
                  id="release-subsidiary"
                  type="submit"
                  variant="danger"
                  disabled={pending}
                  disabledReason={
                    viewer.releaseReadyAtTurn !== null && viewer.releaseReadyAtTurn > turn
                      ? `Release possible from turn ${viewer.releaseReadyAtTurn}.`
                      : null
                  }
                >
                  Release subsidiary
                </ActionButton>
              </CommandForm>
            </>
          )}
        </CommandGrid>
      )}

      {spinOff && !spinOff.allowed && data.enabled && (
        <p>Spin-off needs a private, non-subsidiary corporation with at least two sector types.</p>
      )}
      {spinOff?.allowed && (
        <SpinOffForm
          spinOff={spinOff}
          turn={turn}
          currencyCode={data.corporation.currencyCode}
          pending={pending}
          onSpinOff={(body) =>
            run(async () => {
              const r = await subsidiaryActions.spinOff(subsidiaryId, body);
              return `Spun off ${r.corporation.name}.`;
            })
          }
        />
      )}
    </section>
  );
}
