import type { Metadata } from 'next';
import { listWorldEvents } from '@/lib/systems/world/world-events/list-world-events';
import { EventsView } from '@/components/world/events/EventsView';
import { listCountries } from '@/lib/systems/core/countries/list-countries';
import { listRegions } from '@/lib/systems/core/countries/list-regions';
import { getReadDb } from '@/lib/platform/db';

export const metadata: Metadata = { title: 'Events' };
export const dynamic = 'force-dynamic';

export default async function EventsPage() {
  const db = await getReadDb();
  const { countries } = await listCountries(db);
  const [regions, initial] = await Promise.all([
    Promise.all(countries.map((c) => listRegions(db, { code: c.id }))),
    listWorldEvents(db, {}),
  ]);
  return (
    <>
      <h1>Crises and events</h1>
      <p className="lead">
        Disasters, market shocks, scandals, strikes and booms strike at random. Each one shifts its country’s
        conditions while it lasts, and part of the damage mends when it is over.
      </p>
      <EventsView
        initial={initial}
        countries={countries.map((c, i) => ({
          id: c.id,
          name: c.name,
          states: regions[i]!.regions.map((r) => ({ id: r.id, name: r.name })),
        }))}
      />
    </>
  );
}
