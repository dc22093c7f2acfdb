import { sql } from 'drizzle-orm';
import { withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { newObjectId } from '@/lib/platform/ids';
import { parseInput } from '@/lib/platform/validation';
import { currentActionsSql, spendActions } from '@/lib/systems/core/characters/actions';
import { currentTurn } from '@/lib/systems/core/game/current-turn';
import { balanceAfter, centsToUnits, postLedgerRows, unitsToCents } from '@/lib/systems/core/money';
import { repickPartyChairs } from './assign-chair';
import {
  LEADERSHIP_INTERVAL_TURNS,
  PARTY_FOUNDING_ACTIONS,
  PARTY_FOUNDING_FEE,
  PARTY_FOUNDING_REASON,
  PARTY_FOUNDING_SINK,
} from './constants';
import { foundPartyInput } from './membership-schemas';
import { playerCharacterOrThrow } from './player-character';

export interface FoundPartyResult {
  success: true;
  partyId: string;
  name: string;
  abbreviation: string;
  leaderCharacterId: string;
  feePaid: number;
  actionCost: number;
  actions: number;
  campaignFunds: number;
  nextLeadershipTurn: number;
}

/** The id of a new party: the country and a slug of its abbreviation, made unique with a suffix if taken. */
function partySlug(abbreviation: string): string {
  const slug = abbreviation
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
  return slug.length > 0 ? slug : 'party';
}

/**
 * POST /api/parties {name, abbreviation, color, economic, social}: a player founds a party in their
 * country and becomes its leader and first member. One transaction: a member of another party must leave
 * it first (CONFLICT); a name or abbreviation already used in the country is CONFLICT; then the actions and
 * the fee are taken (checked in the same statement), the fee goes through core/money to a sink, and the
 * party is created with its first leadership race LEADERSHIP_INTERVAL_TURNS away.
 */
export async function foundParty(
  db: Db,
  input: { userId: string; body: unknown },
): Promise<FoundPartyResult> {
  const body = parseInput(foundPartyInput, input.body);
  const cents = unitsToCents(PARTY_FOUNDING_FEE);
  return withTx(db, async (tx) => {
    const character = await playerCharacterOrThrow(tx, input.userId);
    const previousPartyId = character.partyId;
    if (previousPartyId) {
      const [current] = (
        await tx.execute<{ name: string; is_default: boolean }>(
          sql`select name, is_default from parties where id = ${previousPartyId}`,
        )
      ).rows;
      if (current && !current.is_default) {
        throw new AppError('CONFLICT', `You belong to ${current.name}; leave it before founding a party.`);
      }
    }
    // Serialises founders in one country, so two same-named parties cannot both pass the check below.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('found-party:' || ${character.countryId}))`);
    const [taken] = (
      await tx.execute<{ name: string; abbreviation: string }>(sql`
        select name, abbreviation from parties where country_id = ${character.countryId}
          and (lower(name) = lower(${body.name}) or upper(abbreviation) = upper(${body.abbreviation}))
        limit 1`)
    ).rows;
    if (taken) {
      const what =
        taken.name.toLowerCase() === body.name.toLowerCase()
          ? `the name ${taken.name}`
          : `the abbreviation ${taken.abbreviation}`;
      throw new AppError('CONFLICT', `A party of your country already uses ${what}.`);
    }
    const spent = await spendActions<{ actions: number }>(
      tx,
      { id: character.id },
      PARTY_FOUNDING_ACTIONS,
      sql`actions`,
      { where: sql`campaign_funds_cents >= ${cents}` },
    );
    if (!spent) {
      const [row] = (
        await tx.execute<{ actions: number; funds: number }>(sql`
          select ${currentActionsSql()} as actions, campaign_funds_cents as funds from characters
          where id = ${character.id}`)
      ).rows;
      if ((row?.actions ?? 0) < PARTY_FOUNDING_ACTIONS) {
        throw new AppError(
          'INSUFFICIENT_ACTIONS',
          `Founding a party costs ${PARTY_FOUNDING_ACTIONS} actions; you have ${row?.actions ?? 0}.`,
          { details: { required: PARTY_FOUNDING_ACTIONS, available: row?.actions ?? 0 } },
        );
      }
      throw new AppError(
        'INSUFFICIENT_FUNDS',
        `Founding a party costs ${PARTY_FOUNDING_FEE} in campaign funds; you have ${centsToUnits(Number(row?.funds ?? 0))}.`,
      );
    }
    const turn = await currentTurn(tx);
    const base = `${character.countryId.toLowerCase()}-${partySlug(body.abbreviation)}`;
    const [exists] = (await tx.execute(sql`select 1 from parties where id = ${base}`)).rows;
    const partyId = exists ? `${base}-${newObjectId().slice(-6)}` : base;
    await tx.execute(sql`
      insert into parties (id, country_id, name, abbreviation, color, economic_position, social_position,
        chair_character_id, leader_since_turn, next_leadership_turn, founded_by_character_id, founded_turn)
      values (${partyId}, ${character.countryId}, ${body.name}, ${body.abbreviation}, ${body.color},
        ${body.economic}, ${body.social}, ${character.id}, ${turn}, ${turn + LEADERSHIP_INTERVAL_TURNS},
        ${character.id}, ${turn})`);
    await tx.execute(sql`update characters set party_id = ${partyId} where id = ${character.id}`);
    // A founder who chaired the independents' label leaves that chair to its next member.
    if (previousPartyId) await repickPartyChairs(tx, [previousPartyId], { onlyIfVacant: true });
    const balances = await postLedgerRows(
      tx,
      { id: `party-founding-${newObjectId()}`, reason: PARTY_FOUNDING_REASON, turn },
      [
        {
          accountType: 'character_funds',
          accountId: character.id,
          currencyCode: character.currencyCode,
          cents: -cents,
        },
        {
          accountType: 'system',
          accountId: PARTY_FOUNDING_SINK,
          currencyCode: character.currencyCode,
          cents,
        },
      ],
    );
    return {
      success: true,
      partyId,
      name: body.name,
      abbreviation: body.abbreviation,
      leaderCharacterId: character.id,
      feePaid: PARTY_FOUNDING_FEE,
      actionCost: PARTY_FOUNDING_ACTIONS,
      actions: spent.actions,
      campaignFunds: centsToUnits(balanceAfter(balances, 'character_funds', character.id)),
      nextLeadershipTurn: turn + LEADERSHIP_INTERVAL_TURNS,
    };
  });
}

export interface FoundingOffer {
  fee: number;
  actionCost: number;
  /** Why the viewer cannot found a party here now; null when they can. */
  disabledReason: string | null;
}

/** What founding a party in this country costs the viewer, and why they cannot yet (for the form). */
export async function foundingOffer(
  db: Db,
  input: { userId: string | null; countryId: string },
): Promise<FoundingOffer> {
  const offer = { fee: PARTY_FOUNDING_FEE, actionCost: PARTY_FOUNDING_ACTIONS };
  if (!input.userId) return { ...offer, disabledReason: 'Log in to found a party.' };
  const [row] = (
    await db.execute<{
      country_id: string;
      party_name: string | null;
      is_default: boolean | null;
      funds: string;
      actions: number;
    }>(sql`
      select c.country_id, p.name as party_name, p.is_default, c.campaign_funds_cents::text as funds,
        ${currentActionsSql('c')} as actions
      from characters c left join parties p on p.id = c.party_id where c.user_id = ${input.userId}`)
  ).rows;
  if (!row) return { ...offer, disabledReason: 'Create your character first.' };
  if (row.country_id !== input.countryId)
    return { ...offer, disabledReason: 'You can found a party only in your own country.' };
  if (row.party_name && !row.is_default)
    return { ...offer, disabledReason: `Leave ${row.party_name} first.` };
  if (row.actions < PARTY_FOUNDING_ACTIONS) {
    return {
      ...offer,
      disabledReason: `You have ${row.actions} actions; founding needs ${PARTY_FOUNDING_ACTIONS}.`,
    };
  }
  if (Number(row.funds) < unitsToCents(PARTY_FOUNDING_FEE)) {
    return { ...offer, disabledReason: 'You do not have enough campaign funds for the fee.' };
  }
  return { ...offer, disabledReason: null };
}
