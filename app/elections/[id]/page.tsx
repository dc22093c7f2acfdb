import { RefreshOnTurn } from '@/components/game/live/LiveEventsProvider';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { ElectionView } from '@/components/politics/ElectionView';
import { ElectionSelections } from '@/components/politics/parties/ElectionSelections';
import { notFoundOnBadInput } from '@/components/world/lookup';
import { CountryMap } from '@/components/game/maps/CountryMap';
import { ElectionRegionMap } from '@/components/game/maps/ElectionRegionMap';
import { RegionHighlightMap } from '@/components/game/maps/RegionHighlightMap';
import { getDb } from '@/lib/platform/db';
import { getCountryMapRegions } from '@/lib/systems/game/maps/map-reads';
import { getCountry } from '@/lib/systems/politics/offices/get-country';
import { resolveSeatElection } from '@/lib/systems/game/navigation/own-pages';
import { getElection } from '@/lib/systems/politics/elections/get-election';
import { publicPollByRegion, regionalResults } from '@/lib/systems/politics/elections/regional-support';
import { selectionsForElection } from '@/lib/systems/politics/parties/selections';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id: string }> };

// A garbage or unknown id gets the 404 page; the tab names the office and place ("Senator, Texas (2026)").
// The original game's desktop client opens a race by its seat's id here: a seat goes to its race.
const loadElection = cache(async (id: string) => {
  const result = await notFoundOnBadInput(getElection(getDb(), { id }));
  if (!result.found || !result.election) {
    const seatRace = await resolveSeatElection(getDb(), id);
    if (seatRace) redirect(seatRace);
    notFound();
  }
  return { election: result.election, candidates: result.candidates };
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { election } = await loadElection((await params).id);
  const place = election.stateName ?? election.countryId;
  return { title: `${election.title} election, ${place} (${election.electionYear})` };
}

/** One election; the data (and the viewer's controls) come from /api/elections/[id] through SWR. */
export default async function ElectionPage({ params }: Props) {
  const { id } = await params;
  const { election, candidates } = await loadElection(id);
  const [country, regions, support, results, selections] = await Promise.all([
    notFoundOnBadInput(getCountry(getDb(), { code: election.countryId })),
    getCountryMapRegions(getDb(), election.countryId),
    // A running race over several regions draws its last public poll by region, a closed one its results.
    election.state ? [] : publicPollByRegion(getDb(), election.id),
    election.state ? [] : regionalResults(getDb(), election.id),
    selectionsForElection(getDb(), election.id),
  ]);
  const countryName = country.found ? country.name : election.countryId;
  return (
    <>
      <RefreshOnTurn />
      <ElectionView id={id} />
      <ElectionSelections selections={selections} />
      <h2>Map</h2>
      {election.state ? (
        <RegionHighlightMap
          regions={regions}
          countryId={election.countryId}
          countryName={countryName}
          regionIds={[election.state]}
          label={`Where the ${election.title} race in ${election.stateName ?? countryName} is held`}
          highlightLabel={election.stateName ?? 'This race'}
        />
      ) : support.length > 0 ? (
        <>
          <p className="muted">
            The last public poll in each region of {countryName}: the candidate leading there, and the top
            two&apos;s shares, each within about 5 points. A new poll comes every few turns.
          </p>
          <ElectionRegionMap
            regions={regions}
            countryId={election.countryId}
            support={support}
            candidates={candidates.filter((c) => !c.eliminatedInPrimary)}
            label={`Map of ${countryName} by region: the poll in the ${election.title} race`}
          />
        </>
      ) : results.length > 0 ? (
        <>
          <p className="muted">
            The result in each region of {countryName}: the candidate who won there, and the top two&apos;s
            shares.
          </p>
          <ElectionRegionMap
            regions={regions}
            countryId={election.countryId}
            support={results}
            candidates={candidates.filter((c) => !c.eliminatedInPrimary)}
            label={`Map of ${countryName} by region: the results of the ${election.title} race`}
            mode="results"
          />
        </>
      ) : (
        <>
          {/* A race closed before results by region were kept: the seats each region holds now. */}
          <p className="muted">
            Seats held by region in {countryName}: the party holding most of each region&apos;s seats.
          </p>
          <CountryMap
            regions={regions}
            countryId={election.countryId}
            countryName={countryName}
            currencyCode={country.found ? country.currencyCode : 'USD'}
            shade="seats"
          />
        </>
      )}
    </>
  );
}
