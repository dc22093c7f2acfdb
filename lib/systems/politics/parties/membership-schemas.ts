import { z } from 'zod';
import { text } from '@/lib/platform/validation';
import {
  PARTY_ABBREVIATION_MAX,
  PARTY_DONATION_MAX,
  PARTY_DONATION_MIN,
  PARTY_GRANT_MAX,
  PARTY_ID_MAX,
  PARTY_NAME_MAX,
  PARTY_NAME_MIN,
  PARTY_WHIP_POSITIONS,
  RESERVED_PARTY_NAMES,
} from './constants';

/** Inputs of the party membership actions (cookie auth); idempotent for re-parsing. */

export const partyIdField = text({ max: PARTY_ID_MAX }).transform((id) => id.toLowerCase());

export const joinPartyInput = z.object({ partyId: partyIdField });

export const donateToPartyInput = z.object({
  amount: z
    .number()
    .int('must be a whole amount in your home currency')
    .min(PARTY_DONATION_MIN)
    .max(PARTY_DONATION_MAX),
});

export const partyPageParams = z.object({
  id: partyIdField,
  /** Which hundred of the roster, most influential first; past the last page, the last page. */
  membersPage: z.coerce.number().int('must be a whole page number').min(1).max(1_000_000).default(1),
});

const hexColor = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #1a8f3c')
  .transform((c) => c.toLowerCase());
const axis = z.number().int('must be a whole number').min(-5).max(5);

export const foundPartyInput = z.object({
  name: text({ min: PARTY_NAME_MIN, max: PARTY_NAME_MAX })
    .transform((n) => n.replace(/\s+/g, ' '))
    .refine(
      (n) => /^[\p{L}\p{N}][\p{L}\p{N} '&.-]*$/u.test(n),
      "may hold letters, digits, spaces and ' & . -",
    )
    .refine((n) => !RESERVED_PARTY_NAMES.includes(n.toLowerCase()), 'is reserved'),
  abbreviation: text({ max: PARTY_ABBREVIATION_MAX }).refine(
    (a) => /^[\p{L}\p{N}][\p{L}\p{N}/&-]*$/u.test(a),
    'may hold letters, digits, / & and -, without spaces',
  ),
  color: hexColor,
  economic: axis,
  social: axis,
});

export const characterIdField = text({ max: 64 });

export const leadershipVoteInput = z.object({ candidateId: characterIdField });
export const whipInput = z.object({ billId: text({ max: 64 }), position: z.enum(PARTY_WHIP_POSITIONS) });
export const expelInput = z.object({ characterId: characterIdField });
export const grantInput = z.object({
  characterId: characterIdField,
  amount: z.number().int('must be a whole amount in your home currency').min(1).max(PARTY_GRANT_MAX),
});
export const selectionVoteInput = z.object({
  electionId: text({ max: 128 }),
  candidateId: characterIdField,
});
export const coalitionOfferInput = z.object({
  partnerPartyId: partyIdField,
  cabinetPosts: z.number().int('must be a whole number of posts').min(0).max(50),
});
export const coalitionAnswerInput = z.object({ accept: z.boolean() });
