import type { Metadata } from 'next';
import { BillDetailView } from '@/components/legislation/BillDetailView';

export const metadata: Metadata = { title: 'Bill' };

export default async function BillPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <BillDetailView id={id} />;
}
