import { z } from 'zod';
import { countryCode } from '@/lib/systems/core/countries/country-code';
import { text } from '@/lib/platform/validation';

const id = text({ max: 64 });

/** POST /api/central-bank/[countryCode]/rate. */
export const setRateParams = z.object({ countryCode });
export const setRateBody = z.object({ rate: z.number().finite() });

/** POST /api/executive/nominations. */
export const nominateBody = z.object({ seatId: id, characterId: id });
/** POST /api/executive/nominations/[id]/vote. */
export const nominationIdParams = z.object({ id });
export const nominationVoteBody = z.object({ vote: z.enum(['yes', 'no']) });
/** POST /api/executive/cabinet/[seatId]/dismiss. */
export const seatIdParams = z.object({ seatId: id });

/** POST /api/executive/orders. */
export const issueOrderBody = z.object({
  legislationTypeId: text({ max: 80 }),
  optionIndex: z.number().int().min(0).max(20),
  stateId: text({ max: 64 }).optional(),
});
export const orderIdParams = z.object({ id });
