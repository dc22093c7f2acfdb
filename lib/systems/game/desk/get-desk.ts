import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { ACTIONS_CAP, ACTIONS_PER_TURN } from '@/lib/systems/core/characters/constants';
import { currentActionsSql } from '@/lib/systems/core/characters/actions';
import { characterProfileUrl } from '@/lib/systems/core/characters/profile-url';
import { gameCalendar } from '@/lib/systems/core/game/calendar';
import { centsToUnits } from '@/lib/systems/core/money';
import { listCharacterBalances } from '@/lib/systems/core/money/balances';
import type { Balance } from '@/lib/systems/core/money/schemas';
import { TRANSFER_REASON } from '@/lib/systems/core/money/constants';
import { URGENT_NOTIFICATION_KINDS } from '@/lib/systems/core/notifications/urgent';
import type { NextStep, NextStepCharacter, SystemManifest } from '@/lib/systems/core/manifest';
import { OPEN_CONFLICT_STATUSES } from '@/lib/systems/world/conflicts/constants';
import { CEO_CORPORATIONS_LISTED } from '@/lib/systems/corporations/companies/next-steps';
import { electionTitleSql, listOpenRaces } from '@/lib/systems/politics/elections/open-races';
import { finalFieldSql, finalPlaceSql, shownShareSql } from '@/lib/systems/politics/elections/standing';
import { listBillsToVote } from '@/lib/systems/politics/legislation/bills-to-vote';
import { SYSTEM_MANIFESTS } from '@/lib/systems/game/manifests';
import { BILL_ENACTED_ACHIEVEMENT_ID } from '@/lib/systems/politics/legislation/constants';

const HEADLINES = 5;
const MOVERS = 5;
const CONFLICTS = 5;
const LISTED = 5;
const RACES = 6;
/** The influence goal a new career aims at, and the leaderboard rank worth reaching. */
export const MILESTONE_INFLUENCE = 25;
export const MILESTONE_RANK = 100;

export interface DeskClock {
  currentTurn: number;
  gameDateLabel: string;
  nextTurnAt: string | null;
  turnDurationMs: number;
  status: 'active' | 'paused';
}

export interface DeskWorld {
  headlines: { id: number; title: string; category: string; countryId: string | null; turn: number }[];
  movers: {
    sequentialId: number;
    name: string;
    tickerSymbol: string;
    currencyCode: string;
    sharePrice: number;
    change: number;
  }[];
  conflicts: { id: number; name: string; status: string; severity: number; startedTurn: number }[];
  /** Races now running or open for filing, soonest count first: the landing page's live picture. */
  races: {
    id: string;
    title: string;
    countryId: string;
    status: 'upcoming' | 'open';
    endTurn: number;
    candidates: number;
  }[];
}

/** A career goal on the desk, with the player's progress toward it (0..1). */
export interface DeskMilestone {
  key: 'first-office' | 'influence' | 'top-rank' | 'bill-enacted';
  label: string;
  progress: number;
  /** Where the player stands, in words. */
  status: string;
  href: string;
}

export type DeskRace = {
  id: string;
  title: string;
  status: 'upcoming' | 'open' | 'closed';
  endTurn: number;
  generalTurn: number;
  /**
   * Your share (the last public poll's while the race runs), and your place (1 = first) among the candidates
   * of the final count (null once out in the primary).
   */
  voteShare: number;
  place: number | null;
  candidates: number;
  isWinner: boolean;
  eliminatedInPrimary: boolean;
};

export type DeskBill = {
  id: string;
  title: string;
  status: 'pending' | 'passed' | 'failed';
  votingEndsTurn: number;
  resolvedTurn: number | null;
  yes: number;
  no: number;
};

export interface DeskCorporation {
  sequentialId: number;
  name: string;
  tickerSymbol: string;
  currencyCode: string;
  sharePrice: number;
  previousSharePrice: number;
  lastDividends: number;
  lastProfit: number;
  /** What waits for the CEO, in words: the details of the next steps that link to the corporation. */
  decisions: string[];
}

export interface DeskPlayer {
  character: {
    name: string;
    profileUrl: string;
    countryId: string;
    stateId: string;
    stateName: string;
    office: string;
    party: { id: string; name: string; color: string } | null;
    politicalInfluence: number;
    favorability: number;
    currencyCode: string;
    funds: number;
    cashOnHand: number;
    balances: Balance[];
    actions: number;
    actionsPerTurn: number;
    actionsCap: number;
  } | null;
  /** Every system's next steps: open choices with deadlines first (soonest first), then by priority. */
  nextSteps: NextStep[];
  /** Career goals and the progress toward each; empty without a character. */
  milestones: DeskMilestone[];
  /** Filing open in your state (or nationally) and you are not standing. */
  openRaces: { id: string; title: string; endTurn: number; generalTurn: number }[];
  /** Pending bills in your chamber you have not voted on, soonest deadline first. */
  billsToVote: { id: string; title: string; votingEndsTurn: number }[];
  corporations: DeskCorporation[];
  sinceLastTurn: {
    /** The last turn the engine ran; "since" means from it on. */
    turn: number;
    races: DeskRace[];
    bills: DeskBill[];
    dividends: { currencyCode: string; amount: number }[];
    received: { amount: number; currencyCode: string; reason: string; from: string | null; turn: number }[];
    unreadMail: number;
    unreadNotifications: number;
    /** Unread notifications that ask something before a deadline (a vote opened, a decision), newest first. */
    urgent: { id: string; title: string; link: string | null }[];
  };
}

export interface Desk {
  clock: DeskClock | null;
  world: DeskWorld;
  /** Null for a guest. */
  player: DeskPlayer | null;
}

/**
 * The home page in one read: the clock and the world's headlines, movers and conflicts for everyone, and
 * for a signed-in player their character, next steps, what changed since the last turn and deadlines.
 */
export async function getDesk(db: Db, input: { userId: string | null }): Promise<Desk> {
  const [clock, world, player] = await Promise.all([
    readClock(db),
    readWorld(db),
    input.userId ? readPlayer(db, input.userId) : Promise.resolve(null),
  ]);
  return { clock, world, player };
}

async function readClock(db: Db): Promise<DeskClock | null> {
  const rows = await db.execute<{
    current_turn: number;
    starting_year: number;
    next_turn_at: Date | null;
    turn_duration_ms: number;
    status: 'active' | 'paused';
  }>(sql`select current_turn, starting_year, next_turn_at, turn_duration_ms, status from game_state limit 1`);
  const game = rows.rows[0];
  if (!game) return null;
  return {
    currentTurn: game.current_turn,
    gameDateLabel: gameCalendar(game.starting_year, game.current_turn).label,
    nextTurnAt: game.next_turn_at ? new Date(game.next_turn_at).toISOString() : null,
    turnDurationMs: Number(game.turn_duration_ms),
    status: game.status,
  };
}

async function readWorld(db: Db): Promise<DeskWorld> {
  const [headlines, movers, conflicts, races] = await Promise.all([
    db.execute<DeskWorld['headlines'][number]>(sql`
      select id, title, category, country_id as "countryId", turn from news_posts where hidden_at is null
      order by created_at desc, id desc limit ${HEADLINES}`),
    db.execute<{
      seq: number;
      name: string;
      ticker_symbol: string;
      currency_code: string;
      price: number;
      previous: number;
    }>(sql`
      select seq, name, ticker_symbol, currency_code, share_price_cents as price,
        previous_share_price_cents as previous
      from corporations
      where is_public and previous_share_price_cents > 0 and share_price_cents <> previous_share_price_cents
      order by abs(share_price_cents::float8 / previous_share_price_cents - 1) desc, seq
      limit ${MOVERS}`),
    db.execute<DeskWorld['conflicts'][number]>(sql`
      select id, name, status, severity, started_turn as "startedTurn" from conflicts
      where status = any(${`{${OPEN_CONFLICT_STATUSES.join(',')}}`}::text[])
      order by severity desc, intensity desc, id limit ${CONFLICTS}`),
    db.execute<DeskWorld['races'][number]>(sql`
      select e.id, ${electionTitleSql} || ' (' || e.country_id || ')' as title, e.country_id as "countryId",
        e.status, e.end_turn as "endTurn",
        (select count(*) from election_candidates ec where ec.election_id = e.id)::int as candidates
      from elections e join offices o on o.id = e.office_id left join states est on est.id = e.state_id
      where e.status <> 'closed'
      order by e.end_turn, o.sort_order, title limit ${RACES}`),
  ]);
  return {
    headlines: headlines.rows,
    movers: movers.rows.map((m) => ({
      sequentialId: m.seq,
      name: m.name,
      tickerSymbol: m.ticker_symbol,
      currencyCode: m.currency_code,
      sharePrice: centsToUnits(Number(m.price)),
      change: Number(m.price) / Number(m.previous) - 1,
    })),
    conflicts: conflicts.rows,
    races: races.rows,
  };
}

async function readPlayer(db: Db, userId: string): Promise<DeskPlayer> {
  const [me] = (
    await db.execute<{
      id: string;
      seq: number;
      name: string;
      country_id: string;
      state_id: string;
      state_name: string;
      position: string;
      party_id: string | null;
      party_name: string | null;
      party_color: string | null;
      political_influence: number;
      favorability: number;
      currency_code: string;
      campaign_funds_cents: number;
      cash_on_hand_cents: number;
      actions: number;
      office: string | null;
      last_turn: number;
    }>(sql`
      select c.id, c.seq, c.name, c.country_id, c.state_id, st.name as state_name, c.position, c.party_id,
        p.name as party_name, p.color as party_color, c.political_influence, c.favorability, co.currency_code,
        c.campaign_funds_cents, c.cash_on_hand_cents, ${currentActionsSql('c')} as actions,
        (select string_agg(o.title, ', ' order by o.sort_order) from seats s join offices o on o.id = s.office_id
          where s.holder_character_id = c.id) as office,
        (select current_turn - 1 from game_state limit 1) as last_turn
      from characters c
      join countries co on co.id = c.country_id
      join states st on st.id = c.state_id
      left join parties p on p.id = c.party_id
      where c.user_id = ${userId}`)
  ).rows;
  const unread = await db.execute<{ mail: number; notifications: number }>(sql`
    select (select count(*) from mail_messages where recipient_user_id = ${userId} and read_at is null and hidden_at is null)::int as mail,
      (select count(*) from notifications where user_id = ${userId} and read_at is null)::int as notifications`);
  const counts = unread.rows[0]!;
  const urgent = (
    await db.execute<{ id: string; title: string; link: string | null }>(sql`
      select id, title, link from notifications
      where user_id = ${userId} and read_at is null
        and kind in (select jsonb_array_elements_text(${JSON.stringify(Object.keys(URGENT_NOTIFICATION_KINDS))}::jsonb))
      order by seq desc limit ${LISTED}`)
  ).rows;
  if (!me) {
    return {
      character: null,
      nextSteps: await nextSteps(db, null),
      milestones: [],
      openRaces: [],
      billsToVote: [],
      corporations: [],
      sinceLastTurn: {
        turn: 0,
        races: [],
        bills: [],
        dividends: [],
        received: [],
        unreadMail: counts.mail,
        unreadNotifications: counts.notifications,
        urgent,
      },
    };
  }
  const lastTurn = me.last_turn;
  const character: NextStepCharacter = {
    id: me.id,
    userId,
    countryId: me.country_id,
    stateId: me.state_id,
    partyId: me.party_id,
    lastTurn,
  };
  const [steps, milestones, balances, openRaces, billsToVote, corporations, races, bills, money] =
    await Promise.all([
      nextSteps(db, character),
      readMilestones(db, me.id, me.office !== null, me.political_influence),
      listCharacterBalances(db, me.id),
      listOpenRaces(db, character),
      listBillsToVote(db, character),
      db.execute<{
        seq: number;
        name: string;
        ticker_symbol: string;
        currency_code: string;
        price: number;
        previous: number;
        last_dividends: number;
        last_profit: number;
      }>(sql`
      select seq, name, ticker_symbol, currency_code, share_price_cents as price,
        previous_share_price_cents as previous, last_dividends_cents as last_dividends,
        last_profit_cents as last_profit
      from corporations where ceo_character_id = ${me.id} order by seq limit ${CEO_CORPORATIONS_LISTED}`),
      db.execute<DeskRace>(sql`
      select * from (
        select e.id, ${electionTitleSql} as title, e.status, e.end_turn as "endTurn",
          e.general_turn as "generalTurn", ${shownShareSql('ec')} as "voteShare", ec.is_winner as "isWinner",
          ec.eliminated_in_primary as "eliminatedInPrimary", ec.character_id,
          ${finalPlaceSql('ec')} as place, ${finalFieldSql('ec')} as candidates
        from elections e join offices o on o.id = e.office_id left join states est on est.id = e.state_id
        join election_candidates ec on ec.election_id = e.id
        where e.id in (select election_id from election_candidates where character_id = ${me.id})
          and (e.status <> 'closed' or e.end_turn >= ${lastTurn})) r
      where r.character_id = ${me.id} order by r."endTurn", r.title limit ${LISTED}`),
      db.execute<DeskBill>(sql`
      select b.id, b.title, b.status, b.voting_ends_turn as "votingEndsTurn", b.resolved_turn as "resolvedTurn",
        b.yes_votes as yes, b.no_votes as no
      from bills b
      where (b.sponsor_character_id = ${me.id}
          or exists (select 1 from bill_votes v where v.bill_id = b.id and v.character_id = ${me.id}))
        and (b.status = 'pending' or b.resolved_turn >= ${lastTurn})
      order by (b.status = 'pending'), b.voting_ends_turn, b.id limit ${LISTED}`),
      db.execute<{
        reason: string;
        currency_code: string;
        amount: number;
        turn: number;
        from_name: string | null;
      }>(sql`
      select l.reason, l.currency_code, l.amount_cents as amount, l.turn, sender.name as from_name
      from ledger_entries l
      left join lateral (
        select c.name from ledger_entries s join characters c on c.id = s.account_id
        where l.reason = ${TRANSFER_REASON} and s.transfer_id = l.transfer_id and s.amount_cents < 0
          and s.account_type in ('character_funds', 'character_cash', 'character_currency')
        limit 1) sender on true
      where l.account_type in ('character_funds', 'character_cash', 'character_currency')
        and l.account_id = ${me.id} and l.amount_cents > 0 and l.turn >= ${lastTurn}
      order by l.id desc limit 50`),
    ]);
  const dividends = new Map<string, number>();
  for (const row of money.rows.filter((r) => r.reason === 'dividend')) {
    dividends.set(row.currency_code, (dividends.get(row.currency_code) ?? 0) + Number(row.amount));
  }
  return {
    character: {
      name: me.name,
      profileUrl: characterProfileUrl(me.seq),
      countryId: me.country_id,
      stateId: me.state_id,
      stateName: me.state_name,
      office: me.office ?? me.position,
      party: me.party_id ? { id: me.party_id, name: me.party_name!, color: me.party_color! } : null,
      politicalInfluence: me.political_influence,
      favorability: me.favorability,
      currencyCode: me.currency_code,
      funds: centsToUnits(Number(me.campaign_funds_cents)),
      cashOnHand: centsToUnits(Number(me.cash_on_hand_cents)),
      balances,
      actions: me.actions,
      actionsPerTurn: ACTIONS_PER_TURN,
      actionsCap: ACTIONS_CAP,
    },
    nextSteps: steps,
    milestones,
    openRaces,
    billsToVote,
    corporations: corporations.rows.map((k) => ({
      sequentialId: k.seq,
      name: k.name,
      tickerSymbol: k.ticker_symbol,
      currencyCode: k.currency_code,
      sharePrice: centsToUnits(Number(k.price)),
      previousSharePrice: centsToUnits(Number(k.previous)),
      lastDividends: centsToUnits(Number(k.last_dividends)),
      lastProfit: centsToUnits(Number(k.last_profit)),
      decisions: steps.filter((step) => step.href === `/corporations/${k.seq}`).map((step) => step.detail),
    })),
    sinceLastTurn: {
      turn: lastTurn,
      races: races.rows.map(({ character_id: _, ...race }: DeskRace & { character_id?: string }) => race),
      bills: bills.rows,
      dividends: [...dividends].map(([currencyCode, cents]) => ({
        currencyCode,
        amount: centsToUnits(cents),
      })),
      received: money.rows
        .filter((r) => r.reason !== 'dividend')
        .slice(0, LISTED)
        .map((r) => ({
          amount: centsToUnits(Number(r.amount)),
          currencyCode: r.currency_code,
          reason: r.reason,
          from: r.from_name,
          turn: r.turn,
        })),
      unreadMail: counts.mail,
      unreadNotifications: counts.notifications,
      urgent,
    },
  };
}

const manifests: readonly SystemManifest[] = SYSTEM_MANIFESTS;

/** Open choices with a deadline first, soonest first; then the rest; priority breaks ties. */
function compareSteps(a: NextStep, b: NextStep): number {
  const aOpen = a.deadlineTurn !== undefined || a.deadlineAt !== undefined;
  const bOpen = b.deadlineTurn !== undefined || b.deadlineAt !== undefined;
  if (aOpen !== bOpen) return aOpen ? -1 : 1;
  return (
    (a.deadlineTurn ?? 0) - (b.deadlineTurn ?? 0) ||
    (a.deadlineAt ?? '').localeCompare(b.deadlineAt ?? '') ||
    a.priority - b.priority
  );
}

/** Every system's next steps for the player, merged (the sort is stable, so each system's order holds). */
async function nextSteps(db: Db, character: NextStepCharacter | null): Promise<NextStep[]> {
  const answers = await Promise.all(manifests.map((m) => m.nextSteps?.(db, character) ?? []));
  return answers.flat().sort(compareSteps);
}

/** The career goals: a first office, an influence level, a leaderboard rank, a first law enacted. */
async function readMilestones(
  db: Db,
  characterId: string,
  holdsOffice: boolean,
  influence: number,
): Promise<DeskMilestone[]> {
  const [row] = (
    await db.execute<{ rank: number; enacted: boolean; countryId: string }>(sql`
      select (select count(*) from characters o where not o.is_npp
          and o.political_influence > c.political_influence)::int + 1 as rank,
        exists (select 1 from character_achievements a where a.character_id = c.id
          and a.achievement_id = ${BILL_ENACTED_ACHIEVEMENT_ID}) as enacted,
        c.country_id as "countryId"
      from characters c where c.id = ${characterId}`)
  ).rows;
  if (!row) return [];
  const pi = Number(influence);
  return [
    {
      key: 'first-office',
      label: 'Win your first office',
      progress: holdsOffice ? 1 : 0,
      status: holdsOffice ? 'Done: you hold office.' : 'File in a race and win it.',
      href: `/countries/${row.countryId}/elections`,
    },
    {
      key: 'influence',
      label: `Reach ${MILESTONE_INFLUENCE} political influence`,
      progress: Math.min(1, pi / MILESTONE_INFLUENCE),
      status: `${pi.toFixed(1)} of ${MILESTONE_INFLUENCE}.`,
      href: '/guide#influence',
    },
    {
      key: 'top-rank',
      label: `Rank in the top ${MILESTONE_RANK} players by influence`,
      progress: row.rank <= MILESTONE_RANK ? 1 : MILESTONE_RANK / row.rank,
      status: `You rank ${row.rank}.`,
      href: '/leaderboard',
    },
    {
      key: 'bill-enacted',
      label: 'See a bill you sponsored become law',
      progress: row.enacted ? 1 : 0,
      status: row.enacted ? 'Done.' : 'Win a seat in a chamber, then propose a bill.',
      href: '/legislation',
    },
  ];
}
