// What the election page and its campaign forms (ElectionCampaignActions.tsx, loaded apart) both say.
import { formatCount } from '@/lib/platform/browser/format';

/** Why an action is disabled when the viewer lacks the actions it costs. */
export function shortOfActions(actions: number): string {
  return `You have ${formatCount(actions, 'action')}; actions refill every turn.`;
}
