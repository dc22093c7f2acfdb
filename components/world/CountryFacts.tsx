import { formatInteger } from '@/lib/platform/browser/format';
import type { CountryDetail } from '@/lib/systems/core/countries/schemas';
import { formatGovernmentType, WORLD_LOCALE } from './format';

export function CountryFacts({ country, regionCount }: { country: CountryDetail; regionCount: number }) {
  const leader = country.currentLeader;
  return (
    <dl className="fact-grid">
      <div>
        <dt>Government</dt>
        <dd>{formatGovernmentType(country.governmentType)}</dd>
      </div>
      <div>
        <dt>{country.executiveTitle}</dt>
        <dd>{leader ? `${leader.name}${leader.party ? ` (${leader.party})` : ''}` : 'Vacant'}</dd>
      </div>
      <div>
        <dt>Currency</dt>
        <dd>{country.currencyCode}</dd>
      </div>
      <div>
        <dt>Population</dt>
        <dd className="numeric">{formatInteger(country.population, WORLD_LOCALE)}</dd>
      </div>
      <div>
        <dt>States and regions</dt>
        <dd className="numeric">{formatInteger(regionCount, WORLD_LOCALE)}</dd>
      </div>
    </dl>
  );
}
