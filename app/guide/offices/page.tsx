import type { Metadata } from 'next';
import { GuideNav } from '@/components/game/guide/GuideNav';
import { countryName, officeEntries } from '@/lib/systems/game/guide/reference';

export const metadata: Metadata = { title: 'Guide: offices' };

/** Every office of every country, from the office catalog the game seeds its seats from. */
export default function GuideOfficesPage() {
  const entries = officeEntries();
  const countries = [...new Set(entries.map((entry) => entry.country))];
  return (
    <div className="narrow">
      <h1>Offices</h1>
      <GuideNav current="/guide/offices" />
      <p className="lead">What every office does and how it is won, country by country.</p>
      {countries.map((country) => (
        <section key={country} aria-labelledby={`offices-${country}`}>
          <h2 id={`offices-${country}`}>{countryName(country)}</h2>
          <dl>
            {entries
              .filter((entry) => entry.country === country)
              .map((entry) => (
                <div key={entry.anchor} id={entry.anchor} className="mb-3">
                  <dt className="font-semibold">
                    {entry.title}
                    {entry.chamber ? ` (${entry.chamber})` : ''}
                  </dt>
                  <dd className="ml-0">
                    {entry.what} {entry.how}
                  </dd>
                </div>
              ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
