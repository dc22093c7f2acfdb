import { formatInteger, formatMoney, formatPercentPoints } from '@/lib/platform/browser/format';
import type { CountryMapRegion } from '@/lib/systems/game/maps/map-reads';
import { WORLD_LOCALE } from '@/components/world/format';
import { countryMapGeometry } from './geometry';
import { partyLegend, scaleLegend } from './legends';
import { NO_DATA_COLOUR, sequentialScale } from './scale';
import { ServerMap, type MapArea } from './ServerMap';
import { pickShade, ShadePicker } from './ShadePicker';

type NumberShade = {
  key: string;
  label: string;
  valueOf: (r: CountryMapRegion) => number | null;
  format: (value: number, currency: string) => string;
};

const NUMBER_SHADES: NumberShade[] = [
  {
    key: 'economy',
    label: 'GDP per head',
    valueOf: (r) => r.gdpPerHead,
    format: (v, currency) => formatMoney(Math.round(v), currency, WORLD_LOCALE),
  },
  { key: 'approval', label: 'Approval', valueOf: (r) => r.approval, format: (v) => formatPercentPoints(v) },
  {
    key: 'unemployment',
    label: 'Unemployment',
    valueOf: (r) => r.unemploymentRate,
    format: (v) => formatPercentPoints(v),
  },
  {
    key: 'income',
    label: 'Median income',
    valueOf: (r) => r.medianIncome,
    format: (v, currency) => formatMoney(Math.round(v), currency, WORLD_LOCALE),
  },
  {
    key: 'population',
    label: 'Population',
    valueOf: (r) => r.population,
    format: (v) => formatInteger(v, WORLD_LOCALE),
  },
];
export const COUNTRY_SHADES = [
  { key: 'seats', label: 'Seats held' },
  ...NUMBER_SHADES.map(({ key, label }) => ({ key, label })),
];

/** The party holding most of a region's seats (ties: the first by seats then name), or null. */
export function leadingParty(region: CountryMapRegion) {
  return region.seats[0] ?? null;
}

export function seatsText(region: CountryMapRegion): string {
  const lead = leadingParty(region);
  if (region.totalSeats === 0) return 'no seats';
  if (!lead) return `${region.totalSeats} vacant ${region.totalSeats === 1 ? 'seat' : 'seats'}`;
  return `${lead.name}, ${lead.seats} of ${region.totalSeats} ${region.totalSeats === 1 ? 'seat' : 'seats'}`;
}

/**
 * A country by its regions (the world plan's states), shaded by the party holding most of each region's seats
 * in the primary chamber or by a number (economy, approval …); a click opens the region's page.
 */
export function CountryMap({
  regions,
  countryId,
  countryName,
  currencyCode,
  shade,
  shadeHref,
}: {
  regions: CountryMapRegion[];
  countryId: string;
  countryName: string;
  currencyCode: string;
  shade?: string;
  shadeHref?: (key: string) => string;
}) {
  const geometry = countryMapGeometry(countryId);
  if (!geometry)
    return <p className="muted">No map of {countryName} yet: the table below lists every region.</p>;
  const picked = pickShade(COUNTRY_SHADES, shade);
  const numeric = NUMBER_SHADES.find((s) => s.key === picked.key);
  let areas: MapArea[];
  let legend;
  if (numeric) {
    const scale = sequentialScale(regions.map(numeric.valueOf));
    const format = (v: number) => numeric.format(v, currencyCode);
    areas = regions.map((r) => {
      const value = numeric.valueOf(r);
      return {
        id: r.id,
        name: r.name,
        href: `/states/${r.id}`,
        fill: scale.colourOf(value),
        valueText: value === null ? 'no data yet' : format(value),
      };
    });
    legend = scaleLegend(picked.label, scale, format);
  } else {
    areas = regions.map((r) => ({
      id: r.id,
      name: r.name,
      href: `/states/${r.id}`,
      fill: leadingParty(r)?.color ?? NO_DATA_COLOUR,
      valueText: seatsText(r),
    }));
    legend = partyLegend('Most seats', regions.map(leadingParty), 'No seats held');
  }
  return (
    <section aria-label={`Map of ${countryName}`}>
      {shadeHref && <ShadePicker options={COUNTRY_SHADES} current={picked.key} hrefFor={shadeHref} />}
      <ServerMap
        geometry={geometry}
        areas={areas}
        label={`Map of ${countryName} by region: ${picked.label}`}
        legend={legend}
        valueHeading={picked.label}
      />
    </section>
  );
}
