'use client';

import { useEffect, useId, useRef, useState } from 'react';
import useSWR from 'swr';
import { fetchJson, getJson, isApiError } from '@/lib/platform/client/fetcher';
import { EXTRACTION_RESOURCES } from '@/lib/systems/extraction/constants';
import type { ContractView, listCapacityResponse } from '@/lib/systems/extraction/schemas';
import type { z } from 'zod';
import { formatShare, formatUnits } from './choropleth';
import styles from './extraction.module.css';
import { ResourceOptions, resourceLabel } from './ResourceOptions';

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

/** Admin: grant contracts (with the over-allocation confirmation), revoke them, and edit capacity. */
export function AdminResourcesView() {
  const contracts = useSWR<{ count: number; contracts: ContractView[] }, Error>(
    '/api/contracts/extraction',
    getJson,
  );
  const capacity = useSWR<CapacityList, Error>('/api/admin/resource-capacity', getJson);
  const [message, setMessage] = useState<string | null>(null);

  async function revoke(id: string) {
    setMessage(null);
    try {
      await fetchJson(`/api/contracts/extraction/${id}`, { method: 'DELETE' });
      setMessage('Contract revoked; it stops counting from the next turn.');
      await contracts.mutate();
    } catch (error) {
      setMessage(isApiError(error) ? error.message : 'The contract could not be revoked.');
    }
  }

  if (capacity.error) return <p role="alert">{capacity.error.message}</p>;
  return (
    <>
      <h2>Grant a contract</h2>
      <GrantForm onGranted={() => contracts.mutate()} />

      <h2>Active contracts</h2>
      {message && <p role="status">{message}</p>}
      {!contracts.data ? (
        <p aria-busy="true">Loading contracts…</p>
      ) : contracts.data.count === 0 ? (
        <p>No active contracts.</p>
      ) : (
        <div className="table-scroll" tabIndex={0}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">State</th>
                <th scope="col">Corporation</th>
                <th scope="col">Resource</th>
                <th scope="col">Share</th>
                <th scope="col">Granted</th>
                <th scope="col">Revoke</th>
              </tr>
            </thead>
            <tbody>
              {contracts.data.contracts.map((c) => (
                <tr key={c.id}>
                  <th scope="row">{c.stateName}</th>
                  <td>{c.corporationName}</td>
                  <td>{resourceLabel(c.resource)}</td>
                  <td>{formatShare(c.share)}</td>
                  <td>
                    turn {c.grantedTurn} by {c.grantedBy}
                  </td>
                  <td>
                    <button
                      type="button"
                      onClick={() => revoke(c.id)}
                      aria-label={`Revoke ${c.corporationName}'s ${resourceLabel(c.resource)} contract in ${c.stateName}`}
                    >
                      Revoke
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h2>Capacity</h2>
      {capacity.data && <CapacityForm capacity={capacity.data} onSaved={() => capacity.mutate()} />}
      {!capacity.data ? (
        <p aria-busy="true">Loading capacity…</p>
      ) : (
        <div className="table-scroll" role="region" aria-label="Capacity documents" tabIndex={0}>
          <table className="table">
            <caption>
              Capacity per day; {capacity.data.statesWithoutDocument.length} states have no document
              (uncapped): {capacity.data.statesWithoutDocument.map((s) => s.stateId).join(', ')}
            </caption>
            <thead>
              <tr>
                <th scope="col">State</th>
                {EXTRACTION_RESOURCES.map((key) => (
                  <th scope="col" key={key}>
                    {resourceLabel(key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {capacity.data.documents.map((d) => (
                <tr key={d.stateId}>
                  <th scope="row">
                    {d.stateName} ({d.stateId})
                  </th>
                  {EXTRACTION_RESOURCES.map((key) => (
                    <td key={key}>{d.resources[key] === undefined ? '—' : formatUnits(d.resources[key]!)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

function GrantForm({ onGranted }: { onGranted: () => void }) {
  const ids = {
    state: useId(),
    corporation: useId(),
    resource: useId(),
    share: useId(),
    by: useId(),
    level: useId(),
    dialogTitle: useId(),
  };
  const [body, setBody] = useState<GrantBody>({
    stateId: '',
    corporationId: '',
    resource: 'oil',
    share: 0.1,
    grantedBy: '',
    grantedByLevel: 'state',
  });
  const [pending, setPending] = useState<{ body: GrantBody; text: string } | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (pending && dialog.current && !dialog.current.open) dialog.current.showModal();
    if (!pending && dialog.current?.open) dialog.current.close();
  }, [pending]);

  async function send(grant: GrantBody) {
    setMessage(null);
    try {
      const result = await fetchJson<{ contract: ContractView; totalShare: number }>(
        '/api/contracts/extraction',
        {
          method: 'POST',
          body: grant,
        },
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
        return;
      }
      setPending(null);
      setMessage({ ok: false, text: isApiError(error) ? error.message : 'The grant failed.' });
    }
  }

  const set = <K extends keyof GrantBody>(key: K, value: GrantBody[K]) =>
    setBody((b) => ({ ...b, [key]: value }));
  return (
    <>
      <form
        className={styles.form}
        aria-label="Grant an extraction contract"
        onSubmit={(event) => {
          event.preventDefault();
          void send({
            ...body,
            stateId: body.stateId.trim().toUpperCase(),
            corporationId: body.corporationId.trim(),
          });
        }}
      >
        <label htmlFor={ids.state}>
          State id
          <input
            id={ids.state}
            value={body.stateId}
            onChange={(e) => set('stateId', e.target.value)}
            required
          />
        </label>
        <label htmlFor={ids.corporation}>
          Corporation id
          <input
            id={ids.corporation}
            value={body.corporationId}
            onChange={(e) => set('corporationId', e.target.value)}
            required
          />
        </label>
        <label htmlFor={ids.resource}>
          Resource
          <select id={ids.resource} value={body.resource} onChange={(e) => set('resource', e.target.value)}>
            <ResourceOptions />
          </select>
        </label>
        <label htmlFor={ids.share}>
          Share (%)
          <input
            id={ids.share}
            type="number"
            min="0.1"
            max="100"
            step="0.1"
            value={Math.round(body.share * 1000) / 10}
            onChange={(e) => set('share', Number(e.target.value) / 100)}
            required
          />
        </label>
        <label htmlFor={ids.by}>
          Granted by (state office id such as us-governor, or a chamber id)
          <input
            id={ids.by}
            value={body.grantedBy}
            onChange={(e) => set('grantedBy', e.target.value)}
            required
          />
        </label>
        <label htmlFor={ids.level}>
          Level
          <select
            id={ids.level}
            value={body.grantedByLevel}
            onChange={(e) => set('grantedByLevel', e.target.value as GrantBody['grantedByLevel'])}
          >
            <option value="state">State</option>
            <option value="national">National</option>
          </select>
        </label>
        <button type="submit">Grant contract</button>
        {message && <p role={message.ok ? 'status' : 'alert'}>{message.text}</p>}
      </form>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-labelledby={ids.dialogTitle}
        onCancel={() => setPending(null)}
      >
        <h3 id={ids.dialogTitle}>Over-allocate this state?</h3>
        <p>{pending?.text}</p>
        <button type="button" onClick={() => pending && send({ ...pending.body, force: true })}>
          Grant anyway
        </button>{' '}
        <button type="button" onClick={() => setPending(null)} autoFocus>
          Cancel
        </button>
      </dialog>
    </>
  );
}

function CapacityForm({ capacity, onSaved }: { capacity: CapacityList; onSaved: () => void }) {
  const ids = { state: useId(), resource: useId(), value: useId() };
  const states = [...capacity.documents, ...capacity.statesWithoutDocument];
  const [stateId, setStateId] = useState(states[0]?.stateId ?? '');
  const [resource, setResource] = useState('oil');
  const [value, setValue] = useState('0');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setMessage(null);
    try {
      await fetchJson(`/api/admin/resource-capacity/${encodeURIComponent(stateId)}`, {
        method: 'PATCH',
        body: { resources: { [resource]: value === '' ? null : Number(value) } },
      });
      setMessage({ ok: true, text: `Saved ${resourceLabel(resource)} capacity for ${stateId}.` });
      onSaved();
    } catch (error) {
      setMessage({ ok: false, text: isApiError(error) ? error.message : 'The capacity could not be saved.' });
    }
  }

  return (
    <form className={styles.form} onSubmit={save} aria-label="Set a state's capacity">
      <label htmlFor={ids.state}>
        State
        <select id={ids.state} value={stateId} onChange={(e) => setStateId(e.target.value)}>
          {states.map((s) => (
            <option key={s.stateId} value={s.stateId}>
              {s.stateName} ({s.stateId})
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={ids.resource}>
        Resource
        <select id={ids.resource} value={resource} onChange={(e) => setResource(e.target.value)}>
          <ResourceOptions />
        </select>
      </label>
      <label htmlFor={ids.value}>
        Capacity per day (empty removes the resource)
        <input
          id={ids.value}
          type="number"
          min="0"
          step="any"
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      </label>
      <button type="submit">Save capacity</button>
      {message && <p role={message.ok ? 'status' : 'alert'}>{message.text}</p>}
    </form>
  );
}
