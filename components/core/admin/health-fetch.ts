// /api/health answers 503 when the database is down, but the body is still the report the panel
// should show; fetchJson would turn that into an error, so health has its own small fetcher.

import {
  ApiError,
  apiErrorFromResponse,
  INVALID_RESPONSE_CODE,
  NETWORK_ERROR_CODE,
  type FetchLike,
} from '@/lib/platform/browser/fetcher';
import type { HealthReport } from './types';

export const HEALTH_KEY = '/api/health';

const HEALTH_STATUSES: readonly string[] = ['ok', 'degraded', 'down'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** True for a body shaped like the health report (the fields the panel reads). */
export function isHealthReport(value: unknown): value is HealthReport {
  if (!isRecord(value)) return false;
  const { status, database, worker } = value;
  return (
    typeof status === 'string' &&
    HEALTH_STATUSES.includes(status) &&
    isRecord(database) &&
    typeof database.reachable === 'boolean' &&
    isRecord(worker) &&
    typeof worker.healthy === 'boolean'
  );
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const browserFetch: FetchLike = (input, init) => fetch(input, init);

/** Reads the health report, treating a 503 that carries one as data rather than as a failure. */
export async function fetchHealth(url: string = HEALTH_KEY, fetchImpl: FetchLike = browserFetch) {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'GET',
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    throw new ApiError(
      0,
      NETWORK_ERROR_CODE,
      'Could not reach the server. Check your connection and try again.',
    );
  }
  const body = parseJson(await response.text());
  if ((response.ok || response.status === 503) && isHealthReport(body)) return body;
  if (!response.ok) throw apiErrorFromResponse(response.status, body, response.headers.get('Retry-After'));
  throw new ApiError(
    response.status,
    INVALID_RESPONSE_CODE,
    'The server sent a health report this page cannot read.',
  );
}
