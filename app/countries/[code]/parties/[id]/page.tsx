import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { PartyLiveView } from '@/components/politics/parties/PartyLiveView';
import { PartyFacts } from '@/components/world/PartyFacts';
import { PartyLabel } from '@/components/world/PartyLabel';
import { TopMembersTable } from '@/components/world/TopMembersTable';
import { countryHref } from '@/components/world/links';
import { notFoundOnBadInput } from '@/components/world/lookup';
import { getCountry } from '@/lib/systems/politics/offices/get-country';
import { getDb } from '@/lib/platform/db';
import { getParty } from '@/lib/systems/politics/parties/get-party';
import { getPartyPage } from '@/lib/systems/politics/parties/get-party-page';
import { pageUser } from '@/app/page-user';

export const dynamic = 'force-dynamic';

// Parties live under their country: getParty looks a party up by id within one country.
type Props = {
  params: Promise<{ code: string; id: string }>;
  searchParams: Promise<{ membersPage?: string | string[] }>;
};

const loadParty = cache(async (code: string, id: string) => {
  const db = getDb();
  const [{ party }, country] = await notFoundOnBadInput(
    Promise.all([getParty(db, { id, country: code }), getCountry(db, { code })]),
  );
  if (!party || !country.found) notFound();
  return { party, country };
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { code, id } = await params;
  const { party, country } = await loadParty(code, id);
  return { title: `${party.name} (${country.name})` };
}

export default async function PartyPage({ params, searchParams }: Props) {
  const [{ code, id }, query] = await Promise.all([params, searchParams]);
  const { party, country } = await loadParty(code, id);
  // The live part's read, as /api/parties/[id] answers it for this viewer; it polls from there. A page of
  // the roster that is not a page number is the first page, not an error page.
  const user = await pageUser();
  const requested = Number(typeof query.membersPage === 'string' ? query.membersPage : 1);
  const live = await getPartyPage(getDb(), {
    id: party.id,
    userId: user?.id ?? null,
    membersPage: Number.isInteger(requested) && requested >= 1 ? requested : 1,
  }).catch(() => undefined);
  return (
    <>
      <p className="breadcrumb">
        <Link href={countryHref(country.countryId)}>{country.name}</Link>
      </p>
      <h1>
        <PartyLabel name={party.name} color={party.color} />
      </h1>
      {party.isDefault && <p className="subtitle">New non-player characters without a party start here.</p>}
      <PartyFacts party={party} currencyCode={country.currencyCode} />

      <h2>Top members</h2>
      <TopMembersTable members={party.topMembers} />

      <PartyLiveView
        partyId={party.id}
        currencyCode={country.currencyCode}
        membersPage={live?.membersPage.page ?? 1}
        initial={live}
      />
    </>
  );
}
