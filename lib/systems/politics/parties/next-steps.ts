import type { NextStep, NextStepCharacter } from '@/lib/systems/core/manifest';

/** A character without a party is asked to join one. */
export async function partyNextSteps(_db: unknown, character: NextStepCharacter | null): Promise<NextStep[]> {
  if (!character || character.partyId) return [];
  return [
    {
      kind: 'join-party',
      label: 'Join a party',
      detail: 'A party backs your campaigns and gives you a vote in its leadership.',
      action: 'See the parties',
      href: `/countries/${character.countryId}`,
      priority: 10,
    },
  ];
}
