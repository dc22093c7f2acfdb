import { formatInteger } from '@/lib/client/format';
import { SubsidiaryToggle } from './SubsidiaryToggle';
import type { AdminCounts, AdminGame } from './types';
import styles from './admin.module.css';

const COUNT_LABELS: [keyof AdminCounts, string][] = [
  ['users', 'Users'],
  ['characters', 'Characters'],
  ['playerCharacters', 'Player characters'],
  ['activeApiKeys', 'Active API keys'],
];

interface WorldPanelProps {
  counts: AdminCounts | undefined;
  game: AdminGame | null | undefined;
  loadFailed: boolean;
}

export function WorldPanel({ counts, game, loadFailed }: WorldPanelProps) {
  return (
    <section className="card" aria-labelledby="admin-world-heading">
      <h2 id="admin-world-heading">World</h2>
      {counts ? (
        <dl className={styles.stats}>
          {COUNT_LABELS.map(([key, label]) => (
            <div key={key}>
              <dt>{label}</dt>
              <dd>{formatInteger(counts[key])}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="muted">{loadFailed ? 'Counts unavailable.' : 'Loading counts…'}</p>
      )}
      {game && (
        <>
          <h3>Feature flags</h3>
          <dl className={styles.stats}>
            <div>
              <dt>Subsidiary corporations</dt>
              <dd>{game.subsidiaryCorporationsEnabled ? 'Enabled' : 'Disabled'}</dd>
            </div>
            <div>
              <dt>Fund transfers</dt>
              <dd>{game.transfersPaused ? 'Paused' : 'Allowed'}</dd>
            </div>
            <div>
              <dt>Currency exchange</dt>
              <dd>{game.forexEnabled ? 'Enabled' : 'Disabled'}</dd>
            </div>
          </dl>
          <SubsidiaryToggle enabled={game.subsidiaryCorporationsEnabled} />
        </>
      )}
    </section>
  );
}
