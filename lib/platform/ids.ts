import { randomBytes } from 'node:crypto';

/** A 24-hex identifier in MongoDB ObjectId form: 4 bytes of seconds, then 8 random bytes. */
export function newObjectId(): string {
  const seconds = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0');
  return seconds + randomBytes(8).toString('hex');
}

export const OBJECT_ID_PATTERN = /^[0-9a-f]{24}$/;

export function isObjectId(value: string): boolean {
  return OBJECT_ID_PATTERN.test(value);
}

/** The public sequential number of a character or corporation, as in its page address (/corporations/12). */
export const SEQUENTIAL_ID_PATTERN = /^[1-9]\d{0,8}$/;

/** An entity reference: its ObjectId or its sequential number. */
export const ENTITY_REF_PATTERN = /^(?:[0-9a-f]{24}|[1-9]\d{0,8})$/;
