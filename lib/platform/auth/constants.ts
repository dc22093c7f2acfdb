/**
 * Limits of the account and key verbs. Pure values, so the browser forms import the same numbers
 * the server validates with.
 */

export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 256;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 24;
/** For the input's pattern attribute; the server lower-cases, so capitals are fine. */
export const USERNAME_PATTERN = `[A-Za-z0-9_]{${USERNAME_MIN_LENGTH},${USERNAME_MAX_LENGTH}}`;
export const DISPLAY_NAME_MAX_LENGTH = 64;

export const API_KEY_NAME_MAX_LENGTH = 64;
/** At most 3 active keys per scope type per account (docs/api-contract.md). */
export const MAX_ACTIVE_KEYS_PER_SCOPE = 3;
/** Longest key id accepted in a path; real ids are 24-hex ObjectIds. */
export const API_KEY_ID_MAX_LENGTH = 64;

/** The words a player types to confirm deleting the account. */
export const DELETE_ACCOUNT_CONFIRMATION = 'delete my account';
