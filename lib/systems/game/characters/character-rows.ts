import { eq, sql } from 'drizzle-orm';
import { characters, countries, parties, states } from '@/models';
import type { Db } from '@/lib/platform/db';
import { centsToUnits } from '@/lib/systems/core/money';
import {
  countryPageUrl,
  corporationPageUrl,
  partyPageUrl,
  statePageUrl,
} from '@/lib/systems/core/countries/page-urls';
import { currentActionsSql } from '@/lib/systems/core/characters/actions';
import { characterProfileUrl } from '@/lib/systems/core/characters/profile-url';
import type { CharacterDetail, CharacterSummary } from '@/lib/systems/core/characters/schemas';
import { securitiesAtMarketCents } from './character-fund-holdings';

/** Columns every public character view needs, joined with state, party and home currency. */
export const characterRowColumns = {
  id: characters.id,
  seq: characters.seq,
  userId: characters.userId,
  name: characters.name,
  bio: characters.bio,
  countryId: characters.countryId,
  currencyCode: countries.currencyCode,
  partyId: characters.partyId,
  partyName: parties.name,
  partyColor: parties.color,
  stateName: states.name,
  stateCode: characters.stateId,
  position: characters.position,
  politicalInfluence: characters.politicalInfluence,
  nationalInfluence: characters.nationalInfluence,
  favorability: characters.favorability,
  infamy: characters.infamy,
  donorBaseLevel: characters.donorBaseLevel,
  campaignFundsCents: characters.campaignFundsCents,
  cashOnHandCents: characters.cashOnHandCents,
  policyEconomic: characters.policyEconomic,
  policySocial: characters.policySocial,
  createdAt: characters.createdAt,
  actions: sql<number>`${currentActionsSql()}`.mapWith(Number),
  /** The office of a seat the character holds (the highest-ranked office first), or null. */
  officeType: sql<string | null>`(select o.office_key from seats s join offices o on o.id = s.office_id
    where s.holder_character_id = ${characters.id} order by o.sort_order, o.id limit 1)`,
  ceoOf: sql<{ id: string; sequentialId: number; name: string } | null>`(
    select jsonb_build_object('id', k.id, 'sequentialId', k.seq, 'name', k.name) from corporations k
    where k.ceo_kind = 'character' and k.ceo_character_id = ${characters.id} order by k.seq limit 1)`,
  /** The election the character stands in and is still in the race for (lib/systems/politics/elections), or null. */
  activeElection: sql<{ id: string; electionType: string; status: string } | null>`(
    select jsonb_build_object('id', e.id, 'electionType', e.election_type, 'status', e.status)
    from election_candidates ec join elections e on e.id = ec.election_id
    where ec.character_id = ${characters.id} and e.status <> 'closed' and not ec.eliminated_in_primary
    order by e.end_turn, e.id limit 1)`,
  isCeo: sql<boolean>`exists (select 1 from corporations k
    where k.ceo_kind = 'character' and k.ceo_character_id = ${characters.id})`.mapWith(Boolean),
  /** Shares held (reserved ones included) at the market price, converted to the home currency. */
  holdingsCents:
    sql<number>`coalesce((select round(sum((h.shares + h.super_shares)::numeric * k.share_price_cents
      * hc.rate / kc.rate)) from corporation_shareholders h join corporations k on k.id = h.corporation_id
      join currencies kc on kc.code = k.currency_code join currencies hc on hc.code = ${countries.currencyCode}
      where h.holder_kind = 'character' and h.holder_id = ${characters.id}), 0)`.mapWith(Number),
  /** Holdings in currencies other than the home one (lib/systems/core/money), in minor units. */
  otherCurrencies: sql<{ currencyCode: string; cents: number }[]>`(
    select coalesce(jsonb_agg(jsonb_build_object('currencyCode', b.currency_code, 'cents', b.balance_cents)
      order by b.currency_code), '[]'::jsonb)
    from character_currency_balances b where b.character_id = ${characters.id} and b.balance_cents > 0)`,
  /** Those foreign holdings converted to the home currency at today's rates, for net worth. */
  foreignBalancesCents: sql<number>`coalesce((select round(sum(b.balance_cents::numeric * hc.rate / bc.rate))
      from character_currency_balances b join currencies bc on bc.code = b.currency_code
      join currencies hc on hc.code = ${countries.currencyCode}
      where b.character_id = ${characters.id} and b.balance_cents > 0), 0)`.mapWith(Number),
  /** Fund units at NAV and bonds at market, in the home currency. */
  securitiesCents:
    sql<number>`${securitiesAtMarketCents(sql`${characters.id}`, sql`${countries.currencyCode}`)}`.mapWith(
      Number,
    ),
};

/** A dynamic select of character rows; callers add where, order and limit. */
export function selectCharacterRows(db: Db) {
  return db
    .select(characterRowColumns)
    .from(characters)
    .innerJoin(states, eq(states.id, characters.stateId))
    .innerJoin(countries, eq(countries.id, characters.countryId))
    .leftJoin(parties, eq(parties.id, characters.partyId))
    .$dynamic();
}

export type CharacterRow = Awaited<ReturnType<typeof selectCharacterRows>>[number];

/**
 * Each given character's place among every investor (a character holding shares, fund units or bonds),
 * by portfolio value at market converted to the anchor unit so currencies compare; 1 is the largest.
 */
export async function investorRanks(db: Db, characterIds: readonly string[]): Promise<Map<string, number>> {
  if (characterIds.length === 0) return new Map();
  const result = await db.execute<{ character_id: string; rank: number }>(sql`
    with holdings as (
      select h.holder_id as character_id,
        sum((h.shares + h.super_shares)::numeric * k.share_price_cents / kc.rate) as anchor
      from corporation_shareholders h join corporations k on k.id = h.corporation_id
      join currencies kc on kc.code = k.currency_code
      where h.holder_kind = 'character' group by h.holder_id
      union all
      select u.character_id, sum(u.units * f.nav_cents::numeric / fr.rate)
      from fund_unit_holdings u join index_funds f on f.id = u.fund_id and f.status <> 'delisted'
      join currencies fr on fr.code = f.anchor_currency_code
      where u.units > 0 group by u.character_id
      union all
      select h.character_id, sum(h.units * b.unit_face_cents::numeric * b.market_price / br.rate)
      from bond_holdings h join corporate_bonds b on b.id = h.bond_id and b.status = 'active'
      join currencies br on br.code = b.currency_code
      where h.units > 0 group by h.character_id
    ), ranked as (
      select character_id, rank() over (order by sum(anchor) desc)::int as rank
      from holdings group by character_id having sum(anchor) > 0
    )
    select character_id, rank from ranked
    where character_id in (${sql.join(
      characterIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  return new Map(result.rows.map((r) => [r.character_id, Number(r.rank)]));
}

/** Summaries of these rows, in order, with their investor ranks read in one query. */
export async function toCharacterSummaries(
  db: Db,
  rows: readonly CharacterRow[],
): Promise<CharacterSummary[]> {
  const ranks = await investorRanks(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toCharacterSummary(row, ranks.get(row.id) ?? null));
}

export function toCharacterSummary(row: CharacterRow, investorRank: number | null): CharacterSummary {
  return {
    id: row.id,
    sequentialId: row.seq,
    name: row.name,
    bio: row.bio,
    countryId: row.countryId,
    party: row.partyName,
    partyId: row.partyId,
    partyColor: row.partyColor,
    state: row.stateName,
    stateCode: row.stateCode,
    position: row.position,
    politicalInfluence: row.politicalInfluence,
    nationalInfluence: row.nationalInfluence,
    favorability: row.favorability,
    campaignFunds: centsToUnits(row.campaignFundsCents),
    netWorth: centsToUnits(
      row.campaignFundsCents +
        row.cashOnHandCents +
        row.foreignBalancesCents +
        row.holdingsCents +
        row.securitiesCents,
    ),
    isCeo: row.isCeo,
    profileUrl: characterProfileUrl(row.seq),
    activeElection: row.activeElection,
    partyUrl: row.partyId ? partyPageUrl(row.countryId, row.partyId) : null,
    stateUrl: statePageUrl(row.stateCode),
    countryUrl: countryPageUrl(row.countryId),
    officeType: row.officeType,
    infamy: row.infamy,
    cashOnHand: centsToUnits(row.cashOnHandCents),
    portfolioValue: centsToUnits(row.holdingsCents + row.securitiesCents),
    actions: row.actions,
    donorBaseLevel: row.donorBaseLevel,
    policies: { economic: row.policyEconomic, social: row.policySocial },
    createdAt: row.createdAt.toISOString(),
    ceoOf: row.ceoOf && { ...row.ceoOf, url: corporationPageUrl(row.ceoOf.sequentialId) },
    isInvestor: investorRank !== null,
    investorRank,
  };
}

export function toCharacterDetail(row: CharacterRow, investorRank: number | null): CharacterDetail {
  return {
    ...toCharacterSummary(row, investorRank),
    currencyCode: row.currencyCode,
    isNpc: row.userId === null,
    balances: [
      { currencyCode: row.currencyCode, amount: centsToUnits(row.campaignFundsCents), isHome: true },
      ...row.otherCurrencies.map((held) => ({
        currencyCode: held.currencyCode,
        amount: centsToUnits(Number(held.cents)),
        isHome: false,
      })),
    ],
  };
}
