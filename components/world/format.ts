// Pure display helpers for the world pages (countries, parties, characters); no React, so they unit-test in node.

import { formatCompactMoney as compactMoney, numberFormat } from '@/lib/platform/browser/format';
import { positionLabel, type PositionAxis } from '@/lib/systems/politics/parties/position-labels';

/** World pages render on the server; one fixed locale keeps their numbers identical for every visitor. */
export const WORLD_LOCALE = 'en-US';

/** Large money amounts in short form, e.g. "$29.2T" or "29.2T XYZ" for a code Intl does not know. */
export function formatCompactMoney(amount: number, currencyCode: string, locale = WORLD_LOCALE): string {
  return compactMoney(amount, currencyCode, locale);
}

/** A 0 to 100 score (influence, favorability) with at most one decimal. */
export function formatScore(value: number, locale = WORLD_LOCALE): string {
  return numberFormat(locale, { maximumFractionDigits: 1 }).format(value);
}

/** "semi_presidential" -> "Semi-presidential". */
export function formatGovernmentType(type: string): string {
  const words = type.trim().toLowerCase().split('_').filter(Boolean).join(' ');
  const label = words.replace(/^semi /, 'semi-');
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** A -5..+5 position in words with its signed value, e.g. "Left (−3)" or "Conservative (+2)". */
export function formatPosition(value: number, axis: PositionAxis): string {
  const word = positionLabel(value, axis);
  const signed = value > 0 ? `+${value}` : value < 0 ? `\u2212${Math.abs(value)}` : '0';
  return `${word} (${signed})`;
}

/** A party color safe to put in a style attribute: only "#rgb" or "#rrggbb", anything else is null. */
export function swatchColor(color: string | null | undefined): string | null {
  return color && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(color) ? color : null;
}

/** "1 character" / "3 characters". */
export function pluralize(
  count: number,
  singular: string,
  plural = `${singular}s`,
  locale = WORLD_LOCALE,
): string {
  return `${numberFormat(locale).format(count)} ${count === 1 ? singular : plural}`;
}
