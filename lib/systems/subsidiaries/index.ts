import type { SystemManifest } from '@/lib/systems/core/manifest';
import { subsidiaryNextSteps } from './next-steps';
import { subsidiaryPhases } from './phases';
import { seedSubsidiaryDemo } from './seed-subsidiary-demo';

/** Holding groups and parent commands, behind the subsidiaries flag. */
export const subsidiariesManifest = {
  system: 'subsidiaries',
  phases: [...subsidiaryPhases],
  endpoints: {},
  clientEndpoints: {},
  seedSteps: [
    {
      // Alice's corporation gets a subsidiary in which Bob holds a minority stake.
      id: 'subsidiaries.demo',
      async run(tx, ctx) {
        const demoCharacter = (username: string) =>
          ctx.demoUsers.find((d) => d.account.username === username && d.account.character)?.characterId;
        const [parentCeo, minority] = [demoCharacter('alice'), demoCharacter('bob')];
        if (!parentCeo || !minority) return;
        await seedSubsidiaryDemo(tx, {
          seed: ctx.options.seed,
          turn: ctx.turn,
          parentCeoCharacterId: parentCeo,
          minorityCharacterId: minority,
        });
      },
    },
  ],
  notificationKinds: {
    subsidiary_command: {
      label: 'Subsidiary commands',
      description: 'A parent corporation’s command changed your corporation.',
    },
  },
  nextSteps: subsidiaryNextSteps,
} satisfies SystemManifest;
