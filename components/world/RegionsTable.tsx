import Link from 'next/link';
import { formatInteger } from '@/lib/platform/browser/format';
import type { RegionSummary } from '@/lib/systems/core/countries/list-regions';
import { formatCompactMoney, WORLD_LOCALE } from './format';

export function RegionsTable({
  regions,
  currencyCode,
  caption,
}: {
  regions: RegionSummary[];
  currencyCode: string;
  caption: string;
}) {
  if (regions.length === 0) return <p className="muted">No states or regions yet.</p>;
  return (
    <div className="table-scroll" role="region" aria-label="States and regions table" tabIndex={0}>
      <table className="table">
        <caption className="caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Code</th>
            <th scope="col">Type</th>
            <th scope="col">Population</th>
            <th scope="col">GDP</th>
            <th scope="col">Characters</th>
          </tr>
        </thead>
        <tbody>
          {regions.map((region) => (
            <tr key={region.id}>
              <th scope="row">
                <Link href={`/states/${region.id}`}>{region.name}</Link>
              </th>
              <td>{region.id}</td>
              <td>{region.regionType.replaceAll('_', ' ')}</td>
              <td className="numeric">{formatInteger(region.population, WORLD_LOCALE)}</td>
              <td className="numeric">{formatCompactMoney(region.gdpMillions * 1_000_000, currencyCode)}</td>
              <td className="numeric">{formatInteger(region.characterCount, WORLD_LOCALE)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
