import { z } from 'zod';
import { ENTITY_REF_PATTERN, OBJECT_ID_PATTERN } from './ids';

/**
 * Schema pieces every domain's responses share. Objects elsewhere are plain z.object: the contract
 * test tightens them to strict, while OpenAPI clients stay free to ignore fields added later.
 */

export const isoTimestamp = z.iso.datetime().describe('UTC ISO 8601 timestamp');

export const objectId = z.string().regex(OBJECT_ID_PATTERN).describe('24-hex ObjectId');

/**
 * What every client input naming a character or corporation accepts: the ObjectId, or the public
 * sequential number players see in page addresses, as the public API does. The domain turns it into
 * the ObjectId with `objectIdOf` (lib/platform/db/entity-ref.ts).
 */
export const entityRef = z
  .string()
  .regex(ENTITY_REF_PATTERN, 'must be a 24-hex id or a sequential number')
  .describe('24-hex ObjectId, or the sequential number of the page address');

export const foundField = z
  .boolean()
  .describe('False when the lookup missed or the world has no such data yet; never an error.');
