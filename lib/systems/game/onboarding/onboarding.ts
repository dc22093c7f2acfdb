import { sql } from 'drizzle-orm';
import { withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { awardAchievement } from '@/lib/systems/core/achievements/award-achievement';
import { FIRST_FUNDRAISE_ACHIEVEMENT_ID } from '@/lib/systems/core/characters/constants';
import { currentTurn } from '@/lib/systems/core/game/current-turn';
import { balanceAfter, centsToUnits, postLedgerRows, unitsToCents } from '@/lib/systems/core/money';
import { POLICY_SHIFT_ACHIEVEMENT_ID } from '@/lib/systems/policy/constants';
import { PARTY_DONATION_REASON } from '@/lib/systems/politics/parties/constants';

/**
 * A newcomer's first-day checklist. Each step is done when the game has recorded the act (a row the verb
 * wrote), never when a page was visited. Completing every step earns ONBOARDING_REWARD in campaign funds,
 * paid once per character: the `first_day` achievement's primary key is what makes it once.
 */
export const ONBOARDING_REWARD = 20_000;
/** The money pool the reward goes into (one of a character's two: campaign funds and cash on hand). */
export const ONBOARDING_REWARD_POOL = 'campaign funds';
/** Named ledger source (a system account) of the reward. */
export const ONBOARDING_REWARD_SOURCE = 'onboarding_reward';
export const ONBOARDING_ACHIEVEMENT_ID = 'first_day';

export type OnboardingStepKey = 'join-party' | 'fundraise' | 'race' | 'take-a-stand' | 'buy-share' | 'write';

export interface OnboardingStep {
  key: OnboardingStepKey;
  label: string;
  /** How to do it, in one line. */
  detail: string;
  href: string;
  done: boolean;
}

export interface Onboarding {
  /** Null for an account with no character yet: the checklist starts once one exists. */
  steps: OnboardingStep[] | null;
  done: number;
  total: number;
  reward: { amount: number; currencyCode: string | null; pool: string; paid: boolean; claimable: boolean };
}

type Facts = {
  id: string;
  seq: number;
  country_id: string;
  currency_code: string;
  party: boolean;
  fundraised: boolean;
  race: boolean;
  stand: boolean;
  share: boolean;
  wrote: boolean;
  paid: boolean;
};

/** Every fact the checklist reads, for the user's character, in one statement. */
async function readFacts(db: Db, userId: string, lock = false): Promise<Facts | null> {
  const rows = await db.execute<Facts>(sql`
    select c.id, c.seq, c.country_id, co.currency_code,
      (c.party_id is not null and not coalesce(p.is_default, false)) as party,
      exists (select 1 from character_achievements a where a.character_id = c.id
        and a.achievement_id = ${FIRST_FUNDRAISE_ACHIEVEMENT_ID}) as fundraised,
      (exists (select 1 from election_candidates ec where ec.character_id = c.id)
        or exists (select 1 from ledger_entries l where l.account_type = 'character_funds'
          and l.account_id = c.id and l.reason = ${PARTY_DONATION_REASON})) as race,
      (exists (select 1 from bill_votes v where v.character_id = c.id)
        or exists (select 1 from bills b where b.sponsor_character_id = c.id)
        or exists (select 1 from character_achievements a where a.character_id = c.id
          and a.achievement_id = ${POLICY_SHIFT_ACHIEVEMENT_ID})) as stand,
      exists (select 1 from corporation_shareholders h where h.holder_kind = 'character'
        and h.holder_id = c.id and h.shares > 0) as share,
      exists (select 1 from mail_messages m where m.sender_character_id = c.id) as wrote,
      exists (select 1 from character_achievements a where a.character_id = c.id
        and a.achievement_id = ${ONBOARDING_ACHIEVEMENT_ID}) as paid
    from characters c join countries co on co.id = c.country_id left join parties p on p.id = c.party_id
    where c.user_id = ${userId}
    ${lock ? sql`for update of c` : sql``}`);
  return rows.rows[0] ?? null;
}

function stepsOf(facts: Facts): OnboardingStep[] {
  return [
    {
      key: 'join-party',
      label: 'Join a party',
      detail: 'Pick the party closest to you on your country’s page.',
      href: `/countries/${facts.country_id}`,
      done: facts.party,
    },
    {
      key: 'fundraise',
      label: 'Fundraise',
      detail: 'Spend actions on your desk to raise campaign funds.',
      href: '/#fundraise',
      done: facts.fundraised,
    },
    {
      key: 'race',
      label: 'File for a race or back your party',
      detail: 'Stand in an open election, or donate to your party, which backs its candidates.',
      href: `/countries/${facts.country_id}/elections`,
      done: facts.race,
    },
    {
      key: 'take-a-stand',
      label: 'Vote or propose',
      detail: 'Vote on or propose a bill once you sit in a chamber; until then, take a stand on a policy.',
      href: '/policy',
      done: facts.stand,
    },
    {
      key: 'buy-share',
      label: 'Buy a share',
      detail: 'Buy shares of a corporation on the market with your cash on hand.',
      href: '/market',
      done: facts.share,
    },
    {
      key: 'write',
      label: 'Write to a player',
      detail: 'Send a letter from the mail page, or from “Write to” on a player’s profile.',
      href: '/mail',
      done: facts.wrote,
    },
  ];
}

/** GET /api/onboarding: the checklist, each step's state, and the reward. */
export async function getOnboarding(db: Db, input: { userId: string }): Promise<Onboarding> {
  const facts = await readFacts(db, input.userId);
  const steps = facts ? stepsOf(facts) : null;
  const done = steps?.filter((step) => step.done).length ?? 0;
  const total = steps?.length ?? stepsOf({ country_id: '' } as Facts).length;
  return {
    steps,
    done,
    total,
    reward: {
      amount: ONBOARDING_REWARD,
      currencyCode: facts?.currency_code ?? null,
      pool: ONBOARDING_REWARD_POOL,
      paid: facts?.paid ?? false,
      claimable: Boolean(facts && !facts.paid && done === total),
    },
  };
}

export interface OnboardingRewardResult {
  success: true;
  reward: number;
  currencyCode: string;
  campaignFunds: number;
}

/**
 * POST /api/onboarding/reward: pays the first-day reward into campaign funds through core/money's writer,
 * once per character. Refused, writing nothing: no character (NOT_FOUND), a step still open (CONFLICT),
 * already paid (CONFLICT).
 */
export async function claimOnboardingReward(
  db: Db,
  input: { userId: string },
): Promise<OnboardingRewardResult> {
  return withTx(db, async (tx) => {
    const facts = await readFacts(tx, input.userId, true);
    if (!facts) throw new AppError('NOT_FOUND', 'You have no character yet; create one first.');
    if (facts.paid) throw new AppError('CONFLICT', 'You have already collected the first-day reward.');
    const open = stepsOf(facts).filter((step) => !step.done);
    if (open.length > 0) {
      throw new AppError(
        'CONFLICT',
        `Finish the checklist first: ${open.map((step) => step.label.toLowerCase()).join(', ')}.`,
      );
    }
    // The achievement is the once-only guard; a concurrent second claim finds it taken and pays nothing.
    if (!(await awardAchievement(tx, { characterId: facts.id, achievementId: ONBOARDING_ACHIEVEMENT_ID }))) {
      throw new AppError('CONFLICT', 'You have already collected the first-day reward.');
    }
    const cents = unitsToCents(ONBOARDING_REWARD);
    const turn = await currentTurn(tx);
    const balances = await postLedgerRows(
      tx,
      { id: `${ONBOARDING_REWARD_SOURCE}-${facts.id}`, reason: ONBOARDING_REWARD_SOURCE, turn },
      [
        { accountType: 'character_funds', accountId: facts.id, currencyCode: facts.currency_code, cents },
        {
          accountType: 'system',
          accountId: ONBOARDING_REWARD_SOURCE,
          currencyCode: facts.currency_code,
          cents: -cents,
        },
      ],
    );
    return {
      success: true,
      reward: ONBOARDING_REWARD,
      currencyCode: facts.currency_code,
      campaignFunds: centsToUnits(balanceAfter(balances, 'character_funds', facts.id)),
    };
  });
}
