import { formatCompactNumber, formatPercent } from '@/lib/platform/browser/format';
// Colour scale of the resource map: light (little) to dark blue (much); grey where there is no data.

const LOW = [241, 238, 246];
const HIGH = [4, 90, 141];
export const NO_DATA_COLOUR = '#d9d9d9';
export const UNCAPPED_COLOUR = '#fdd49e';

/** The colour for `value` on 0..max; NO_DATA_COLOUR for null. */
export function choroplethColour(value: number | null, max: number): string {
  if (value === null) return UNCAPPED_COLOUR;
  const t = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0;
  const channel = (i: number) => Math.round(LOW[i]! + (HIGH[i]! - LOW[i]!) * Math.sqrt(t));
  return `rgb(${channel(0)}, ${channel(1)}, ${channel(2)})`;
}

export function formatShare(share: number): string {
  return formatPercent(share, 1, 'en-US');
}

export function formatUnits(value: number | null, unit = ''): string {
  if (value === null) return 'uncapped';
  const text = formatCompactNumber(value, value < 10 || value >= 1e6 ? 2 : 1, 'en-US');
  return unit ? `${text} ${unit}` : text;
}
