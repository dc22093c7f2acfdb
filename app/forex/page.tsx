import type { Metadata } from 'next';
import { ForexView } from '@/components/economy/forex/ForexView';

export const metadata: Metadata = { title: 'Forex' };

export default function ForexPage() {
  return (
    <>
      <h1>Foreign exchange</h1>
      <p>Rates are local units per one internal anchor unit; a rising rate is a weakening currency.</p>
      <ForexView />
    </>
  );
}
