import { isApiError } from '@/lib/platform/browser/fetcher';

/** The message to show a person for anything a request threw. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (isApiError(error)) return error.message;
  return fallback;
}
