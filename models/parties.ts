import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cents, createdAt } from './columns';
import { countries } from './geography';

export const parties = pgTable(
  'parties',
  {
    /** '<country>-<slug>' in lower case, e.g. 'us-dem'. */
    id: text().primaryKey(),
    countryId: text()
      .notNull()
      .references(() => countries.id),
    name: text().notNull(),
    abbreviation: text().notNull(),
    color: text().notNull(),
    economicPosition: integer().notNull(),
    socialPosition: integer().notNull(),
    treasuryCents: cents().notNull().default(0),
    isDefault: boolean().notNull().default(false),
    /** The leader: elected by the members (docs/parties.md); the seed's and the founder's until the first race. */
    chairCharacterId: text(),
    /** The turn the sitting leader took office; null before the first race of a seeded party. */
    leaderSinceTurn: integer(),
    /** The turn the next leadership race opens; null until the leadership phase first schedules it. */
    nextLeadershipTurn: integer(),
    /** The player who founded it; null for the seeded parties. */
    foundedByCharacterId: text(),
    foundedTurn: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    index('parties_country_idx').on(t.countryId),
    uniqueIndex('parties_country_name_key').on(t.countryId, t.name),
    uniqueIndex('parties_country_lower_name_key').on(t.countryId, sql`lower(${t.name})`),
    uniqueIndex('parties_country_abbreviation_key').on(t.countryId, sql`upper(${t.abbreviation})`),
  ],
);

export type Party = typeof parties.$inferSelect;

/** A member's standing in their party, 0..100 (docs/parties.md); no row means the full starting standing. */
export const partyStandings = pgTable(
  'party_standings',
  {
    partyId: text()
      .notNull()
      .references(() => parties.id),
    characterId: text().notNull(),
    standing: integer().notNull(),
    updatedTurn: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.partyId, t.characterId] })],
);

/** A leadership race: open for candidacies and votes until its window closes, then decided. */
export const partyLeadershipRaces = pgTable(
  'party_leadership_races',
  {
    id: text().primaryKey(),
    partyId: text()
      .notNull()
      .references(() => parties.id),
    openedTurn: integer().notNull(),
    closesTurn: integer().notNull(),
    closesAt: timestamp({ withTimezone: true }).notNull(),
    /** 'open' | 'decided' */
    status: text().notNull().default('open'),
    winnerCharacterId: text(),
    decidedTurn: integer(),
  },
  (t) => [
    uniqueIndex('party_leadership_races_open_key')
      .on(t.partyId)
      .where(sql`${t.status} = 'open'`),
    index('party_leadership_races_party_idx').on(t.partyId, t.openedTurn),
  ],
);

export const partyLeadershipCandidates = pgTable(
  'party_leadership_candidates',
  {
    raceId: text()
      .notNull()
      .references(() => partyLeadershipRaces.id),
    characterId: text().notNull(),
    turn: integer().notNull(),
    votes: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.raceId, t.characterId] })],
);

export const partyLeadershipVotes = pgTable(
  'party_leadership_votes',
  {
    raceId: text()
      .notNull()
      .references(() => partyLeadershipRaces.id),
    voterCharacterId: text().notNull(),
    candidateCharacterId: text().notNull(),
    turn: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.raceId, t.voterCharacterId] })],
);

/** A party's whip on a bill: how its legislators are told to vote ('yes' | 'no'). */
export const partyWhips = pgTable(
  'party_whips',
  {
    partyId: text()
      .notNull()
      .references(() => parties.id),
    billId: text().notNull(),
    position: text().notNull(),
    setByCharacterId: text().notNull(),
    turn: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.partyId, t.billId] }), index('party_whips_bill_idx').on(t.billId)],
);

/** A vote cast against the party's whip, and the standing it cost (recorded once per vote). */
export const partyWhipBreaks = pgTable(
  'party_whip_breaks',
  {
    partyId: text().notNull(),
    billId: text().notNull(),
    round: integer().notNull(),
    characterId: text().notNull(),
    turn: integer().notNull(),
    standingLost: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.partyId, t.billId, t.round, t.characterId] })],
);

/** Treasury money the leader gave a candidate (the ledger holds the movement; this keeps who and why). */
export const partyGrants = pgTable(
  'party_grants',
  {
    id: text().primaryKey(),
    partyId: text()
      .notNull()
      .references(() => parties.id),
    characterId: text().notNull(),
    grantedByCharacterId: text().notNull(),
    amountCents: cents().notNull(),
    turn: integer().notNull(),
    transferId: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('party_grants_party_idx').on(t.partyId, t.turn)],
);

/**
 * A party's candidate selection for one election (docs/parties.md): where parties, not primaries, choose
 * their candidates (UK, Germany, Japan), the members choose among the party's candidates filed for the seat
 * when there are more of them than seats. Open until its window closes (or the general starts), then decided.
 */
export const partySelections = pgTable(
  'party_selections',
  {
    id: text().primaryKey(),
    partyId: text()
      .notNull()
      .references(() => parties.id),
    electionId: text().notNull(),
    openedTurn: integer().notNull(),
    closesTurn: integer().notNull(),
    closesAt: timestamp({ withTimezone: true }).notNull(),
    /** 'open' | 'decided' */
    status: text().notNull().default('open'),
    decidedTurn: integer(),
    /**
     * The non-player members' votes when it was decided, by candidate id: counted, not stored a row each
     * (docs/parties.md); a player's vote is a row of party_selection_votes.
     */
    npcVotes: jsonb().$type<Record<string, number>>().notNull().default({}),
  },
  (t) => [
    uniqueIndex('party_selections_election_party_key').on(t.electionId, t.partyId),
    index('party_selections_open_idx')
      .on(t.status)
      .where(sql`${t.status} = 'open'`),
  ],
);

/** One member's vote in a candidate selection. */
export const partySelectionVotes = pgTable(
  'party_selection_votes',
  {
    selectionId: text()
      .notNull()
      .references(() => partySelections.id),
    voterCharacterId: text().notNull(),
    candidateCharacterId: text().notNull(),
    turn: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.selectionId, t.voterCharacterId] }),
    index('party_selection_votes_candidate_idx').on(t.selectionId, t.candidateCharacterId),
  ],
);

/**
 * Coalition talks after a parliamentary election with no majority (docs/parties.md): the formateur's party
 * (the largest) offers terms to other parties; the talks end when the accepted parties hold a majority, or
 * when no offer is left to make (a player formateur: when the window closes), and the government forms.
 */
export const coalitionTalks = pgTable(
  'coalition_talks',
  {
    id: text().primaryKey(),
    countryId: text().notNull(),
    formateurPartyId: text()
      .notNull()
      .references(() => parties.id),
    openedTurn: integer().notNull(),
    closesTurn: integer().notNull(),
    closesAt: timestamp({ withTimezone: true }).notNull(),
    majorityThreshold: integer().notNull(),
    /** 'open' | 'formed' */
    status: text().notNull().default('open'),
    /** The government's kind when formed: 'coalition' | 'minority'. */
    outcome: text(),
    formedTurn: integer(),
  },
  (t) => [
    uniqueIndex('coalition_talks_open_key')
      .on(t.countryId)
      .where(sql`${t.status} = 'open'`),
  ],
);

/** An offer of coalition terms (cabinet posts) to one party, and its answer. */
export const coalitionOffers = pgTable(
  'coalition_offers',
  {
    talksId: text()
      .notNull()
      .references(() => coalitionTalks.id),
    partyId: text()
      .notNull()
      .references(() => parties.id),
    cabinetPosts: integer().notNull(),
    offeredByCharacterId: text(),
    offeredTurn: integer().notNull(),
    closesTurn: integer().notNull(),
    closesAt: timestamp({ withTimezone: true }).notNull(),
    /** 'pending' | 'accepted' | 'declined' | 'lapsed' (unanswered when its window closed) */
    status: text().notNull().default('pending'),
    answeredByCharacterId: text(),
    answeredTurn: integer(),
  },
  (t) => [primaryKey({ columns: [t.talksId, t.partyId] })],
);
