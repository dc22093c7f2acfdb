import type { CharacterAchievementsResult } from '@/lib/systems/core/achievements/schemas';
import styles from './civic.module.css';

type Earned = CharacterAchievementsResult['achievements'][number];

/** A character's earned achievements, oldest first. */
export function AchievementsList({ achievements }: { achievements: Earned[] }) {
  return (
    <section aria-labelledby="achievements-heading">
      <h2 id="achievements-heading">Achievements</h2>
      {achievements.length === 0 ? (
        <p className="muted">No achievements yet.</p>
      ) : (
        <ul className={styles.badges} aria-label="Earned achievements">
          {achievements.map((a) => (
            <li key={a.id} className={styles.badge}>
              <strong>{a.name}</strong>
              <span className="hint">
                {a.description} · {a.category} · earned {a.earnedAt.slice(0, 10)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
