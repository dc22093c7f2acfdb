import { z } from 'zod';
import { OBJECT_ID_PATTERN } from './ids';

/**
 * Schema pieces every domain's responses share. Objects elsewhere are plain z.object: the contract
 * test tightens them to strict, while OpenAPI clients stay free to ignore fields added later.
 */

export const isoTimestamp = z.iso.datetime().describe('UTC ISO 8601 timestamp');

export const objectId = z.string().regex(OBJECT_ID_PATTERN).describe('24-hex ObjectId');

export const foundField = z
  .boolean()
  .describe('False when the lookup missed or the world has no such data yet; never an error.');
