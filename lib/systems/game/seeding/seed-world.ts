import { sql } from 'drizzle-orm';
import { withTx, type Db } from '@/lib/platform/db';
import { claimWorld } from '@/lib/systems/core/game/claim-world';
import type { SystemManifest } from '@/lib/systems/core/manifest';
import { prepareDemoUsers } from '@/lib/systems/core/world-plan/seed-demo-accounts';
import type { SeedContext, SeedOptions, SeedStep } from '@/lib/systems/core/world-plan/seed-context';
import { planWorld } from '@/lib/systems/core/world-plan/plan-world';
import { countryReferences } from '@/lib/systems/core/world-plan/reference';
import { createSeedCommoditiesStep } from '@/lib/systems/economy/commodities/seed-commodities';
import { seedResourceCapacity } from '@/lib/systems/extraction/seed-resource-capacity';
import { replaceById, SYSTEM_MANIFESTS } from '@/lib/systems/game/manifests';

export type SeedResult = { created: false } | { created: true; characters: number; demoAccounts: number };

const manifests: readonly SystemManifest[] = SYSTEM_MANIFESTS;

/**
 * Every manifest's seed steps in layer order (a system seeds after the ones it builds on), then the last
 * ones (core's opening balances). The commodities seed is wired to the extraction system's capacity here.
 */
export const seedSteps: readonly SeedStep[] = replaceById(
  [...manifests.flatMap((m) => m.seedSteps), ...manifests.flatMap((m) => m.lastSeedSteps ?? [])],
  createSeedCommoditiesStep(seedResourceCapacity),
);

/** Creates the whole world in one transaction; does nothing if a world already exists. */
export async function seedWorld(db: Db, options: SeedOptions): Promise<SeedResult> {
  const plan = planWorld(countryReferences, options.seed, options.scale);
  const demoUsers = await prepareDemoUsers(options.seed, options.demo);
  const now = options.now ?? new Date();

  return withTx(db, async (tx) => {
    if (!(await claimWorld(tx, { ...options, now }))) return { created: false };
    // Each system seeds only its own tables, in layer order, so a row may name one a higher system adds
    // later in the same transaction (a character its party): keys are checked at commit.
    await tx.execute(sql`set constraints all deferred`);

    const ctx: SeedContext = { options, turn: 1, now, plan, demoUsers };
    for (const step of seedSteps) await step.run(tx, ctx);

    const [counted] = (
      await tx.execute<{ characters: number }>(sql`select count(*)::int as characters from characters`)
    ).rows;
    return { created: true, characters: counted!.characters, demoAccounts: demoUsers.length };
  });
}
