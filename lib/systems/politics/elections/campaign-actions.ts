import { randomInt, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { parseInput } from '@/lib/platform/validation';
import { currentActionsSql, spendActions } from '@/lib/systems/core/characters/actions';
import { balanceAfter, centsToUnits, postLedgerRows, unitsToCents } from '@/lib/systems/core/money';
import {
  ADVERTISE_EFFECT,
  ADVERTISE_UNIT,
  CAMPAIGN_ACTION_COST,
  CAMPAIGN_SPENDING_SINK,
  CANVASS_ACTION_COST,
  CANVASS_EFFECT,
  DEBATE_ACTION_COST,
  ENDORSE_ASK_ACTION_COST,
  POLL_ACTION_COST,
  POLL_MONEY_COST,
  POLL_NOISE,
  RALLY_ACTION_COST,
  RALLY_EFFECT,
  RALLY_INFLUENCE_GAIN,
  RALLY_MONEY_COST,
  type CampaignActionKind,
} from './constants';
import { shiftCharacterStanding } from '@/lib/systems/core/characters/shift-character-standing';
import { challengeRival } from './debates';
import { askForEndorsement, type EndorsementAsk } from './endorsements';
import { lastProcessedTurn } from './election-phase';
import { updateVoteShares } from './phases/update-vote-shares';
import { regionalSupport } from './regional-support';
import { campaignActionInput } from './schemas';

/** What each kind costs and adds; `local` kinds act in one region, the others in all of the race's. */
export const CAMPAIGN_ACTION_RULES: Record<
  CampaignActionKind,
  { label: string; actions: number; money: number | 'amount'; local: boolean }
> = {
  canvass: { label: 'Canvassing', actions: CANVASS_ACTION_COST, money: 0, local: true },
  rally: { label: 'A rally', actions: RALLY_ACTION_COST, money: RALLY_MONEY_COST, local: true },
  advertise: { label: 'Advertising', actions: CAMPAIGN_ACTION_COST, money: 'amount', local: false },
  poll: { label: 'A poll', actions: POLL_ACTION_COST, money: POLL_MONEY_COST, local: false },
  debate: { label: 'A debate challenge', actions: DEBATE_ACTION_COST, money: 0, local: false },
  endorse: { label: 'Asking for an endorsement', actions: ENDORSE_ASK_ACTION_COST, money: 0, local: false },
};

/** The political influence the n-th rally of a turn adds (the first adds RALLY_INFLUENCE_GAIN). */
export function rallyInfluenceGain(priorThisTurn: number): number {
  return RALLY_INFLUENCE_GAIN / (1 + priorThisTurn);
}

/**
 * The awareness one action adds before decay: its base (advertising grows with the log of the amount),
 * divided by how many of the same kind (in the same region) the candidate already did this turn, plus one.
 */
export function campaignActionEffect(kind: CampaignActionKind, priorThisTurn: number, amount = 0): number {
  const base =
    kind === 'canvass'
      ? CANVASS_EFFECT
      : kind === 'rally'
        ? RALLY_EFFECT
        : kind === 'advertise'
          ? ADVERTISE_EFFECT * Math.log1p(amount / ADVERTISE_UNIT)
          : 0;
  return base / (1 + priorThisTurn);
}

/** Shares with sampling noise: each moved by up to ±POLL_NOISE, floored at 0 and renormalised. */
export function withSamplingNoise<T extends { share: number }>(shares: T[], draw: () => number): T[] {
  const noisy = shares.map((s) => ({ ...s, share: Math.max(0, s.share + (draw() * 2 - 1) * POLL_NOISE) }));
  const total = noisy.reduce((sum, s) => sum + s.share, 0);
  return noisy.map((s) => ({ ...s, share: total > 0 ? s.share / total : 0 }));
}

export interface PollRegion {
  regionId: string;
  regionName: string;
  shares: { characterId: string; name: string; share: number }[];
}

export interface CampaignActionResult {
  success: true;
  electionId: string;
  kind: CampaignActionKind;
  regionId: string | null;
  /** Awareness added this turn (before decay). */
  effect: number;
  actionCost: number;
  moneySpent: number;
  actions: number;
  campaignFunds: number;
  voteShare: number;
  /** A poll's answer: shares by region, with sampling noise. */
  poll?: PollRegion[];
  /** A rally's gain in political influence (points). */
  influenceGained?: number;
  /** A debate challenge: the rival, and the turn by which they answer. */
  debate?: { id: string; rivalName: string; closesTurn: number };
  /** An endorsement asked for: who, and their answer (a player's comes later). */
  endorsement?: EndorsementAsk;
}

/**
 * POST /api/elections/[id]/actions {kind, regionId?, amount?, targetCharacterId?}: one campaign action by a candidate still in
 * the race. One transaction: the race and candidacy are checked (404, 403 for anyone else, 409 once decided),
 * then the actions (and money) are taken (WHERE both suffice), then the region, so any refusal rolls everything back; the money goes through core/money
 * to the CAMPAIGN_SPENDING_SINK; the action is recorded and the race's shares recomputed.
 */
export async function campaignAction(
  db: Db,
  input: {
    userId: string;
    electionId: unknown;
    kind: unknown;
    regionId?: unknown;
    amount?: unknown;
    targetCharacterId?: unknown;
  },
): Promise<CampaignActionResult> {
  const { electionId, kind, regionId, amount, targetCharacterId } = parseInput(campaignActionInput, {
    electionId: input.electionId,
    kind: input.kind,
    regionId: input.regionId,
    amount: input.amount,
    targetCharacterId: input.targetCharacterId,
  });
  const rule = CAMPAIGN_ACTION_RULES[kind];
  if (rule.money === 'amount' && amount === undefined)
    throw new AppError('BAD_REQUEST', 'Say how much to spend on advertising.');
  const money = rule.money === 'amount' ? amount! : rule.money;
  const cents = unitsToCents(money);
  return withTx(db, async (tx) => {
    const lastTurn = await lastProcessedTurn(tx);
    const turn = lastTurn + 1;
    // Who may act comes first: only a candidate still in the race (403), only while it runs (409; a candidate
    // of a decided race is told it is decided).
    const [race] = (
      await tx.execute<{
        state_id: string | null;
        country_id: string;
        has_character: boolean;
        stood: boolean;
        in_race: boolean;
        open: boolean;
      }>(sql`
        select e.state_id, e.country_id, e.status <> 'closed' and e.end_turn > ${lastTurn} as open,
               exists (select 1 from characters c where c.user_id = ${input.userId}) as has_character,
               exists (select 1 from election_candidates ec join characters c on c.id = ec.character_id
                       where ec.election_id = e.id and c.user_id = ${input.userId}) as stood,
               exists (select 1 from election_candidates ec join characters c on c.id = ec.character_id
                       where ec.election_id = e.id and c.user_id = ${input.userId}
                         and not ec.eliminated_in_primary) as in_race
        from elections e where e.id = ${electionId}`)
    ).rows;
    if (!race) throw new AppError('NOT_FOUND', 'No such election.');
    if (!race.has_character) throw new AppError('FORBIDDEN', 'Create a character and file to campaign.');
    const notCandidate = 'Only a candidate still in the race can campaign in this election.';
    if (!race.stood) throw new AppError('FORBIDDEN', notCandidate);
    if (!race.open) throw new AppError('CONFLICT', 'This race is decided: campaigning has closed.');
    if (!race.in_race) throw new AppError('FORBIDDEN', notCandidate);
    const character = await spendActions<{
      id: string;
      actions: number;
      currency_code: string;
    }>(
      tx,
      { userId: input.userId },
      rule.actions,
      sql`id, actions, (select co.currency_code from countries co where co.id = characters.country_id) as currency_code`,
      { where: sql`campaign_funds_cents >= ${cents}` },
    );
    if (!character) {
      const [existing] = (
        await tx.execute<{ actions: number; campaign_funds_cents: number }>(sql`
          select ${currentActionsSql()} as actions, campaign_funds_cents from characters where user_id = ${input.userId}`)
      ).rows;
      if (!existing) throw new AppError('NOT_FOUND', 'You have no character yet.');
      if (existing.actions < rule.actions) {
        throw new AppError(
          'INSUFFICIENT_ACTIONS',
          `${rule.label} costs ${rule.actions} actions; you have ${existing.actions}.`,
          { details: { required: rule.actions, available: existing.actions } },
        );
      }
      throw new AppError(
        'CONFLICT',
        `You have ${centsToUnits(Number(existing.campaign_funds_cents))} in campaign funds, less than ${money}.`,
      );
    }
    let region: string | null = null;
    if (rule.local) {
      region = regionId ?? race.state_id;
      if (!region) {
        throw new AppError('INELIGIBLE_TARGET', 'Choose a region: this race spans the whole country.');
      }
      const [inRace] = (
        await tx.execute(sql`
          select 1 from states where id = ${region} and country_id = ${race.country_id}
            and (${race.state_id}::text is null or id = ${race.state_id})`)
      ).rows;
      if (!inRace) throw new AppError('INELIGIBLE_TARGET', `${region} is not a region of this race.`);
    }
    if (kind === 'debate' || kind === 'endorse') {
      const debate =
        kind === 'debate'
          ? await challengeRival(tx, {
              electionId,
              challengerId: character.id,
              rivalId: targetCharacterId,
              turn,
            })
          : undefined;
      const endorsement =
        kind === 'endorse'
          ? await askForEndorsement(tx, {
              electionId,
              candidateId: character.id,
              targetId: targetCharacterId,
              turn,
              now: new Date(),
            })
          : undefined;
      const [share] = (
        await tx.execute<{ vote_share: number; funds: number }>(sql`
          select ec.vote_share, c.campaign_funds_cents as funds from election_candidates ec
          join characters c on c.id = ec.character_id
          where ec.election_id = ${electionId} and ec.character_id = ${character.id}`)
      ).rows;
      return {
        success: true,
        electionId,
        kind,
        regionId: null,
        effect: 0,
        actionCost: rule.actions,
        moneySpent: 0,
        actions: character.actions,
        campaignFunds: centsToUnits(Number(share?.funds ?? 0)),
        voteShare: share?.vote_share ?? 0,
        ...(debate && { debate }),
        ...(endorsement && { endorsement }),
      };
    }
    const [prior] = (
      await tx.execute<{ n: number }>(sql`
        select count(*)::int as n from campaign_actions
        where election_id = ${electionId} and character_id = ${character.id} and kind = ${kind}
          and turn = ${turn} and state_id is not distinct from ${region}`)
    ).rows;
    // A rally's influence falls off with every rally of the turn, wherever held.
    let influenceGained: number | undefined;
    if (kind === 'rally') {
      const [rallies] = (
        await tx.execute<{ n: number }>(sql`
          select count(*)::int as n from campaign_actions
          where character_id = ${character.id} and kind = 'rally' and turn = ${turn}`)
      ).rows;
      influenceGained = rallyInfluenceGain(rallies?.n ?? 0);
      await shiftCharacterStanding(tx, {
        shifts: [{ characterId: character.id, favorability: 0, politicalInfluence: influenceGained }],
      });
    }
    const effect = campaignActionEffect(kind, prior?.n ?? 0, money);
    await tx.execute(sql`
      insert into campaign_actions (id, election_id, character_id, kind, state_id, turn, actions_spent, amount_cents, effect)
      values (${randomUUID()}, ${electionId}, ${character.id}, ${kind}, ${region}, ${turn}, ${rule.actions}, ${cents}, ${effect})`);
    let funds: number | null = null;
    if (cents > 0) {
      if (kind === 'advertise') {
        await tx.execute(sql`
          update election_candidates set campaign_spend_cents = campaign_spend_cents + ${cents}
          where election_id = ${electionId} and character_id = ${character.id}`);
      }
      const balances = await postLedgerRows(
        tx,
        { id: `campaign-${randomUUID()}`, reason: 'campaign_spending', turn },
        [
          {
            accountType: 'character_funds',
            accountId: character.id,
            currencyCode: character.currency_code,
            cents: -cents,
          },
          {
            accountType: 'system',
            accountId: CAMPAIGN_SPENDING_SINK,
            currencyCode: character.currency_code,
            cents,
          },
        ],
      );
      funds = centsToUnits(balanceAfter(balances, 'character_funds', character.id));
    }
    await updateVoteShares(tx, electionId);
    const [after] = (
      await tx.execute<{ vote_share: number; funds: number }>(sql`
        select ec.vote_share, c.campaign_funds_cents as funds from election_candidates ec
        join characters c on c.id = ec.character_id
        where ec.election_id = ${electionId} and ec.character_id = ${character.id}`)
    ).rows;
    const result: CampaignActionResult = {
      success: true,
      electionId,
      kind,
      regionId: region,
      effect,
      actionCost: rule.actions,
      moneySpent: money,
      actions: character.actions,
      campaignFunds: funds ?? centsToUnits(Number(after?.funds ?? 0)),
      voteShare: after?.vote_share ?? 0,
    };
    if (kind === 'poll') result.poll = await privatePoll(tx, electionId);
    if (influenceGained !== undefined) result.influenceGained = influenceGained;
    return result;
  });
}

/** The live model's shares by region, each with sampling noise: fresher than the public poll, not exact. */
async function privatePoll(tx: Db, electionId: string): Promise<PollRegion[]> {
  const support = await regionalSupport(tx, electionId);
  const names = new Map(
    (
      await tx.execute<{ id: string; name: string }>(sql`
        select ec.character_id as id, ec.character_name as name from election_candidates ec where ec.election_id = ${electionId}
        union all select st.id, st.name from states st
        where st.id in (select jsonb_array_elements_text(${JSON.stringify(support.map((r) => r.regionId))}::jsonb))`)
    ).rows.map((r) => [r.id, r.name]),
  );
  const draw = () => randomInt(0, 1_000_000) / 1_000_000;
  return support.map((region) => ({
    regionId: region.regionId,
    regionName: names.get(region.regionId) ?? region.regionId,
    shares: withSamplingNoise(
      region.shares.map((s) => ({
        characterId: s.characterId,
        name: names.get(s.characterId) ?? '',
        share: s.share,
      })),
      draw,
    ).sort((a, b) => b.share - a.share),
  }));
}
