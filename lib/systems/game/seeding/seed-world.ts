import { sql } from 'drizzle-orm';
import { hashPassword } from '@/lib/platform/auth/passwords';
import { insertUser } from '@/lib/platform/auth/users';
import { seedCharacters, seedDemoCharacter } from '@/lib/systems/core/characters/seed-characters';
import { seedCountries } from '@/lib/systems/core/countries/seed-countries';
import { claimWorld } from '@/lib/systems/core/game/claim-world';
import { seedParties, seedPartyChairs } from '@/lib/systems/politics/parties/seed-parties';
import { ACTIONS_CAP } from '@/lib/systems/core/characters/constants';
import { withTx, type Db } from '@/lib/platform/db';
import { seedCommodities } from '@/lib/systems/economy/commodities/seed-commodities';
import { seedConflicts } from '@/lib/systems/world/conflicts/seed-conflicts';
import { seedBonds } from '@/lib/systems/corporations/bonds/seed-bonds';
import { seedCorporations } from '@/lib/systems/corporations/corporations/seed-corporations';
import { seedSubsidiaryDemo } from '@/lib/systems/subsidiaries/seed-subsidiary-demo';
import { seedFunds } from '@/lib/systems/corporations/funds/seed-funds';
import { seedExtractionStrategies } from '@/lib/systems/extraction/seed-extraction-strategies';
import { seedResourceCapacity } from '@/lib/systems/extraction/seed-resource-capacity';
import { seedEconomy } from '@/lib/systems/economy/economy/seed-economy';
import { seedAchievements } from '@/lib/systems/core/achievements/seed-achievements';
import { seedOffices } from '@/lib/systems/politics/offices/seed-offices';
import { seedOrganizations } from '@/lib/systems/world/organizations/seed-organizations';
import { seedPolicySystem } from '@/lib/systems/policy/seed-policy-system';
import { seedWorldEvents } from '@/lib/systems/world/world-events/seed-world-events';
import { demoIds } from '@/lib/systems/core/world-plan/demo-ids';
import {
  DEMO_ACCOUNTS,
  DEMO_ACTIONS,
  DEMO_CAMPAIGN_FUNDS,
  DEMO_CASH_ON_HAND,
  DEMO_DEMOGRAPHICS,
  DEMO_CORPORATION_OWNERS,
  DEMO_POLITICAL_INFLUENCE,
} from '@/lib/systems/core/world-plan/constants';
import { partyId, planWorld } from '@/lib/systems/core/world-plan/plan-world';
import { countryReferences } from '@/lib/systems/core/world-plan/reference';
import { sectorReferences } from '@/lib/systems/economy/economy/reference';
import { balanceOpenings, recordOpeningBalances } from '@/lib/systems/core/money';

function npcIdsByCountry(npcs: readonly { id?: string; countryId: string }[]): Record<string, string[]> {
  const byCountry: Record<string, string[]> = {};
  for (const npc of npcs) (byCountry[npc.countryId] ??= []).push(npc.id!);
  return byCountry;
}

export interface SeedOptions {
  seed: string;
  scale: number;
  startingYear: number;
  turnDurationMs: number;
  demo: boolean;
  now?: Date;
}

export type SeedResult = { created: false } | { created: true; characters: number; demoAccounts: number };

/** Creates the whole world in one transaction; does nothing if a world already exists. */
export async function seedWorld(db: Db, options: SeedOptions): Promise<SeedResult> {
  const plan = planWorld(countryReferences, options.seed, options.scale);
  const ids = demoIds(options.seed);
  const demoUsers = options.demo
    ? await Promise.all(
        DEMO_ACCOUNTS.map(async (account, i) => ({
          account,
          userId: ids[i]!.userId,
          characterId: ids[i]!.characterId,
          passwordHash: await hashPassword(account.password),
        })),
      )
    : [];
  const now = options.now ?? new Date();

  return withTx(db, async (tx) => {
    if (!(await claimWorld(tx, { ...options, now }))) return { created: false };

    await seedCountries(tx, plan);
    await seedParties(tx, plan.parties);
    await seedCharacters(tx, plan.npcs);
    await seedAchievements(tx);
    await seedPolicySystem(tx, {
      seed: options.seed,
      states: plan.states.map((s) => ({ id: s.id, countryId: s.countryId, population: s.population })),
      turn: 1,
      now,
    });

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

    // Offices and their non-player politicians come after the demo characters, so those keep their numbers.
    const politics = await seedOffices(tx, { seed: options.seed, turn: 1 });
    await seedOrganizations(tx, { turn: 1 });

    await seedPartyChairs(tx);

    await seedEconomy(tx, {
      seed: options.seed,
      startingYear: options.startingYear,
      countries: plan.countries,
    });
    await seedCommodities(tx, { seed: options.seed, now, seedCapacity: seedResourceCapacity });
    await seedCorporations(tx, {
      seed: options.seed,
      scale: options.scale,
      turn: 1,
      countries: countryReferences.map((c) => ({
        id: c.id,
        currencyCode: c.currencyCode,
        forexRate: c.forexRate,
        firstNames: c.names.first,
        lastNames: c.names.last,
      })),
      states: plan.states,
      sectorTypes: sectorReferences.map((s) => s.id),
      npcIdsByCountry: npcIdsByCountry(plan.npcs),
      playerOwners: demoUsers.flatMap(({ account, characterId }) =>
        account.character && DEMO_CORPORATION_OWNERS.includes(account.username)
          ? [{ characterId, countryId: account.character.countryId, stateId: account.character.stateId }]
          : [],
      ),
    });
    await seedExtractionStrategies(tx);
    await seedBonds(tx, { seed: options.seed, turn: 1 });
    await seedFunds(tx, { seed: options.seed, turn: 1 });
    await seedConflicts(tx, { turn: 1 });
    const demoCharacter = (username: string) =>
      demoUsers.find((d) => d.account.username === username && d.account.character)?.characterId;
    const [subsidiaryParentCeo, subsidiaryMinority] = [demoCharacter('alice'), demoCharacter('bob')];
    if (subsidiaryParentCeo && subsidiaryMinority) {
      await seedSubsidiaryDemo(tx, {
        seed: options.seed,
        turn: 1,
        parentCeoCharacterId: subsidiaryParentCeo,
        minorityCharacterId: subsidiaryMinority,
      });
    }
    await seedWorldEvents(tx, { seed: options.seed, turn: 1 });

    // Opening balances enter the ledger as issuance, so every later movement reconciles.
    await recordOpeningBalances(tx, {
      transferId: 'seed',
      reason: 'opening_balance',
      turn: 1,
      entries: sql`select kind.account_type, c.id as account_id, co.currency_code,
             case kind.account_type when 'character_funds' then c.campaign_funds_cents else c.cash_on_hand_cents end
               as amount_cents
      from characters c
      join countries co on co.id = c.country_id
      cross join (values ('character_funds'), ('character_cash')) as kind(account_type)`,
    });
    await balanceOpenings(tx, { transferId: 'seed', reason: 'opening_balance', turn: 1, source: 'issuance' });

    return {
      created: true,
      characters: plan.npcs.length + politics.npps + demoUsers.filter((d) => d.account.character).length,
      demoAccounts: demoUsers.length,
    };
  });
}
