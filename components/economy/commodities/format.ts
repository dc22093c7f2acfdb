// Display helpers for the commodities and trade pages; no React, so they unit-test in node.

import {
  formatCompactNumber,
  formatPercent,
  formatSignedPercent,
  numberFormat,
} from '@/lib/platform/browser/format';

const LOCALE = 'en-US';

/** A price in anchor units (about 1 USD), with precision that suits its size: "$0.52", "$800", "$21,000". */
export function formatAnchorPrice(price: number): string {
  const digits = price < 10 ? 2 : price < 1000 ? 1 : 0;
  return `${numberFormat(LOCALE, { maximumFractionDigits: digits, minimumFractionDigits: 0 }).format(price)} ◊`;
}

/** Large quantities and values in short form: "12.3M". */
export function formatCompact(value: number): string {
  return formatCompactNumber(value, 1, LOCALE);
}

/** The change of a price against its base, signed, in percent: "+3.2%", "-1%", and "0%" unsigned. */
export function formatChangeFromBase(price: number, basePrice: number): string {
  return formatSignedPercent(basePrice > 0 ? (price - basePrice) / basePrice : 0, 1, LOCALE);
}

/** A fraction as a percent with one decimal: 0.1234 -> "12.3%". */
export function formatShare(share: number): string {
  return formatPercent(share, 1, LOCALE);
}
