import type { Metadata } from 'next';
import { Suspense } from 'react';
import { MailView } from '@/components/core/mail/MailView';
import { SkeletonText } from '@/components/ui/Skeleton';

export const metadata: Metadata = { title: 'Mail' };

export default function MailPage() {
  return (
    <>
      <h1>Mail</h1>
      {/* The composer reads ?to= from the address, which needs a Suspense boundary. */}
      <Suspense fallback={<SkeletonText label="Loading…" />}>
        <MailView />
      </Suspense>
    </>
  );
}
