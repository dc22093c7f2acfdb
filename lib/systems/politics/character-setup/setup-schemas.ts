import { z } from 'zod';
import { text } from '@/lib/platform/validation';
import {
  CHARACTER_BIO_MAX,
  CHARACTER_NAME_MAX,
  CHARACTER_NAME_MIN,
} from '@/lib/systems/core/characters/constants';
import { demographicsSchema } from '@/lib/systems/core/characters/profile-schemas';
import { countryCode } from '@/lib/systems/core/countries/country-code';
import { CHARACTER_POSITION_MAX, CHARACTER_POSITION_MIN } from '@/lib/systems/policy/constants';
import { PARTY_ID_MAX } from '@/lib/systems/politics/parties/constants';

/** Input of character creation, where a player enters politics: home state, positions and party. */

const position = z
  .number()
  .int('must be a whole number')
  .min(CHARACTER_POSITION_MIN)
  .max(CHARACTER_POSITION_MAX);

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
