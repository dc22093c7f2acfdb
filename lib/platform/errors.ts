/**
 * The one table of error codes: HTTP status, category and default message.
 * It drives both envelopes and GET /api/error-codes.
 */
export const ERROR_CODES = {
  BAD_REQUEST: { httpStatus: 400, category: 'validation', message: 'The request is invalid.' },
  UNAUTHORIZED: { httpStatus: 401, category: 'auth', message: 'Authentication is required.' },
  FORBIDDEN: { httpStatus: 403, category: 'auth', message: 'You are not allowed to do this.' },
  NOT_FOUND: { httpStatus: 404, category: 'not_found', message: 'Not found.' },
  INTERNAL_ERROR: { httpStatus: 500, category: 'system', message: 'Something went wrong on our side.' },
  INVALID_CREDENTIALS: { httpStatus: 401, category: 'auth', message: 'Invalid email, username or password.' },
  INSUFFICIENT_SCOPE: {
    httpStatus: 403,
    category: 'auth',
    message: 'This endpoint needs a private-scope API key.',
  },
  ORIGIN_MISMATCH: {
    httpStatus: 403,
    category: 'auth',
    message: 'Cross-site request refused.',
  },
  METHOD_NOT_ALLOWED: {
    httpStatus: 405,
    category: 'validation',
    message: 'This endpoint does not support that method.',
  },
  CONFLICT: { httpStatus: 409, category: 'conflict', message: 'The request conflicts with current state.' },
  USERNAME_TAKEN: { httpStatus: 409, category: 'conflict', message: 'That username is already taken.' },
  EMAIL_TAKEN: { httpStatus: 409, category: 'conflict', message: 'That email is already registered.' },
  WRONG_PASSWORD: {
    httpStatus: 403,
    category: 'auth',
    message: 'Your current password is not right. Nothing was changed.',
  },
  ACCOUNT_BANNED: {
    httpStatus: 403,
    category: 'auth',
    message: 'This account has been banned by an administrator. Write to the server operator to appeal.',
  },
  API_KEY_LIMIT: {
    httpStatus: 409,
    category: 'conflict',
    message: 'You already have 3 active keys of this scope. Revoke one first.',
  },
  POLICY_POSITION_OUT_OF_RANGE: {
    httpStatus: 400,
    category: 'validation',
    message: 'A policy position stays between -5 and +5.',
  },
  INSUFFICIENT_ACTIONS: {
    httpStatus: 409,
    category: 'conflict',
    message: 'You do not have enough actions for this.',
  },
  NOT_A_LEGISLATOR: {
    httpStatus: 403,
    category: 'auth',
    message: 'Only a member of this chamber can do this.',
  },
  NOT_OFFICE_HOLDER: {
    httpStatus: 403,
    category: 'auth',
    message: 'Only the holder of this office can do this.',
  },
  NOT_OPPOSITION_LEADER: {
    httpStatus: 403,
    category: 'auth',
    message: 'Only the leader of the opposition can call a vote of no confidence.',
  },
  CONFIDENCE_VOTE_CLOSED: {
    httpStatus: 409,
    category: 'conflict',
    message: 'This confidence vote is no longer open.',
  },
  SUCCESSOR_INELIGIBLE: {
    httpStatus: 422,
    category: 'rule',
    message: 'That person cannot be named to lead the government.',
  },
  BILL_CLOSED: { httpStatus: 409, category: 'conflict', message: 'This bill is no longer open for votes.' },
  ALREADY_VOTED: { httpStatus: 409, category: 'conflict', message: 'You have already voted on this bill.' },
  BILL_ALREADY_PENDING: {
    httpStatus: 409,
    category: 'conflict',
    message: 'A bill on this subject and place is already pending.',
  },
  INELIGIBLE_CHARACTER: {
    httpStatus: 422,
    category: 'rule',
    message: 'That character cannot hold this office.',
  },
  BILL_WRONG_STAGE: {
    httpStatus: 409,
    category: 'conflict',
    message: 'This bill is not at that stage of its path.',
  },
  INELIGIBLE_TARGET: {
    httpStatus: 422,
    category: 'rule',
    message: 'That target cannot be chosen for this action.',
  },
  CHARACTER_NOT_FOUND: { httpStatus: 404, category: 'not_found', message: 'No such character.' },
  CURRENCY_NOT_FOUND: { httpStatus: 404, category: 'not_found', message: 'No such currency.' },
  TRANSFERS_PAUSED: { httpStatus: 403, category: 'rule', message: 'Transfers are paused' },
  FOREX_DISABLED: { httpStatus: 403, category: 'rule', message: 'Currency exchange is not yet enabled' },
  TRANSFER_BELOW_MINIMUM: {
    httpStatus: 422,
    category: 'rule',
    message: 'A transfer is at least 1000 in your home currency.',
  },
  SELF_TRANSFER: { httpStatus: 422, category: 'rule', message: 'You cannot send funds to yourself.' },
  SELF_MAIL: { httpStatus: 422, category: 'rule', message: 'You cannot send mail to yourself.' },
  RECIPIENT_NOT_PLAYED: {
    httpStatus: 422,
    category: 'rule',
    message: 'That character is not played by anyone, so it cannot receive mail.',
  },
  DIFFERENT_COUNTRY: {
    httpStatus: 422,
    category: 'rule',
    message: 'Funds can only be sent to a character of your own country.',
  },
  INSUFFICIENT_FUNDS: {
    httpStatus: 422,
    category: 'rule',
    message: 'You do not have enough funds for this.',
  },
  SAME_CURRENCY: { httpStatus: 422, category: 'rule', message: 'The two currencies must differ.' },
  INACTIVE_COUNTRY: {
    httpStatus: 422,
    category: 'rule',
    message: 'Your character is not in an active country.',
  },
  EXCHANGE_TOO_SMALL: {
    httpStatus: 422,
    category: 'rule',
    message: 'This amount converts to less than one minor unit after the spread.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    httpStatus: 409,
    category: 'conflict',
    message: 'This Idempotency-Key was already used for a different request.',
  },
  SUBSIDIARIES_DISABLED: {
    httpStatus: 403,
    category: 'conflict',
    message: 'Subsidiary corporations are switched off in this world.',
  },
  NOT_SUBSIDIARY_PARENT: {
    httpStatus: 403,
    category: 'auth',
    message: 'Only the CEO or owner of the controlling parent corporation can do this.',
  },
  SUBSIDIARY_NOT_ELIGIBLE: {
    httpStatus: 409,
    category: 'conflict',
    message: 'This corporation is not eligible for that subsidiary action.',
  },
  SUBSIDIARY_COOLDOWN: {
    httpStatus: 409,
    category: 'conflict',
    message: 'This subsidiary action is still on cooldown.',
  },
  UNKNOWN_STATE: { httpStatus: 400, category: 'validation', message: 'There is no such state.' },
  UNKNOWN_CORPORATION: { httpStatus: 400, category: 'validation', message: 'There is no such corporation.' },
  INVALID_GRANTING_AUTHORITY: {
    httpStatus: 400,
    category: 'validation',
    message: 'That body cannot grant contracts for this state.',
  },
  EXTRACTION_OVER_ALLOCATED: {
    httpStatus: 409,
    category: 'conflict',
    message: 'This grant would over-allocate the state; resubmit with force to confirm.',
  },
  CONTRACT_ALREADY_REVOKED: {
    httpStatus: 409,
    category: 'conflict',
    message: 'This contract is already revoked.',
  },
  CONTRACTED_SHARE_LIMIT: {
    httpStatus: 409,
    category: 'conflict',
    message: 'Player contracts may reserve at most 75% of a state resource.',
  },
  OFFER_NOT_PENDING: {
    httpStatus: 409,
    category: 'conflict',
    message: 'This offer has already been decided.',
  },
  NOT_STATE_AUTHORITY: {
    httpStatus: 403,
    category: 'auth',
    message: "Only the state's governor, or its legislators where it has none, can decide this.",
  },
  RATE_OUT_OF_BOUNDS: {
    httpStatus: 400,
    category: 'validation',
    message: 'The rate is outside the central bank’s bounds or off its step.',
  },
  RATE_COOLDOWN: {
    httpStatus: 409,
    category: 'conflict',
    message: 'The rate changed too recently to move again.',
  },
  NOMINATION_CLOSED: {
    httpStatus: 409,
    category: 'conflict',
    message: 'This nomination is no longer open for votes.',
  },
  INELIGIBLE_NOMINEE: {
    httpStatus: 422,
    category: 'rule',
    message: 'This character cannot be appointed to that seat.',
  },
  ORDER_LIMIT: {
    httpStatus: 409,
    category: 'conflict',
    message: 'This office already has as many orders in force as it may.',
  },
  ORDER_NOT_ALLOWED: {
    httpStatus: 422,
    category: 'rule',
    message: 'An executive order cannot set this law here.',
  },
  NOT_ADDRESSEE: {
    httpStatus: 403,
    category: 'auth',
    message: 'This decision is put to someone else.',
  },
  DECISION_CLOSED: {
    httpStatus: 409,
    category: 'conflict',
    message: 'This decision has been made or its deadline has passed.',
  },
  UNKNOWN_OPTION: {
    httpStatus: 400,
    category: 'validation',
    message: 'That is not one of the options offered.',
  },
  PAYLOAD_TOO_LARGE: { httpStatus: 413, category: 'validation', message: 'The request body is too large.' },
  REQUEST_TIMEOUT: {
    httpStatus: 408,
    category: 'validation',
    message: 'The request body did not arrive in time. Send it again.',
  },
  rate_limited: { httpStatus: 429, category: 'rate_limit', message: 'Too many requests. Retry later.' },
  SERVICE_UNAVAILABLE: {
    httpStatus: 503,
    category: 'system',
    message: 'The service is temporarily unavailable.',
  },
} as const satisfies Record<string, { httpStatus: number; category: string; message: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export const ERROR_CATALOG_VERSION = '1';

/** The only error domain code throws. `details` are extra envelope fields safe to show clients. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: Record<string, unknown> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    message?: string,
    options: { details?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ) {
    super(message ?? ERROR_CODES[code].message);
    this.name = 'AppError';
    this.code = code;
    this.details = options.details;
    this.headers = options.headers;
  }

  get httpStatus(): number {
    return ERROR_CODES[this.code].httpStatus;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

export interface ErrorCatalogEntry {
  code: ErrorCode;
  httpStatus: number;
  category: string;
  message: string;
}

/** GET /api/error-codes: ERROR_CODES as a list, so the catalog cannot drift from what we send. */
export function errorCatalog(): { version: string; errors: ErrorCatalogEntry[] } {
  return {
    version: ERROR_CATALOG_VERSION,
    errors: (Object.keys(ERROR_CODES) as ErrorCode[]).map((code) => ({ code, ...ERROR_CODES[code] })),
  };
}
