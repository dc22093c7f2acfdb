import { formatMoney } from '@/lib/platform/browser/format';

/**
 * Cash on hand next to a trade, with what it is: a character holds two separate pools
 * (docs/characters.md). Campaign funds, in the status bar, come from fundraising and pay for
 * politics; cash on hand is the personal purse that buys shares, bonds and index-fund units and
 * receives their dividends, coupons and redemptions. Nothing moves money between the two.
 */
export function CashOnHandNote({
  amount,
  currencyCode,
  className,
  testId,
  children,
}: {
  amount: number;
  currencyCode: string | null;
  className?: string;
  testId?: string;
  children?: React.ReactNode;
}) {
  return (
    <p className={className} data-testid={testId}>
      {children}
      <strong>Cash on hand: {formatMoney(amount, currencyCode)}</strong>{' '}
      <span className="text-sm text-muted">
        — your personal money for shares, bonds and index funds, which also receives their dividends and
        coupons. It is separate from your campaign funds (fundraising, campaigns, transfers).
      </span>
    </p>
  );
}
