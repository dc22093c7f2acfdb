import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { BillDetailView } from '@/components/politics/legislation/BillDetailView';
import { notFoundOnBadInput } from '@/components/world/lookup';
import { getDb } from '@/lib/platform/db';
import { getBill } from '@/lib/systems/politics/legislation/get-bill';
import { metricLabels } from '@/lib/systems/policy/labels';

type Props = { params: Promise<{ id: string }> };

// The page checks the bill exists (a garbage id gets the 404 page) and names the tab; the view reloads it live.
const loadBill = cache(async (id: string) => {
  const detail = await notFoundOnBadInput(getBill(getDb(), { id, userId: null }));
  if (!detail.found || !detail.bill) notFound();
  return detail.bill;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const bill = await loadBill((await params).id);
  return { title: bill.title };
}

export default async function BillPage({ params }: Props) {
  const { id } = await params;
  await loadBill(id);
  return <BillDetailView id={id} metricLabels={metricLabels()} />;
}
