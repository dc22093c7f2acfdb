import { z } from 'zod';
import {
  CONFLICT_BLOCS,
  CONFLICT_STATUSES,
  CONFLICT_TYPES,
  SEVERITY_MAX,
  SEVERITY_MIN,
  SIDE_KINDS,
  TERRAINS,
} from '../constants';
import tensionsJson from './tensions.json';

const side = z.object({
  label: z.string().min(1),
  countries: z.array(z.string()),
  kind: z.enum(SIDE_KINDS),
  backer: z.string().nullable(),
});

/** A seeded tension: where a conflict may ignite, and who would fight it. */
const tension = z.object({
  id: z.string(),
  name: z.string(),
  hostCountryId: z.string(),
  stateId: z.string(),
  region: z.string(),
  type: z.enum(CONFLICT_TYPES),
  bloc: z.enum(CONFLICT_BLOCS),
  terrain: z.enum(TERRAINS as [string, ...string[]]),
  severity: z.number().int().min(SEVERITY_MIN).max(SEVERITY_MAX),
  /** Multiplies IGNITION_CHANCE. */
  likelihood: z.number().positive(),
  initialControl: z.number().min(0).max(100),
  sideA: side,
  sideB: side,
  /** Present for the tensions already at war when the world is seeded. */
  activeAtStart: z
    .object({
      status: z.enum(CONFLICT_STATUSES),
      intensity: z.number().min(0).max(100),
      control: z.number().min(0).max(100),
      supplyA: z.number().min(0).max(100),
      supplyB: z.number().min(0).max(100),
    })
    .optional(),
});

export type TensionReference = z.infer<typeof tension>;

/** Parsed once at load, so a bad edit fails loudly in every test. */
export const tensionReferences: readonly TensionReference[] = z.array(tension).parse(tensionsJson);

/** The tension seeded in this host state, if any (at most one per state). */
export function tensionAt(hostCountryId: string, stateId: string | null): TensionReference | undefined {
  return tensionReferences.find((t) => t.hostCountryId === hostCountryId && t.stateId === stateId);
}
