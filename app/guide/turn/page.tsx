import type { Metadata } from 'next';
import { GuideNav } from '@/components/game/guide/GuideNav';
import { phaseEntries } from '@/lib/systems/game/guide/reference';

export const metadata: Metadata = { title: 'Guide: a turn, phase by phase' };

/** The turn's phases in the order the engine runs them (the engine's own registry). */
export default function GuideTurnPage() {
  const phases = phaseEntries();
  return (
    <div className="narrow">
      <h1>A turn, phase by phase</h1>
      <GuideNav current="/guide/turn" />
      <p className="lead">
        A turn runs {phases.length} steps in this order, all at once: nobody sees a half-finished turn.
        Politics comes before the economy, so a law passed this turn already acts on it.
      </p>
      <ol>
        {phases.map((phase) => (
          <li key={phase.order}>
            {phase.name} <span className="text-sm text-muted">({phase.system})</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
