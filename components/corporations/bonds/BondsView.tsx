'use client';

import { useState, type FormEvent } from 'react';
import { tradeBond, useBondMarket, type BondMarket } from '@/lib/systems/game/browser/bonds';
import { formatCount, formatInteger, formatMoney, formatPercent } from '@/lib/platform/browser/format';
import { refreshClientStatus } from '@/lib/systems/game/browser/session';
import { CashOnHandNote } from '@/components/core/money/CashOnHandNote';
import { Button } from '@/components/ui/Button';
import { Field, Input } from '@/components/ui/Field';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { StatusMessage } from '@/components/ui/StatusMessage';
import { Table } from '@/components/ui/Table';
import { WORLD_LOCALE } from '@/components/world/format';

const percent = (fraction: number) => formatPercent(fraction, 2);

/** Corporate bonds, 20 a page, filterable by corporation, with buy and sell controls per bond. */
export function BondsView({ initial }: { initial?: BondMarket }) {
  const [page, setPage] = useState(1);
  const [corpInput, setCorpInput] = useState('');
  const [corp, setCorp] = useState('');
  const [units, setUnits] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { data, error, mutate } = useBondMarket(page, corp, initial);

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
        `${side === 'buy' ? 'Bought' : 'Sold'} ${formatCount(result.units, 'unit')} for ${formatMoney(result.total, result.currencyCode, WORLD_LOCALE)}; you hold ${formatCount(result.unitsHeld, 'unit')}.`,
      );
      await Promise.all([mutate(), refreshClientStatus()]);
    } catch (caught) {
      setFailure(caught instanceof Error ? caught.message : 'The trade failed.');
    } finally {
      setBusy(null);
    }
  }

  const held = new Map((data?.holdings ?? []).map((h) => [h.bondId, h.units]));
  const cash = data?.cashOnHand ?? null;
  const signedIn = cash !== null;
  return (
    <>
      <form className="mb-4 flex flex-wrap items-end gap-3" onSubmit={filter} role="search">
        <Field label="Corporation">
          <Input value={corpInput} onChange={(event) => setCorpInput(event.target.value)} maxLength={120} />
        </Field>
        <Button type="submit" variant="secondary">
          Filter
        </Button>
      </form>
      {signedIn ? (
        <CashOnHandNote amount={cash} currencyCode={data!.currencyCode} />
      ) : (
        <p>Log in to buy and sell bonds.</p>
      )}
      <StatusMessage message={message} />
      <ErrorAlert message={failure} />
      {error ? <p role="alert">The bonds could not be loaded: {error.message}</p> : null}
      {!data && !error ? <p aria-busy="true">Loading the bonds…</p> : null}
      {data && data.bonds.length === 0 ? <p>No bonds{corp ? ` of ${corp}` : ''}.</p> : null}
      {data && data.bonds.length > 0 ? (
        <Table label="Corporate bonds" stickyFirstColumn>
          <caption>
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
              <th scope="col">Price a unit</th>
              <th scope="col">Yield</th>
              <th scope="col">Status</th>
              <th scope="col">Available</th>
              <th scope="col">Yours</th>
              {signedIn ? <th scope="col">Trade</th> : null}
            </tr>
          </thead>
          <tbody>
            {data.bonds.map((bond) => {
              const unitPrice = bond.marketPrice * bond.unitFaceValue;
              const count = Math.max(0, Math.floor(Number(units[bond.id] ?? '1')) || 0);
              const mine = held.get(bond.id) ?? 0;
              const canBuy = bond.status === 'active' && bond.unitsAvailable > 0;
              const canSell = mine > 0 && bond.status !== 'matured';
              const cost = unitPrice * count;
              // Cash is in the viewer's currency; compare only when the bond's is the same.
              const short = data.currencyCode === bond.currencyCode && cash !== null && cost > cash;
              return (
                <tr key={bond.id}>
                  <th scope="row">{bond.corporationName}</th>
                  <td className="numeric">{percent(bond.couponRate)}</td>
                  <td>{bond.maturityLabel}</td>
                  <td className="numeric">turn {bond.maturesAtTurn}</td>
                  <td className="numeric">
                    {formatMoney(bond.totalIssued, bond.currencyCode, WORLD_LOCALE)}
                  </td>
                  <td className="numeric">{formatMoney(unitPrice, bond.currencyCode, WORLD_LOCALE)}</td>
                  <td className="numeric">{bond.defaulted ? '—' : percent(bond.yieldToMaturity)}</td>
                  <td>{bond.defaulted ? 'Defaulted' : bond.status === 'matured' ? 'Matured' : 'Active'}</td>
                  <td className="numeric">{formatInteger(bond.unitsAvailable, WORLD_LOCALE)}</td>
                  <td className="numeric">{formatInteger(mine, WORLD_LOCALE)}</td>
                  {signedIn ? (
                    <td>
                      {canBuy || canSell ? (
                        <span className="flex flex-wrap items-center gap-2">
                          <label>
                            <span className="visually-hidden">Units of {bond.corporationName} bond</span>
                            <Input
                              className="w-20"
                              type="number"
                              inputMode="numeric"
                              min={1}
                              step={1}
                              value={units[bond.id] ?? '1'}
                              onChange={(event) => setUnits({ ...units, [bond.id]: event.target.value })}
                            />
                          </label>
                          {canBuy && (
                            <Button
                              size="sm"
                              disabled={busy !== null || count < 1 || short}
                              title={short ? 'More than your cash on hand' : undefined}
                              onClick={() => void trade(bond.id, 'buy')}
                            >
                              Buy
                              {count > 0 && (
                                <span className="font-normal">
                                  · {formatMoney(cost, bond.currencyCode, WORLD_LOCALE)}
                                </span>
                              )}
                            </Button>
                          )}
                          {canSell && (
                            <Button
                              size="sm"
                              variant="secondary"
                              disabled={busy !== null || count < 1 || count > mine}
                              onClick={() => void trade(bond.id, 'sell')}
                            >
                              Sell
                            </Button>
                          )}
                          {short && <span className="text-sm text-muted">More than your cash on hand</span>}
                        </span>
                      ) : (
                        <span className="text-sm text-muted">
                          {bond.status !== 'active' ? 'Not trading' : 'None for sale'}
                        </span>
                      )}
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </Table>
      ) : null}
      {data && data.pagination.totalPages > 1 ? (
        <nav className="my-4 flex flex-wrap items-center gap-3" aria-label="Bond pages">
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous page
          </Button>
          <span>
            Page {page} of {data.pagination.totalPages}
          </span>
          <Button
            variant="secondary"
            disabled={page >= data.pagination.totalPages}
            onClick={() => setPage(page + 1)}
          >
            Next page
          </Button>
        </nav>
      ) : null}
    </>
  );
}
