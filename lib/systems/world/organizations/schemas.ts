import { z } from 'zod';
import { foundField, objectId } from '@/lib/platform/schemas';
import { text } from '@/lib/platform/validation';
import {
  BALLOT_POSITIONS,
  MOTION_KINDS,
  MOTION_STATUSES,
  ORGANIZATION_CATEGORIES,
  RESOLUTION_TYPES,
} from './constants';

/** Inputs and outputs of the organization reads; input schemas are idempotent so verbs can re-parse. */

export const organizationIdParams = z.object({
  id: text({ max: 64 }).describe('Organization id or short name, case-insensitive (e.g. nasc, G4)'),
});

const turn = z.number().int();
const count = z.number().int().min(0);
const countryRef = z.object({ countryId: z.string(), countryName: z.string() });

export const organizationMemberSchema = countryRef.extend({
  voting: z.boolean().describe('False for associate members, who sit without a vote'),
  founder: z.boolean(),
  joinedTurn: turn,
});

export const organizationSummarySchema = z.object({
  id: z.string(),
  shortName: z.string(),
  name: z.string(),
  category: z.enum(ORGANIZATION_CATEGORIES),
  foundedYear: z.number().int(),
  dissolvedYear: z.number().int().nullable().describe('Null while the organization exists'),
  leadership: z.object({
    title: z.string().describe('The leadership office, e.g. Secretary General'),
    holder: z
      .object({ characterId: objectId, name: z.string(), countryId: z.string() })
      .nullable()
      .describe('A non-player politician; null when the office is vacant or the organization dissolved'),
    termStartTurn: turn,
    nextElectionTurn: turn.nullable().describe('Null for a dissolved organization'),
  }),
  members: z.array(organizationMemberSchema).describe('Current roster, by country code'),
  memberCount: count,
  votingMemberCount: count,
  activity: z.object({
    pendingMembershipProposals: count,
    pendingWithdrawals: count,
    pendingResolutions: count,
    activeResolutions: count,
    resolutionsDecided: count,
    leadershipElectionsHeld: count,
  }),
});

export const ballotSchema = countryRef.extend({
  position: z.enum(BALLOT_POSITIONS),
  castTurn: turn,
});

export const voteSchema = z.object({
  yes: count,
  no: count,
  abstain: count,
  notYetCast: count.describe('Voting members still to cast a ballot; 0 once decided'),
  ballots: z.array(ballotSchema).describe('One per member government that voted, by country code'),
});

export const motionSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(MOTION_KINDS),
  resolutionType: z.enum(RESOLUTION_TYPES).nullable().describe('Null unless kind is resolution'),
  title: z.string(),
  status: z.enum(MOTION_STATUSES),
  proposedByCountryId: z.string(),
  subjectCountry: countryRef
    .nullable()
    .describe(
      "Applicant, withdrawing member, sanctions target or nominee's country; null for a policy standard",
    ),
  nominee: z
    .object({ characterId: objectId, name: z.string(), countryId: z.string() })
    .nullable()
    .describe('Leadership elections only'),
  sanctions: z
    .object({
      targetCountryId: z.string(),
      commodity: z.string(),
      durationTurns: z.number().int().positive(),
    })
    .nullable()
    .describe('Sanctions resolutions only: members embargo exports of the commodity to the target'),
  policy: z
    .object({
      policyDomain: z.string(),
      economic: z.number().int().min(-3).max(3),
      social: z.number().int().min(-3).max(3),
    })
    .nullable()
    .describe(
      'Policy harmonization only: the standard; each voting member enacts its nearest national option',
    ),
  timing: z.object({
    proposedTurn: turn,
    votingClosesTurn: turn,
    decidedTurn: turn.nullable(),
    effectiveTurn: turn.nullable().describe('Accessions and withdrawals take effect after a delay'),
    expiresTurn: turn.nullable().describe('Sanctions only'),
  }),
  passed: z.boolean().nullable().describe('Null until decided'),
  vote: voteSchema,
});

export const organizationDetailSchema = organizationSummarySchema.extend({
  charter: z.string(),
  pendingMembershipProposals: z.array(motionSchema).describe('Voting, or approved and awaiting effect'),
  pendingWithdrawals: z.array(motionSchema).describe('Voting, or approved and serving notice'),
  pendingResolutions: z.array(motionSchema).describe('Still being voted on'),
  activeResolutions: z.array(motionSchema).describe('Passed sanctions still in force'),
  leadershipElections: z.array(motionSchema).describe('Newest first, the last ten'),
});

export const listOrganizationsResponse = z.object({
  found: foundField,
  count,
  organizations: z.array(organizationSummarySchema).describe('By id'),
});

export const getOrganizationResponse = z.object({
  found: foundField,
  organization: organizationDetailSchema,
});

export type OrganizationSummary = z.input<typeof organizationSummarySchema>;
export type OrganizationDetail = z.input<typeof organizationDetailSchema>;
export type Motion = z.input<typeof motionSchema>;
export type ListOrganizationsResult = z.input<typeof listOrganizationsResponse>;
export type GetOrganizationResult = z.input<typeof getOrganizationResponse>;
