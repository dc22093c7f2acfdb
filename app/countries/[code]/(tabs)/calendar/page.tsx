import type { Metadata } from 'next';
import { ElectionCalendarTable } from '@/components/politics/ElectionCalendarTable';
import { getDb } from '@/lib/platform/db';
import { listElectionCalendar } from '@/lib/systems/politics/elections/election-calendar';
import { loadCountryOrNotFound } from '../../load-country';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ code: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const country = await loadCountryOrNotFound((await params).code);
  return { title: `${country.name}: election calendar` };
}

export default async function CountryCalendarPage({ params }: Props) {
  const country = await loadCountryOrNotFound((await params).code);
  const calendar = await listElectionCalendar(getDb(), { country: country.countryId });
  return (
    <>
      <h2>Election calendar</h2>
      <p>
        Candidates file from the turn filing opens until the general vote starts. Races not open yet show the
        dates the scheduler will give them.
      </p>
      <ElectionCalendarTable races={calendar.races} />
    </>
  );
}
