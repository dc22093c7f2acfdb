import type { Metadata } from 'next';
import { HoldingGroupView } from '@/components/subsidiaries/HoldingGroupView';

export const dynamic = 'force-dynamic';

// `id` is a member's sequential number (or ObjectId); the page shows its whole group.
type Props = { params: Promise<{ id: string }> };

export const metadata: Metadata = { title: 'Holding group' };

export default async function HoldingGroupPage({ params }: Props) {
  const { id } = await params;
  return <HoldingGroupView id={id} />;
}
