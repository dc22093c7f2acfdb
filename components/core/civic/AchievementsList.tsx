import type { CharacterAchievementsResult } from '@/lib/systems/core/achievements/schemas';

type Earned = CharacterAchievementsResult['achievements'][number];

/** A character's earned achievements, oldest first. */
export function AchievementsList({ achievements }: { achievements: Earned[] }) {
  return (
    <section aria-labelledby="achievements-heading">
      <h2 id="achievements-heading">Achievements</h2>
      {achievements.length === 0 ? (
        <p className="muted">No achievements yet.</p>
      ) : (
        <ul className="flex list-none flex-wrap gap-3 p-0" aria-label="Earned achievements">
          {achievements.map((a) => (
            <li key={a.id} className="max-w-64 rounded-lg border border-border px-3 py-2 [&_strong]:block">
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
