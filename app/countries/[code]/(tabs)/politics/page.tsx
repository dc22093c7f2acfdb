import type { Metadata } from 'next';
import { RecentBills } from '@/components/politics/legislation/RecentBills';
import { CountryPolitics } from '@/components/politics/CountryPolitics';
import { PartiesTable } from '@/components/world/PartiesTable';
import { loadCountryOrNotFound } from '../../load-country';
import { getDb } from '@/lib/platform/db';
import { listParties } from '@/lib/systems/politics/parties/list-parties';
import { listBillSummaries } from '@/lib/systems/politics/legislation/list-bills';
import { getCountryPolitics } from '@/lib/systems/politics/offices/get-country-politics';
import { foundingOffer } from '@/lib/systems/politics/parties/found-party';
import { LazyFoundPartyForm as FoundPartyForm } from '@/components/politics/parties/LazyFoundPartyForm';
import { pageUser } from '@/app/page-user';

export const dynamic = 'force-dynamic';

const RECENT_BILLS = 5;

type Props = { params: Promise<{ code: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const country = await loadCountryOrNotFound((await params).code);
  return { title: `${country.name}: politics` };
}

export default async function CountryPoliticsPage({ params }: Props) {
  const country = await loadCountryOrNotFound((await params).code);
  const user = await pageUser();
  const db = getDb();
  // The views' first payloads, so the first HTML holds them; the views then poll.
  const [{ parties }, politics, recentBills, offer] = await Promise.all([
    listParties(db, { country: country.countryId }),
    getCountryPolitics(db, { code: country.countryId }),
    listBillSummaries(db, { country: country.countryId, limit: String(RECENT_BILLS) }),
    foundingOffer(db, { userId: user?.id ?? null, countryId: country.countryId }),
  ]);
  return (
    <>
      <CountryPolitics code={country.countryId} initial={politics} />
      <RecentBills countryId={country.countryId} limit={RECENT_BILLS} initial={recentBills} />

      <h2>Parties</h2>
      <PartiesTable parties={parties} caption={`Parties of ${country.name}, largest membership first`} />
      {user && (
        <FoundPartyForm countryId={country.countryId} currencyCode={country.currencyCode} offer={offer} />
      )}
    </>
  );
}
