import Link from 'next/link';
import { Card } from '@/components/ui/Card';
import type { DeskMilestone } from '@/lib/systems/game/desk/get-desk';

/** Career milestones with the player's progress: what a career here aims at. */
export function CareerGoals({ milestones }: { milestones: DeskMilestone[] }) {
  if (milestones.length === 0) return null;
  return (
    <Card title="Career goals" aria-label="Career goals">
      <ul className="m-0 flex list-none flex-col gap-3 p-0">
        {milestones.map((goal) => (
          <li key={goal.key}>
            <span className="flex flex-wrap items-baseline justify-between gap-x-2">
              <span className="min-w-0">
                <Link href={goal.href} className="font-semibold">
                  {goal.label}
                </Link>
              </span>
              <span className="text-sm text-muted">{goal.status}</span>
            </span>
            <progress
              className="w-full"
              max={100}
              value={Math.round(goal.progress * 100)}
              aria-label={`${goal.label}: ${Math.round(goal.progress * 100)}%`}
            />
          </li>
        ))}
      </ul>
    </Card>
  );
}
