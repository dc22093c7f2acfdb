import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { CountryLabel } from '@/components/world/CountryFlag';
import { FundView } from '@/components/corporations/funds/FundView';
import { getDb } from '@/lib/platform/db';
import { getFundPage } from '@/lib/systems/corporations/funds/get-fund-page';
import { getFunds } from '@/lib/systems/corporations/funds/get-funds';
import { pageUser } from '../../page-user';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ slug: string }> };

/** The fund a page's `[slug]` names, or the 404 page; cached per request for metadata and page. */
const loadFund = cache(async (slug: string) => {
  if (!/^[a-z0-9_]{1,80}$/.test(slug)) notFound();
  const result = await getFunds(getDb(), { slug });
  if (!result.fund) notFound();
  return result.fund;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await loadFund((await params).slug)).name };
}

export default async function FundPage({ params }: Props) {
  const fund = await loadFund((await params).slug);
  // The endpoint's own read (with the player's units), so the fund is in the first HTML; SWR polls from there.
  const user = await pageUser();
  const initial = await getFundPage(getDb(), { userId: user?.id ?? null, slug: fund.slug });
  return (
    <>
      <p className="breadcrumb">
        <Link href="/funds">Index funds</Link>
      </p>
      <h1>{fund.name}</h1>
      <FundView
        slug={fund.slug}
        initial={initial}
        scopeLabel={
          initial.fund.scope === 'global' ? (
            'Global'
          ) : (
            <CountryLabel code={initial.fund.countryId!} name={initial.fund.countryId!} />
          )
        }
      />
    </>
  );
}
