import { countryMapGeometry } from './geometry';
import { HIGHLIGHT_COLOUR, OTHER_REGION_COLOUR } from './scale';
import { ServerMap } from './ServerMap';

/** A country's map with some of its regions picked out (a state's page, a single-seat race). */
export function RegionHighlightMap({
  regions,
  countryId,
  countryName,
  regionIds,
  label,
  highlightLabel,
}: {
  /** Every region of the country, picked or not. */
  regions: readonly { id: string; name: string }[];
  countryId: string;
  countryName: string;
  regionIds: readonly string[];
  label: string;
  highlightLabel: string;
}) {
  const geometry = countryMapGeometry(countryId);
  if (!geometry) return null;
  const picked = new Set(regionIds);
  return (
    <ServerMap
      geometry={geometry}
      areas={regions.map((r) => ({
        id: r.id,
        name: r.name,
        href: `/states/${r.id}`,
        fill: picked.has(r.id) ? HIGHLIGHT_COLOUR : OTHER_REGION_COLOUR,
        valueText: picked.has(r.id) ? highlightLabel : `elsewhere in ${countryName}`,
      }))}
      label={label}
      legend={{
        kind: 'categories',
        title: 'Key',
        items: [
          { colour: HIGHLIGHT_COLOUR, label: highlightLabel },
          { colour: OTHER_REGION_COLOUR, label: `Rest of ${countryName}` },
        ],
      }}
      valueHeading="Where"
    />
  );
}
