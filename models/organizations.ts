import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { characters } from './characters';
import { countries } from './geography';

/**
 * International organizations (lib/systems/world/organizations, reference JSON). The leader is a non-player
 * politician elected by the member governments; a dissolved organization keeps its record but acts no more.
 */
export const organizations = pgTable(
  'organizations',
  {
    /** Lower-case slug, e.g. 'nasc'. */
    id: text().primaryKey(),
    shortName: text().notNull(),
    name: text().notNull(),
    charter: text().notNull(),
    /** One of ORGANIZATION_CATEGORIES (lib/systems/world/organizations/constants.ts). */
    category: text().notNull(),
    foundedYear: integer().notNull(),
    dissolvedYear: integer(),
    leadershipTitle: text().notNull(),
    leaderCharacterId: text().references(() => characters.id, { onDelete: 'set null' }),
    leaderTermStartTurn: integer().notNull(),
  },
  (t) => [uniqueIndex('organizations_short_name_key').on(sql`lower(${t.shortName})`)],
);

/** Membership spells: a withdrawal closes the spell (leftTurn), a later accession opens a new one. */
export const organizationMembers = pgTable(
  'organization_members',
  {
    id: serial().primaryKey(),
    organizationId: text()
      .notNull()
      .references(() => organizations.id),
    countryId: text()
      .notNull()
      .references(() => countries.id),
    /** Non-voting members (observers, associate members) sit on the roster but cast no ballots. */
    isVoting: boolean().notNull(),
    isFounder: boolean().notNull(),
    joinedTurn: integer().notNull(),
    leftTurn: integer(),
  },
  (t) => [
    uniqueIndex('organization_members_current_key')
      .on(t.organizationId, t.countryId)
      .where(sql`${t.leftTurn} is null`),
  ],
);

/**
 * Everything an organization's member governments vote on: accessions, withdrawals, leadership
 * elections and resolutions (ORGANIZATION_MOTION_KINDS). Status moves voting → approved (waiting for
 * effectiveTurn) or in_effect (running until expiresTurn) → completed, or voting → rejected.
 */
export const organizationMotions = pgTable(
  'organization_motions',
  {
    id: serial().primaryKey(),
    organizationId: text()
      .notNull()
      .references(() => organizations.id),
    kind: text().notNull(),
    /** sanctions or policy_harmonization; null unless kind is resolution. */
    resolutionType: text(),
    title: text().notNull(),
    proposedByCountryId: text()
      .notNull()
      .references(() => countries.id),
    /** Applicant, withdrawing member, sanctions target or the nominee's country. */
    subjectCountryId: text().references(() => countries.id),
    nomineeCharacterId: text().references(() => characters.id, { onDelete: 'set null' }),
    /** Resolution terms: commodity and duration for sanctions, legislation type and option for policy. */
    terms: jsonb()
      .$type<Record<string, string | number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    status: text().notNull(),
    proposedTurn: integer().notNull(),
    votingClosesTurn: integer().notNull(),
    decidedTurn: integer(),
    effectiveTurn: integer(),
    expiresTurn: integer(),
  },
  (t) => [
    index('organization_motions_org_idx').on(t.organizationId, t.status),
    index('organization_motions_status_idx').on(t.status, t.votingClosesTurn),
    check(
      'organization_motions_resolution_type',
      sql`(${t.kind} = 'resolution') = (${t.resolutionType} is not null)`,
    ),
  ],
);

/** One member government's ballot on a motion, cast once on castTurn. */
export const organizationBallots = pgTable(
  'organization_ballots',
  {
    motionId: integer()
      .notNull()
      .references(() => organizationMotions.id, { onDelete: 'cascade' }),
    countryId: text()
      .notNull()
      .references(() => countries.id),
    /** yes, no or abstain. */
    position: text().notNull(),
    castTurn: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.motionId, t.countryId] })],
);

export type Organization = typeof organizations.$inferSelect;
export type OrganizationMember = typeof organizationMembers.$inferSelect;
export type OrganizationMotion = typeof organizationMotions.$inferSelect;
export type OrganizationBallot = typeof organizationBallots.$inferSelect;
