import { z } from 'zod';
import { ORGANIZATION_CATEGORIES } from '../constants';
import raw from './organizations.json';

const organizationReference = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  shortName: z.string().min(1),
  name: z.string().min(1),
  category: z.enum(ORGANIZATION_CATEGORIES),
  foundedYear: z.number().int(),
  dissolvedYear: z.number().int().nullable(),
  charter: z.string().min(1),
  leadershipTitle: z.string().min(1),
  leaderCountryId: z.string(),
  members: z.array(z.object({ countryId: z.string(), voting: z.boolean() })).min(1),
});

export type OrganizationReference = z.infer<typeof organizationReference>;

/** Seeded organizations, checked once at load so a typo fails loudly. */
export const organizationReferences: readonly OrganizationReference[] = z
  .array(organizationReference)
  .parse(raw);
