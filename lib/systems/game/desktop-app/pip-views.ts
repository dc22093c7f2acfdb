import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { projectedIncome } from '@/lib/systems/core/characters/projected-income';
import { roundToCents, centsToUnits } from '@/lib/systems/core/money';
import { listNotifications } from '@/lib/systems/core/notifications/list-notifications';
import { listCommodities } from '@/lib/systems/economy/commodities/list-commodities';
import { getClientNav } from '@/lib/systems/game/navigation/get-client-nav';
import type { User } from '@/models';
import { readDesktopClock, type DesktopClock } from './clock';
import { readDesktopPlayer } from './player';
import { readCandidacies, readUpcomingRaces } from './races';

// The four views of the Electron client's mini window (GET /api/pip/*), in the field names its renderer
// reads (docs/compatibility.md). Money in units of the currency named beside it.

const RECENT_NOTIFICATIONS = 5;
const FEED = 8;
const TOP_CORPORATIONS = 5;
const DAY_MS = 86_400_000;

async function requireClock(db: Db): Promise<DesktopClock> {
  const clock = await readDesktopClock(db);
  if (!clock) throw new AppError('NOT_FOUND', 'No world has been set up yet.');
  return clock;
}

/** A standing with what the next turn does to it: no rule moves these between turns, so it holds. */
const steady = (current: number) => ({ current, projected: current, isDecaying: false });

export interface PipStandard {
  decay: {
    pi: ReturnType<typeof steady>;
    fav: ReturnType<typeof steady>;
    infamy: ReturnType<typeof steady>;
  } | null;
  income: { netPerTurn: number; currencyCode: string } | null;
  notifications: {
    unreadCount: number;
    unreadMailCount: number;
    recent: {
      id: string;
      type: string;
      message: string;
      link: string | null;
      turn: number;
      createdAt: string;
    }[];
  };
}

/** GET /api/pip/standard: standings, income and the latest notifications. */
export async function getPipStandard(db: Db, input: { user: User }): Promise<PipStandard> {
  const [player, nav, latest] = await Promise.all([
    readDesktopPlayer(db, input.user.id),
    getClientNav(db, input.user),
    listNotifications(db, { userId: input.user.id, query: { limit: RECENT_NOTIFICATIONS } }),
  ]);
  return {
    decay: player && {
      pi: steady(player.politicalInfluence),
      fav: steady(player.favorability),
      infamy: steady(player.infamy),
    },
    income: player && {
      netPerTurn: roundToCents(projectedIncome(player.donorBaseLevel, player.politicalInfluence)),
      currencyCode: player.currencyCode,
    },
    notifications: {
      unreadCount: latest.unreadCount,
      unreadMailCount: nav.unreadMailCount,
      recent: latest.notifications.map((n) => ({
        id: n.id,
        type: n.kind,
        message: n.title,
        link: n.link,
        turn: n.turn,
        createdAt: n.createdAt,
      })),
    },
  };
}

export interface PipElections {
  playerRace: {
    electionId: string;
    electionType: string;
    title: string;
    countryId: string;
    state: string;
    phase: 'filing' | 'primary' | 'general';
    position: number;
    totalCandidates: number;
    voteShare: number;
    endsAt: string | null;
    primaryEndsAt: string | null;
  } | null;
  activeFeed: {
    id: string;
    electionType: string;
    title: string;
    countryId: string;
    state: string;
    status: 'upcoming' | 'open' | 'closed';
    endsAt: string | null;
  }[];
  /** Seats held per party in the country's chambers, the main one first. */
  legislature: {
    primaryLabel: string | null;
    primary: Record<string, number>;
    secondaryLabel: string | null;
    secondary: Record<string, number>;
  };
}

/** Seats held per party name in each chamber of a country, the country's main chamber first. */
async function readChamberSeats(db: Db, countryId: string) {
  const rows = await db.execute<{ chamber: string; party: string; seats: number }>(sql`
    select ch.name as chamber, coalesce(p.name, 'Independent') as party, count(*)::int as seats
    from chambers ch
    join countries co on co.id = ch.country_id
    join offices o on o.chamber_id = ch.id
    join seats s on s.office_id = o.id and s.holder_character_id is not null
    left join parties p on p.id = s.party_id
    where ch.country_id = ${countryId}
    group by ch.id, ch.name, ch.sort_order, co.legislature_chamber, p.name
    order by (ch.name = co.legislature_chamber) desc, ch.sort_order, ch.id, seats desc, party`);
  const chambers = new Map<string, Record<string, number>>();
  for (const row of rows.rows) {
    const seats = chambers.get(row.chamber) ?? {};
    seats[row.party] = row.seats;
    chambers.set(row.chamber, seats);
  }
  return [...chambers];
}

/** GET /api/pip/elections: your race, the races coming up in your country and its chambers. */
export async function getPipElections(db: Db, input: { userId: string }): Promise<PipElections> {
  const [clock, player] = await Promise.all([requireClock(db), readDesktopPlayer(db, input.userId)]);
  const [candidacies, feed, chambers] = await Promise.all([
    player ? readCandidacies(db, player.id, clock) : Promise.resolve([]),
    readUpcomingRaces(db, clock, { countryId: player?.countryId, limit: FEED }),
    player ? readChamberSeats(db, player.countryId) : Promise.resolve([]),
  ]);
  const race = candidacies[0];
  return {
    playerRace: race
      ? {
          electionId: race.id,
          electionType: race.electionType,
          title: race.title,
          countryId: race.countryId,
          state: race.state,
          phase: race.phase,
          position: race.position,
          totalCandidates: race.totalCandidates,
          voteShare: race.voteShare,
          endsAt: race.endsAt,
          primaryEndsAt: race.primaryEndsAt,
        }
      : null,
    activeFeed: feed.map((e) => ({
      id: e.id,
      electionType: e.electionType,
      title: e.title,
      countryId: e.countryId,
      state: e.state,
      status: e.status,
      endsAt: e.endsAt,
    })),
    legislature: {
      primaryLabel: chambers[0]?.[0] ?? null,
      primary: chambers[0]?.[1] ?? {},
      secondaryLabel: chambers[1]?.[0] ?? null,
      secondary: chambers[1]?.[1] ?? {},
    },
  };
}

export interface PipCorp {
  playerCorp: {
    id: number;
    sequentialId: number;
    name: string;
    tickerSymbol: string;
    type: string;
    currencyCode: string;
    revenuePerTurn: number;
    profitPerTurn: number;
    sharePrice: number;
  } | null;
  commodities: { type: string; label: string; unit: string; price: number; change24h: number | null }[];
  topCorps: {
    id: number;
    rank: number;
    name: string;
    currencyCode: string;
    revenuePerTurn: number;
    isPlayerCorp: boolean;
  }[];
}

type CorporationRow = {
  seq: number;
  name: string;
  ticker_symbol: string;
  type: string;
  currency_code: string;
  last_revenue_cents: number;
  last_profit_cents: number;
  share_price_cents: number;
};

/** GET /api/pip/corp: the corporation you run, commodity prices over a day and the biggest earners. */
export async function getPipCorp(db: Db, input: { userId: string }): Promise<PipCorp> {
  const player = await readDesktopPlayer(db, input.userId);
  const runs = player?.holdings.filter((h) => h.isCeo).map((h) => h.sequentialId) ?? [];
  const [mine, top, market, dayAgo] = await Promise.all([
    runs.length > 0
      ? db.execute<CorporationRow>(sql`
          select seq, name, ticker_symbol, type, currency_code, last_revenue_cents, last_profit_cents,
            share_price_cents
          from corporations where seq = ${runs[0]!}`)
      : Promise.resolve(null),
    // Ranked by last turn's revenue in the anchor currency, so yen and dollars compare.
    db.execute<CorporationRow>(sql`
      select k.seq, k.name, k.ticker_symbol, k.type, k.currency_code, k.last_revenue_cents, k.last_profit_cents,
        k.share_price_cents
      from corporations k join currencies cur on cur.code = k.currency_code
      order by k.last_revenue_cents / cur.rate desc, k.seq
      limit ${TOP_CORPORATIONS}`),
    listCommodities(db, {}),
    // Each commodity's price as it stood a day ago (its oldest, for a younger market); both lookups walk the
    // history's (commodity, turn) key from one end, so the cost stays flat as turns pile up.
    db.execute<{ key: string; price: number }>(sql`
      select c.key, coalesce(
        (select h.price from commodity_price_history h
          where h.commodity_key = c.key and h.recorded_at <= now() - ${`${DAY_MS} milliseconds`}::interval
          order by h.turn desc limit 1),
        (select h.price from commodity_price_history h where h.commodity_key = c.key order by h.turn limit 1)
      )::float8 as price
      from commodities c`),
  ]);
  const priceDayAgo = new Map(dayAgo.rows.map((r) => [r.key, Number(r.price)]));
  const corp = mine?.rows[0];
  return {
    playerCorp: corp
      ? {
          id: corp.seq,
          sequentialId: corp.seq,
          name: corp.name,
          tickerSymbol: corp.ticker_symbol,
          type: corp.type,
          currencyCode: corp.currency_code,
          revenuePerTurn: centsToUnits(Number(corp.last_revenue_cents)),
          profitPerTurn: centsToUnits(Number(corp.last_profit_cents)),
          sharePrice: centsToUnits(Number(corp.share_price_cents)),
        }
      : null,
    commodities: market.commodities.map((c) => {
      const then = priceDayAgo.get(c.key);
      return {
        type: c.key,
        label: c.label,
        unit: c.unit,
        price: c.price,
        change24h: then && then > 0 ? Math.round((c.price / then - 1) * 10_000) / 100 : null,
      };
    }),
    topCorps: top.rows.map((k, index) => ({
      id: k.seq,
      rank: index + 1,
      name: k.name,
      currencyCode: k.currency_code,
      revenuePerTurn: centsToUnits(Number(k.last_revenue_cents)),
      isPlayerCorp: runs.includes(k.seq),
    })),
  };
}

export interface PipGlobal {
  countries: {
    id: string;
    name: string;
    dominantParty: string | null;
    dominantPartyName: string | null;
    dominantPartyColor: string | null;
    dominantSeats: number;
    totalSeats: number;
    activeElections: number;
  }[];
  crises: { id: number; countryId: string; type: string; title: string; severity: number; status: string }[];
  turn: { currentTurn: number; currentYear: number; gameDateLabel: string; nextTurnAt: string | null };
}

/** GET /api/pip/global: every country's largest party in its main chamber, open races, crises and the clock. */
export async function getPipGlobal(db: Db): Promise<PipGlobal> {
  const [clock, countries, crises] = await Promise.all([
    requireClock(db),
    db.execute<{
      id: string;
      name: string;
      party_id: string | null;
      party_name: string | null;
      party_color: string | null;
      party_seats: number | null;
      total_seats: number | null;
      active_elections: number;
    }>(sql`
      select co.id, co.name, top.party_id, top.party_name, top.party_color, top.seats as party_seats,
        ch.seats as total_seats,
        (select count(*)::int from elections e where e.country_id = co.id and e.status = 'open') as active_elections
      from countries co
      left join lateral (select * from chambers c where c.country_id = co.id
        order by (c.name = co.legislature_chamber) desc, c.sort_order, c.id limit 1) ch on true
      left join lateral (
        select p.id as party_id, p.name as party_name, p.color as party_color, count(*)::int as seats
        from offices o join seats s on s.office_id = o.id join parties p on p.id = s.party_id
        where o.chamber_id = ch.id and s.holder_character_id is not null
        group by p.id order by seats desc, p.id limit 1) top on true
      order by co.sort_order, co.id`),
    db.execute<PipGlobal['crises'][number]>(sql`
      select id, country_id as "countryId", kind as type, title, severity, status from world_events
      where status = 'active' order by severity desc, id desc limit ${FEED}`),
  ]);
  return {
    countries: countries.rows.map((c) => ({
      id: c.id,
      name: c.name,
      dominantParty: c.party_id,
      dominantPartyName: c.party_name,
      dominantPartyColor: c.party_color,
      dominantSeats: c.party_seats ?? 0,
      totalSeats: c.total_seats ?? 0,
      activeElections: c.active_elections,
    })),
    crises: crises.rows,
    turn: {
      currentTurn: clock.currentTurn,
      currentYear: clock.currentYear,
      gameDateLabel: clock.gameDateLabel,
      nextTurnAt: clock.nextTurnAt?.toISOString() ?? null,
    },
  };
}
