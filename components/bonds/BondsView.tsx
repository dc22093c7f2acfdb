'use client';

import { useState, type FormEvent } from 'react';
import { tradeBond, useBondMarket } from '@/lib/systems/game/client/bonds';
import { formatMoney } from '@/lib/platform/client/format';
import { refreshClientStatus } from '@/lib/systems/game/client/hooks';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { StatusMessage } from '@/components/ui/StatusMessage';
import { WORLD_LOCALE } from '@/components/world/format';
import world from '@/components/world/world.module.css';
import styles from '@/components/funds/funds.module.css';

const percent = (fraction: number) => `${(fraction * 100).toFixed(2)}%`;

/** Corporate bonds, 20 a page, filterable by corporation, with buy and sell controls per bond. */
export function BondsView() {
  const [page, setPage] = useState(1);
  const [corpInput, setCorpInput] = useState('');
  const [corp, setCorp] = useState('');
  const [units, setUnits] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { data, error, mutate } = useBondMarket(page, corp);

  function filter(event: FormEvent) {
    event.preventDefault();
    setCorp(corpInput.trim());
    setPage(1);
  }

  async function trade(bondId: string, side: 'buy' | 'sell') {
    setBusy(bondId);
    setMessage(null);
    setFailure(null);
    try {
      const result = await tradeBond(bondId, side, Number(units[bondId] ?? '1'));
      setMessage(
        `${side === 'buy' ? 'Bought' : 'Sold'} ${result.units} units for ${formatMoney(result.total, result.currencyCode, WORLD_LOCALE)}; you hold ${result.unitsHeld}.`,
      );
      await Promise.all([mutate(), refreshClientStatus()]);
    } catch (caught) {
      setFailure(caught instanceof Error ? caught.message : 'The trade failed.');
    } finally {
      setBusy(null);
    }
  }

  const held = new Map((data?.holdings ?? []).map((h) => [h.bondId, h.units]));
  const signedIn = data?.cashOnHand !== null && data?.cashOnHand !== undefined;
  return (
    <>
      <form className={styles.filters} onSubmit={filter} role="search">
        <label>
          Corporation{' '}
          <input value={corpInput} onChange={(event) => setCorpInput(event.target.value)} maxLength={120} />
        </label>
        <button type="submit">Filter</button>
      </form>
      {signedIn ? (
        <p>Cash on hand: {formatMoney(data!.cashOnHand!, data!.currencyCode, WORLD_LOCALE)}</p>
      ) : (
        <p>Log in to buy and sell bonds.</p>
      )}
      <StatusMessage message={message} />
      <ErrorAlert message={failure} />
      {error ? <p role="alert">The bonds could not be loaded: {error.message}</p> : null}
      {!data && !error ? <p aria-busy="true">Loading the bonds…</p> : null}
      {data && data.bonds.length === 0 ? <p>No bonds{corp ? ` of ${corp}` : ''}.</p> : null}
      {data && data.bonds.length > 0 ? (
        <div className="table-scroll" tabIndex={0}>
          <table className="table">
            <caption className={world.caption}>
              Corporate bonds, page {data.pagination.page} of {data.pagination.totalPages} (
              {data.pagination.totalCount} in all)
            </caption>
            <thead>
              <tr>
                <th scope="col">Issuer</th>
                <th scope="col">Coupon</th>
                <th scope="col">Term</th>
                <th scope="col">Matures</th>
                <th scope="col">Issued</th>
                <th scope="col">Price</th>
                <th scope="col">Yield</th>
                <th scope="col">Status</th>
                <th scope="col">Available</th>
                <th scope="col">Yours</th>
                {signedIn ? <th scope="col">Trade</th> : null}
              </tr>
            </thead>
            <tbody>
              {data.bonds.map((bond) => (
                <tr key={bond.id}>
                  <th scope="row">{bond.corporationName}</th>
                  <td className={world.numeric}>{percent(bond.couponRate)}</td>
                  <td>{bond.maturityLabel}</td>
                  <td className={world.numeric}>turn {bond.maturesAtTurn}</td>
                  <td className={world.numeric}>
                    {formatMoney(bond.totalIssued, bond.currencyCode, WORLD_LOCALE)}
                  </td>
                  <td className={world.numeric}>
                    {formatMoney(bond.marketPrice * bond.unitFaceValue, bond.currencyCode, WORLD_LOCALE)}
                  </td>
                  <td className={world.numeric}>{bond.defaulted ? '—' : percent(bond.yieldToMaturity)}</td>
                  <td>{bond.defaulted ? 'Defaulted' : bond.status === 'matured' ? 'Matured' : 'Active'}</td>
                  <td className={world.numeric}>{bond.unitsAvailable.toLocaleString(WORLD_LOCALE)}</td>
                  <td className={world.numeric}>{(held.get(bond.id) ?? 0).toLocaleString(WORLD_LOCALE)}</td>
                  {signedIn ? (
                    <td>
                      <label>
                        <span className="visually-hidden">Units of {bond.corporationName} bond</span>
                        <input
                          className={styles.units}
                          type="number"
                          min={1}
                          step={1}
                          value={units[bond.id] ?? '1'}
                          onChange={(event) => setUnits({ ...units, [bond.id]: event.target.value })}
                        />
                      </label>{' '}
                      <button
                        type="button"
                        disabled={busy !== null || bond.status !== 'active' || bond.unitsAvailable === 0}
                        onClick={() => void trade(bond.id, 'buy')}
                      >
                        Buy
                      </button>{' '}
                      <button
                        type="button"
                        disabled={busy !== null || !held.get(bond.id) || bond.status === 'matured'}
                        onClick={() => void trade(bond.id, 'sell')}
                      >
                        Sell
                      </button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data && data.pagination.totalPages > 1 ? (
        <nav className={styles.pager} aria-label="Bond pages">
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous page
          </button>
          <span>
            Page {page} of {data.pagination.totalPages}
          </span>
          <button
            type="button"
            disabled={page >= data.pagination.totalPages}
            onClick={() => setPage(page + 1)}
          >
            Next page
          </button>
        </nav>
      ) : null}
    </>
  );
}
