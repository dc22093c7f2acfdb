import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { currentActionsSql } from '@/lib/systems/core/characters/actions';
import { characterProfileUrl } from '@/lib/systems/core/characters/profile-url';
import {
  listCharacterHoldings,
  type CharacterHolding,
} from '@/lib/systems/corporations/corporations/list-character-holdings';
import { centsToUnits, roundToCents } from '@/lib/systems/core/money';

export interface DesktopPlayer {
  id: string;
  sequentialId: number;
  name: string;
  profileUrl: string;
  countryId: string;
  stateId: string;
  stateName: string;
  partyId: string | null;
  partyName: string | null;
  office: string;
  currencyCode: string;
  funds: number;
  cashOnHand: number;
  actions: number;
  politicalInfluence: number;
  nationalInfluence: number;
  favorability: number;
  infamy: number;
  donorBaseLevel: number;
  /** Corporations held or run, largest stake first. */
  holdings: CharacterHolding[];
  /** The market value of the holdings in the home currency, at today's forex rates. */
  portfolioValue: number;
}

/** The signed-in user's character with the money and standing the desktop clients show; null without one. */
export async function readDesktopPlayer(db: Db, userId: string): Promise<DesktopPlayer | null> {
  const [me] = (
    await db.execute<{
      id: string;
      seq: number;
      name: string;
      country_id: string;
      state_id: string;
      state_name: string;
      party_id: string | null;
      party_name: string | null;
      position: string;
      office: string | null;
      currency_code: string;
      campaign_funds_cents: number;
      cash_on_hand_cents: number;
      actions: number;
      political_influence: number;
      national_influence: number;
      favorability: number;
      infamy: number;
      donor_base_level: number;
    }>(sql`
      select c.id, c.seq, c.name, c.country_id, c.state_id, st.name as state_name, c.party_id,
        p.name as party_name, c.position, co.currency_code, c.campaign_funds_cents, c.cash_on_hand_cents,
        ${currentActionsSql('c')} as actions, c.political_influence, c.national_influence, c.favorability,
        c.infamy, c.donor_base_level,
        (select string_agg(o.title, ', ' order by o.sort_order) from seats s join offices o on o.id = s.office_id
          where s.holder_character_id = c.id) as office
      from characters c
      join countries co on co.id = c.country_id
      join states st on st.id = c.state_id
      left join parties p on p.id = c.party_id
      where c.user_id = ${userId}`)
  ).rows;
  if (!me) return null;
  const [holdings, rates] = await Promise.all([
    listCharacterHoldings(db, me.id),
    db.execute<{ code: string; rate: number }>(sql`select code, rate::float8 as rate from currencies`),
  ]);
  const rateOf = new Map(rates.rows.map((r) => [r.code, Number(r.rate)]));
  const homeRate = rateOf.get(me.currency_code) ?? 1;
  const portfolioValue = holdings.reduce(
    (sum, h) => sum + (h.value * homeRate) / (rateOf.get(h.currencyCode) ?? homeRate),
    0,
  );
  return {
    id: me.id,
    sequentialId: me.seq,
    name: me.name,
    profileUrl: characterProfileUrl(me.seq),
    countryId: me.country_id,
    stateId: me.state_id,
    stateName: me.state_name,
    partyId: me.party_id,
    partyName: me.party_name,
    office: me.office ?? me.position,
    currencyCode: me.currency_code,
    funds: centsToUnits(Number(me.campaign_funds_cents)),
    cashOnHand: centsToUnits(Number(me.cash_on_hand_cents)),
    actions: me.actions,
    politicalInfluence: me.political_influence,
    nationalInfluence: me.national_influence,
    favorability: me.favorability,
    infamy: me.infamy,
    donorBaseLevel: me.donor_base_level,
    holdings,
    portfolioValue: roundToCents(portfolioValue),
  };
}
