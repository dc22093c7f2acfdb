import { z } from 'zod';
import { text } from '@/lib/platform/validation';
import { PARTY_DONATION_MAX, PARTY_DONATION_MIN, PARTY_ID_MAX } from './constants';

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

export const partyPageParams = z.object({ id: partyIdField });
