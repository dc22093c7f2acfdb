import { formatPercent } from '@/lib/platform/browser/format';
import { countryMapGeometry } from './geometry';
import { NO_DATA_COLOUR } from './scale';
import { ServerMap, type MapArea, type MapLegend } from './ServerMap';

export interface RegionShares {
  regionId: string;
  /** Each candidate's share of the region's vote (0..1). */
  shares: readonly { characterId: string; share: number }[];
}

export interface MapCandidate {
  characterId: string;
  characterName: string;
  party: string | null;
  partyColor: string | null;
}

/** Candidates without a party colour are told apart by these. */
const FALLBACK_COLOURS = ['#6b4c9a', '#b8860b', '#2e8b57', '#8b4513', '#4682b4'];

/** A running race's poll, or a closed race's results. */
export type ElectionMapMode = 'poll' | 'results';

/**
 * The areas and legend of a race's map by region: each region in the colour of the candidate leading it
 * (or, once closed, who won it), its text the top two with their shares: whole percents for a poll (not
 * the model's exact figures), one decimal for results.
 */
export function electionRegionAreas(
  regions: readonly { id: string; name: string }[],
  support: readonly RegionShares[],
  candidates: readonly MapCandidate[],
  mode: ElectionMapMode = 'poll',
): { areas: MapArea[]; legend: MapLegend } {
  const digits = mode === 'results' ? 1 : 0;
  const byId = new Map(candidates.map((c) => [c.characterId, c]));
  const colourOf = new Map(
    candidates.map((c, i) => [c.characterId, c.partyColor ?? FALLBACK_COLOURS[i % FALLBACK_COLOURS.length]!]),
  );
  const supportOf = new Map(support.map((s) => [s.regionId, s]));
  const leaders = new Set<string>();
  const areas = regions.map((region): MapArea => {
    const ranked = [...(supportOf.get(region.id)?.shares ?? [])]
      .filter((s) => byId.has(s.characterId))
      .sort((a, b) => b.share - a.share || a.characterId.localeCompare(b.characterId));
    const lead = ranked[0];
    if (lead) leaders.add(lead.characterId);
    return {
      id: region.id,
      name: region.name,
      href: `/states/${region.id}`,
      fill: lead ? colourOf.get(lead.characterId)! : NO_DATA_COLOUR,
      valueText: lead
        ? ranked
            .slice(0, 2)
            .map((s) => `${byId.get(s.characterId)!.characterName} ${formatPercent(s.share, digits)}`)
            .join(', ')
        : mode === 'results'
          ? 'no result'
          : 'no candidates yet',
    };
  });
  const items = candidates
    .filter((c) => leaders.has(c.characterId))
    .map((c) => ({
      colour: colourOf.get(c.characterId)!,
      label: c.party ? `${c.characterName} (${c.party})` : c.characterName,
    }));
  if (areas.some((a) => a.fill === NO_DATA_COLOUR))
    items.push({ colour: NO_DATA_COLOUR, label: mode === 'results' ? 'No result' : 'No poll' });
  return { areas, legend: { kind: 'categories', title: mode === 'results' ? 'Won' : 'Leads', items } };
}

/** A race by region (its running poll or its results), on the country's map with its legend and its table. */
export function ElectionRegionMap({
  regions,
  countryId,
  support,
  candidates,
  label,
  mode = 'poll',
}: {
  regions: readonly { id: string; name: string }[];
  countryId: string;
  support: readonly RegionShares[];
  candidates: readonly MapCandidate[];
  label: string;
  mode?: ElectionMapMode;
}) {
  const geometry = countryMapGeometry(countryId);
  if (!geometry) return null;
  const { areas, legend } = electionRegionAreas(regions, support, candidates, mode);
  return (
    <ServerMap
      geometry={geometry}
      areas={areas}
      label={label}
      legend={legend}
      valueHeading={mode === 'results' ? 'Result' : 'Poll'}
    />
  );
}
