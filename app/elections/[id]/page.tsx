import type { Metadata } from 'next';
import { ElectionView } from '@/components/politics/ElectionView';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: 'Election' };
}

/** One election; the data (and the viewer's controls) come from /api/elections/[id] through SWR. */
export default async function ElectionPage({ params }: Props) {
  const { id } = await params;
  return <ElectionView id={id} />;
}
