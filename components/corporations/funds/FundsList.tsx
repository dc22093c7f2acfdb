'use client';

import Link from 'next/link';
import { STATUS_LABELS } from './fund-status';
import { useState } from 'react';
import { useFunds, type FundList } from '@/lib/systems/game/browser/funds';
import { formatInteger, formatMoney, formatPercent } from '@/lib/platform/browser/format';
import { WORLD_LOCALE } from '@/components/world/format';
import { Field } from '@/components/ui/Field';
import { Select } from '@/components/ui/Select';
import { CountryLabel } from '@/components/world/CountryFlag';

/** Every index fund, highest NAV first, with a scope filter. */
export function FundsList({ initial }: { initial?: FundList }) {
  const [scope, setScope] = useState<'' | 'country' | 'global'>('');
  const { data, error } = useFunds(scope || undefined, initial);
  return (
    <>
      <div className="mb-4">
        <Field label="Scope">
          <Select
            value={scope || 'all'}
            onValueChange={(value) => setScope(value === 'all' ? '' : (value as typeof scope))}
            options={[
              { value: 'all', label: 'All funds' },
              { value: 'country', label: 'Country funds' },
              { value: 'global', label: 'Global funds' },
            ]}
          />
        </Field>
      </div>
      {error ? <p role="alert">The funds could not be loaded: {error.message}</p> : null}
      {!data && !error ? <p aria-busy="true">Loading the funds…</p> : null}
      {data && (!data.funds || data.funds.length === 0) ? <p>No funds yet.</p> : null}
      {data?.funds && data.funds.length > 0 ? (
        <div className="table-scroll" tabIndex={0}>
          <table className="table">
            <caption className="caption">Index funds by NAV per unit</caption>
            <thead>
              <tr>
                <th scope="col">Fund</th>
                <th scope="col">Ticker</th>
                <th scope="col">Scope</th>
                <th scope="col">Status</th>
                <th scope="col">NAV</th>
                <th scope="col">Units</th>
                <th scope="col">Expense ratio</th>
              </tr>
            </thead>
            <tbody>
              {data.funds.map((fund) => (
                <tr key={fund.slug}>
                  <th scope="row">
                    <Link href={`/funds/${fund.slug}`}>{fund.name}</Link>
                  </th>
                  <td>{fund.tickerSymbol}</td>
                  <td>
                    {fund.scope === 'global' ? (
                      'Global'
                    ) : (
                      <CountryLabel code={fund.countryId!} name={fund.countryId!} />
                    )}
                  </td>
                  <td>
                    {STATUS_LABELS[fund.status] ?? fund.status}
                    {fund.pauseReason ? ` (${fund.pauseReason.replace('_', ' ')})` : ''}
                  </td>
                  <td className="numeric">
                    {formatMoney(fund.quotedNav, fund.anchorCurrencyCode, WORLD_LOCALE)}
                  </td>
                  <td className="numeric">{formatInteger(fund.unitSupply, WORLD_LOCALE)}</td>
                  <td className="numeric">{formatPercent(fund.expenseRatioAnnual, 2, WORLD_LOCALE)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}

export { STATUS_LABELS };
