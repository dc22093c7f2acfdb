import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CommodityView } from '@/components/economy/commodities/CommodityView';
import { getReadDb } from '@/lib/platform/db';
import { getCommodity } from '@/lib/systems/economy/commodities/get-commodity';
import { commodityReferences } from '@/lib/systems/economy/macro/reference';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ key: string }> };

/** The reference list names every commodity, so an unknown key is a 404 without a database read. */
async function commodityOrNotFound(params: Props['params']) {
  const { key } = await params;
  const commodity = commodityReferences.find((c) => c.key === key);
  if (!commodity) notFound();
  return commodity;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `${(await commodityOrNotFound(params)).label}: commodity` };
}

export default async function CommodityPage({ params }: Props) {
  const commodity = await commodityOrNotFound(params);
  // The endpoint's own read, so the figures are in the first HTML (the view polls from there).
  const initial = await getCommodity(await getReadDb(), { key: commodity.key });
  return (
    <>
      <p className="breadcrumb">
        <Link href="/commodities">All commodities</Link>
      </p>
      <h1>{commodity.label}</h1>
      <CommodityView commodityKey={commodity.key} initial={initial} />
    </>
  );
}
