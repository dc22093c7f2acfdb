import { z } from 'zod';
import { countryCode } from '@/lib/systems/core/countries/country-code';
import { PARTY_ID_MAX } from '@/lib/systems/politics/parties/constants';
import { CHARACTER_POSITION_MAX, CHARACTER_POSITION_MIN } from '@/lib/systems/policy/constants';
import { text } from '@/lib/platform/validation';
import {
  AGE_BRACKETS,
  CHARACTER_BIO_MAX,
  CHARACTER_NAME_MAX,
  CHARACTER_NAME_MIN,
  CHAT_ID_MAX,
  HOMETOWN_MAX,
  OCCUPATION_MAX,
} from './constants';

/** Inputs of the player's own character verbs (setup, profile, fundraise); idempotent for re-parsing. */

const position = z
  .number()
  .int('must be a whole number')
  .min(CHARACTER_POSITION_MIN)
  .max(CHARACTER_POSITION_MAX);

export const demographicsSchema = z.object({
  ageBracket: z.enum(AGE_BRACKETS),
  occupation: text({ max: OCCUPATION_MAX }),
  hometown: text({ max: HOMETOWN_MAX }),
});
export type Demographics = z.output<typeof demographicsSchema>;

/** POST /api/setup/character. */
export const createCharacterInput = z.object({
  name: text({ min: CHARACTER_NAME_MIN, max: CHARACTER_NAME_MAX }),
  bio: text({ min: 0, max: CHARACTER_BIO_MAX, multiline: true }).default(''),
  countryId: countryCode,
  stateId: text({ max: 16 })
    .regex(/^[A-Za-z0-9-]+$/, 'must be a state code such as CA')
    .transform((value) => value.toUpperCase()),
  economic: position,
  social: position,
  /** A party of the chosen country, or null to stay independent. */
  partyId: text({ max: PARTY_ID_MAX })
    .transform((id) => id.toLowerCase())
    .nullable()
    .default(null),
  demographics: demographicsSchema.optional(),
});
export type CreateCharacterInput = z.input<typeof createCharacterInput>;

/** PATCH /api/settings/profile: the chat id (null clears it) and/or the demographic profile. */
export const updateProfileInput = z
  .object({
    chatId: text({ max: CHAT_ID_MAX }).nullable().optional(),
    demographics: demographicsSchema.optional(),
  })
  .refine((input) => input.chatId !== undefined || input.demographics !== undefined, {
    message: 'give chatId or demographics',
  });
export type UpdateProfileInput = z.input<typeof updateProfileInput>;
