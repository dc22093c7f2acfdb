import type { NextStep, NextStepCharacter } from '@/lib/systems/core/manifest';

/** An account without a character is asked to create one. */
export async function characterSetupNextSteps(
  _db: unknown,
  character: NextStepCharacter | null,
): Promise<NextStep[]> {
  if (character) return [];
  return [
    {
      kind: 'create-character',
      label: 'Create your character',
      detail: 'Pick a country and a home state, your politics and a party: it takes a minute.',
      action: 'Create a character',
      href: '/setup',
      priority: 0,
    },
  ];
}
