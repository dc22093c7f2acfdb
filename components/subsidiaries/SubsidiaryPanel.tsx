'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { subsidiaryActions } from '@/lib/systems/game/client/api';
import { getJson, isRetryableError } from '@/lib/platform/client/fetcher';
import { POLL_INTERVAL_MS, refreshClientStatus } from '@/lib/systems/game/client/hooks';
import type { SubsidiaryPanel as PanelData } from '@/lib/systems/subsidiaries/get-subsidiary-panel';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { StatusMessage } from '@/components/ui/StatusMessage';
import styles from '@/components/corporations/corporations.module.css';
import { Button } from '@/components/ui/Button';
import { Combobox, type ComboboxOption } from '@/components/ui/Combobox';
import { Field } from '@/components/ui/Field';
import { useCharacterOptions } from '@/lib/systems/game/client/pickers';

/** Appoint a subsidiary's CEO: a character picked by name, or (none picked) a non-player caretaker. */
function AppointCeoForm({
  onAppoint,
}: {
  onAppoint: (choice: ComboboxOption | null) => (event: FormEvent<HTMLFormElement>) => Promise<void>;
}) {
  const [choice, setChoice] = useState<ComboboxOption | null>(null);
  return (
    <form aria-label="Appoint CEO" onSubmit={(event) => onAppoint(choice)(event)} className="grid gap-2">
      <Field label="New CEO" hint="Search by name; leave empty to appoint a non-player caretaker.">
        <Combobox value={choice} onChange={setChoice} useOptions={useCharacterOptions} />
      </Field>
      <span className="flex flex-wrap gap-2">
        <Button type="submit">{choice ? `Appoint ${choice.label}` : 'Appoint caretaker CEO'}</Button>
        {choice && (
          <Button variant="ghost" onClick={() => setChoice(null)}>
            Clear
          </Button>
        )}
      </span>
    </form>
  );
}

/**
 * Subsidiary status for everyone, and the management forms for the CEO of the controlling parent
 * (formalize before, the four parent commands after) and for a corporation's own CEO (spin-off).
 * Limits and cooldowns are shown before submitting; refusals show the server's message.
 */
export function SubsidiaryPanel({
  corporationId,
  onChange,
}: {
  corporationId: string;
  onChange: () => void;
}) {
  const key = `/api/corporations/${encodeURIComponent(corporationId)}/subsidiary`;
  const { data, mutate } = useSWR<PanelData, Error>(key, getJson, {
    refreshInterval: POLL_INTERVAL_MS,
    shouldRetryOnError: isRetryableError,
  });
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!data?.found || !data.corporation) return null;
  const { viewer, spinOff, turn } = data;
  const subsidiaryId = data.corporation.id;

  const run = (action: () => Promise<string>) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setStatus(null);
    try {
      setStatus(await action());
      await mutate();
      onChange();
      void refreshClientStatus();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  };
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
            {data.pendingDivestiture.sectorTypes.join(', ')} by turn {data.pendingDivestiture.dueTurn}
          </li>
        )}
      </ul>
      <StatusMessage message={status} />
      <ErrorAlert message={error} />

      {canManage && viewer && (
        <div className={styles.controls} aria-label="Subsidiary management">
          {viewer.canFormalize && data.controller && (
            <form
              aria-label="Formalize subsidiary"
              onSubmit={run(async () => {
                const r = await subsidiaryActions.formalize(subsidiaryId, data.controller!.id);
                return `Formalized at turn ${r.subsidiaryFormalizedAtTurn}.`;
              })}
            >
              <p>Your corporation {data.controller.name} controls this one.</p>
              <button type="submit">Formalize subsidiary</button>
            </form>
          )}
          {viewer.isAuthorizedParent && (
            <>
              <form
                aria-label="Inject capital"
                onSubmit={(event) => {
                  const amount = Number(form(event).get('amount'));
                  return run(async () => {
                    const r = await subsidiaryActions.injectCapital(subsidiaryId, amount);
                    return `Injected ${r.amount} ${r.currencyCode} (received ${r.receivedAmount} ${r.receivedCurrencyCode}).`;
                  })(event);
                }}
              >
                <label>
                  Capital injection ({data.controller?.currencyCode}, at most{' '}
                  {viewer.maxInjection.toLocaleString()})
                  <input
                    name="amount"
                    type="number"
                    min={0.01}
                    step={0.01}
                    max={viewer.maxInjection}
                    required
                  />
                </label>
                <small>
                  {viewer.injectionReadyAtTurn > turn
                    ? `On cooldown until turn ${viewer.injectionReadyAtTurn}`
                    : 'Available now; then once every 24 turns'}
                </small>
                <button type="submit">Inject capital</button>
              </form>
              <form
                aria-label="Set dividend floor"
                onSubmit={(event) => {
                  const floorPct = Number(form(event).get('floorPct'));
                  return run(async () => {
                    const r = await subsidiaryActions.setDividendFloor(subsidiaryId, floorPct);
                    return `Dividend floor set to ${r.parentDividendFloorPct}%.`;
                  })(event);
                }}
              >
                <label>
                  Dividend floor (%, 0 to {viewer.maxDividendFloorPct})
                  <input
                    name="floorPct"
                    type="number"
                    min={0}
                    max={viewer.maxDividendFloorPct}
                    step={0.01}
                    required
                  />
                </label>
                <button type="submit">Set dividend floor</button>
              </form>
              <AppointCeoForm
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
              <form
                aria-label="Release subsidiary"
                onSubmit={(event) => {
                  const dismiss = form(event).get('dismissCaretaker') === 'on';
                  return run(async () => {
                    await subsidiaryActions.release(subsidiaryId, dismiss);
                    return 'Subsidiary released.';
                  })(event);
                }}
              >
                <label>
                  <input name="dismissCaretaker" type="checkbox" /> Dismiss the caretaker CEO
                </label>
                <small>
                  {viewer.releaseReadyAtTurn !== null && viewer.releaseReadyAtTurn > turn
                    ? `Release possible from turn ${viewer.releaseReadyAtTurn}`
                    : 'Release possible now'}
                </small>
                <button type="submit">Release subsidiary</button>
              </form>
            </>
          )}
        </div>
      )}

      {spinOff && !spinOff.allowed && data.enabled && (
        <p>Spin-off needs a private, non-subsidiary corporation with at least two sector types.</p>
      )}
      {spinOff?.allowed && (
        <form
          aria-label="Spin off a sector"
          onSubmit={(event) => {
            const data = form(event);
            const body = {
              sectorType: String(data.get('sectorType')),
              name: String(data.get('name')),
              appointedCeoType: 'npp' as const,
            };
            return run(async () => {
              const r = await subsidiaryActions.spinOff(subsidiaryId, body);
              return `Spun off ${r.corporation.name} (#${r.corporation.sequentialId}).`;
            })(event);
          }}
        >
          <h3>Spin off a sector</h3>
          <p>
            Costs {spinOff.baseCost.toLocaleString()} plus {spinOff.costPerSector.toLocaleString()} per
            operation moved; once every 168 turns.{' '}
            {spinOff.readyAtTurn > turn ? `On cooldown until turn ${spinOff.readyAtTurn}.` : 'Available now.'}
          </p>
          <label>
            Sector type
            <select name="sectorType" required>
              {spinOff.sectors.map((s) => (
                <option key={s.sectorType} value={s.sectorType}>
                  {s.sectorType} ({s.operations} operations)
                </option>
              ))}
            </select>
          </label>
          <label>
            New corporation name
            <input name="name" type="text" minLength={3} maxLength={60} required />
          </label>
          <button type="submit">Spin off</button>
        </form>
      )}
    </section>
  );
}
