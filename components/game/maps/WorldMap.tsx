import { formatMoney, formatPercent, formatPercentPoints } from '@/lib/platform/browser/format';
import type { WorldMapCountry } from '@/lib/systems/game/maps/map-reads';
import { WORLD_LOCALE } from '@/components/world/format';
import { worldMapGeometry } from './geometry';
import { partyLegend, scaleLegend } from './legends';
import { NO_DATA_COLOUR, sequentialScale } from './scale';
import { ServerMap, type MapArea } from './ServerMap';
import { pickShade, ShadePicker } from './ShadePicker';

type NumberShade = {
  key: string;
  label: string;
  valueOf: (c: WorldMapCountry) => number | null;
  format: (value: number) => string;
};

const NUMBER_SHADES: NumberShade[] = [
  {
    key: 'gdp',
    label: 'GDP per head',
    valueOf: (c) => c.gdpPerHeadAnchor,
    format: (v) => formatMoney(Math.round(v), 'USD', WORLD_LOCALE),
  },
  { key: 'approval', label: 'Approval', valueOf: (c) => c.approval, format: (v) => formatPercentPoints(v) },
  { key: 'debt', label: 'Debt', valueOf: (c) => c.debtToGdp, format: (v) => `${formatPercent(v, 0)} of GDP` },
  {
    key: 'inflation',
    label: 'Inflation',
    valueOf: (c) => c.inflation,
    format: (v) => formatPercentPoints(v),
  },
];
export const WORLD_SHADES = [
  ...NUMBER_SHADES.map(({ key, label }) => ({ key, label })),
  { key: 'party', label: 'Governing party' },
];

/**
 * The world map: every country the game has, shaded by `shade` (GDP per head, approval, debt, inflation or the
 * governing party's colour), conflicts ringed, every other country grey; a click opens the country.
 * Any page can embed it with `getWorldMapCountries(db)` (the world page; the landing page later).
 */
export function WorldMap({
  countries,
  shade,
  shadeHref,
}: {
  countries: WorldMapCountry[];
  shade?: string;
  /** The address that shades the map by an option; without it the map has no picker. */
  shadeHref?: (key: string) => string;
}) {
  const geometry = worldMapGeometry(countries.map((c) => c.id));
  const picked = pickShade(WORLD_SHADES, shade);
  const numeric = NUMBER_SHADES.find((s) => s.key === picked.key);
  let areas: MapArea[];
  let legend;
  if (numeric) {
    const scale = sequentialScale(countries.map(numeric.valueOf));
    areas = countries.map((c) => {
      const value = numeric.valueOf(c);
      return {
        id: c.id,
        name: c.name,
        href: `/countries/${c.id}`,
        fill: scale.colourOf(value),
        valueText: value === null ? 'no data yet' : numeric.format(value),
        marked: c.activeConflicts > 0,
      };
    });
    legend = scaleLegend(
      numeric.label === 'GDP per head' ? 'GDP per head (US$)' : numeric.label,
      scale,
      numeric.format,
    );
  } else {
    areas = countries.map((c) => ({
      id: c.id,
      name: c.name,
      href: `/countries/${c.id}`,
      fill: c.governingParty?.color ?? NO_DATA_COLOUR,
      valueText: c.governingParty?.name ?? 'no government formed',
      marked: c.activeConflicts > 0,
    }));
    legend = partyLegend(
      'Governing party',
      countries.map((c) => c.governingParty),
    );
  }
  return (
    <section aria-label="World map">
      {shadeHref && <ShadePicker options={WORLD_SHADES} current={picked.key} hrefFor={shadeHref} />}
      <ServerMap
        geometry={geometry}
        areas={areas}
        idAttribute="country"
        label={`World map of the game's countries: ${picked.label}`}
        legend={legend}
        valueHeading={picked.label}
        markerLabel="Armed conflict"
      />
    </section>
  );
}
