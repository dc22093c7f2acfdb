import { hashPassword } from '@/lib/platform/auth/passwords';
import { insertUser } from '@/lib/platform/auth/users';
import { seedDemoCharacter } from '@/lib/systems/core/characters/seed-characters';
import type { Db } from '@/lib/platform/db';
import { ACTIONS_CAP } from '@/lib/systems/core/characters/constants';
import {
  DEMO_ACCOUNTS,
  DEMO_ACTIONS,
  DEMO_CAMPAIGN_FUNDS,
  DEMO_CASH_ON_HAND,
  DEMO_DEMOGRAPHICS,
  DEMO_POLITICAL_INFLUENCE,
} from './constants';
import { demoIds } from './demo-ids';
import { partyId } from './plan-world';
import type { DemoUser, SeedContext } from './seed-context';

/** The demo accounts with their fixed ids, hashed outside the seed's transaction (hashing is slow). */
export async function prepareDemoUsers(seed: string, demo: boolean): Promise<DemoUser[]> {
  if (!demo) return [];
  const ids = demoIds(seed);
  return Promise.all(
    DEMO_ACCOUNTS.map(async (account, i) => ({
      account,
      userId: ids[i]!.userId,
      characterId: ids[i]!.characterId,
      passwordHash: await hashPassword(account.password),
    })),
  );
}

/** The demo users and their characters, before offices create politicians so they keep their numbers. */
export async function seedDemoAccounts(tx: Db, { demoUsers }: SeedContext): Promise<void> {
  for (const { account, userId, characterId, passwordHash } of demoUsers) {
    await insertUser(tx, {
      id: userId,
      email: account.email,
      username: account.username,
      displayName: account.displayName,
      passwordHash,
      isAdmin: account.isAdmin,
      role: account.isAdmin ? 'admin' : 'player',
      hasCompletedSetup: true,
    });
    if (!account.character) continue;
    await seedDemoCharacter(
      tx,
      {
        id: characterId,
        userId,
        name: account.character.name,
        bio: `Demo character for ${account.username}.`,
        countryId: account.character.countryId,
        stateId: account.character.stateId,
        partyId: partyId(account.character.countryId, account.character.partySlug),
        politicalInfluence: DEMO_POLITICAL_INFLUENCE,
        nationalInfluence: DEMO_POLITICAL_INFLUENCE / 2,
        favorability: 55,
        donorBaseLevel: 2,
        actions: Math.min(DEMO_ACTIONS, ACTIONS_CAP),
        campaignFundsCents: DEMO_CAMPAIGN_FUNDS * 100,
        cashOnHandCents: DEMO_CASH_ON_HAND * 100,
      },
      { characterId, ...DEMO_DEMOGRAPHICS, hometown: account.character.stateId },
    );
  }
}
