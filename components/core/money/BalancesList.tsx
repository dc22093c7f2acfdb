import { formatMoney } from '@/lib/platform/browser/format';
import type { Balance } from '@/lib/systems/core/money/schemas';

/** Money by currency: the home currency (campaign funds) first, then holdings from exchanges. */
export function BalancesList({ balances, label = 'Balances' }: { balances: Balance[]; label?: string }) {
  if (balances.length === 0) return <p className="muted">No balances.</p>;
  return (
    <ul aria-label={label} data-testid="balances">
      {balances.map((balance) => (
        <li key={balance.currencyCode} data-currency={balance.currencyCode}>
          <strong>{balance.currencyCode}</strong> {formatMoney(balance.amount, balance.currencyCode)}
          {balance.isHome ? ' (campaign funds)' : ''}
        </li>
      ))}
    </ul>
  );
}
