import { RefreshOnTurn } from '@/components/game/live/LiveEventsProvider';
import Link from 'next/link';
import { LinkTabs } from '@/components/ui/LinkTabs';
import { CountryLabel } from '@/components/world/CountryFlag';
import { loadCountryOrNotFound } from '../load-country';
import { countryTabs } from './country-tabs';

type Props = { params: Promise<{ code: string }>; children: React.ReactNode };

/** Every country tab: the country's name, then the tabs; each tab page starts at its h2. */
export default async function CountryLayout({ params, children }: Props) {
  const country = await loadCountryOrNotFound((await params).code);
  return (
    <>
      <RefreshOnTurn />
      <p className="breadcrumb">
        <Link href="/countries">All countries</Link>
      </p>
      <h1>
        <CountryLabel code={country.countryId} name={country.name} link={false} />
      </h1>
      <LinkTabs tabs={countryTabs(country.countryId)} label={`${country.name} sections`} />
      {children}
    </>
  );
}
