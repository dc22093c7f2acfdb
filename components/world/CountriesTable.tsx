import { formatInteger } from '@/lib/platform/browser/format';
import type { CountrySummary } from '@/lib/systems/core/countries/schemas';
import { formatCompactMoney, formatGovernmentType, WORLD_LOCALE } from './format';
import { CountryLabel } from '@/components/world/CountryFlag';

export function CountriesTable({ countries }: { countries: CountrySummary[] }) {
  return (
    // Focusable so keyboard users can scroll the table sideways on narrow screens.
    <div className="table-scroll" role="region" aria-label="Countries table" tabIndex={0}>
      <table className="table">
        <caption className="caption">Countries of the world, with their size and economy</caption>
        <thead>
          <tr>
            <th scope="col">Country</th>
            <th scope="col">Government</th>
            <th scope="col">Currency</th>
            <th scope="col">Regions</th>
            <th scope="col">Population</th>
            <th scope="col">GDP</th>
          </tr>
        </thead>
        <tbody>
          {countries.map((country) => (
            <tr key={country.id}>
              <th scope="row">
                <CountryLabel code={country.id} name={country.name} />
              </th>
              <td>{formatGovernmentType(country.governmentType)}</td>
              <td>{country.currencyCode}</td>
              <td className="numeric">{formatInteger(country.regionCount, WORLD_LOCALE)}</td>
              <td className="numeric">{formatInteger(country.population, WORLD_LOCALE)}</td>
              <td className="numeric">
                {formatCompactMoney(country.gdpMillions * 1_000_000, country.currencyCode)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
