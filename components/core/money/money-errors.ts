import { isApiError } from '@/lib/platform/browser/fetcher';

/** What the money forms say for each error code; anything else shows the server's message. */
const MESSAGES: Record<string, string> = {
  TRANSFERS_PAUSED: 'Transfers are paused by the administrators. Try again later.',
  FOREX_DISABLED: 'Currency exchange is not yet enabled.',
  TRANSFER_BELOW_MINIMUM: 'A transfer is at least 1,000 in your home currency.',
  SELF_TRANSFER: 'You cannot send funds to yourself.',
  DIFFERENT_COUNTRY: 'You can only send funds to a character of your own country.',
  INSUFFICIENT_FUNDS: 'You do not have enough funds for this.',
  CHARACTER_NOT_FOUND: 'That character no longer exists.',
  SAME_CURRENCY: 'Pick two different currencies.',
  CURRENCY_NOT_FOUND: 'That currency is not traded.',
  INACTIVE_COUNTRY: 'Your country is not active, so you cannot trade currency.',
  EXCHANGE_TOO_SMALL: 'That amount is too small to exchange.',
  rate_limited: 'Too many requests. Wait a moment and try again.',
};

export function moneyErrorMessage(error: unknown): string {
  if (isApiError(error)) return MESSAGES[error.code] ?? error.message;
  return error instanceof Error ? error.message : 'The request failed.';
}
