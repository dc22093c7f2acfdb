import type { Metadata } from 'next';
import { DecisionsView } from '@/components/core/decisions/DecisionsView';

export const metadata: Metadata = { title: 'Decisions' };

export default function DecisionsPage() {
  return (
    <>
      <h1>Decisions</h1>
      <DecisionsView />
    </>
  );
}
