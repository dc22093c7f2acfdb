// The one way browser code talks to the client endpoints: JSON in, JSON out,
// and every failure surfaced as an ApiError built from the `{ error, code }` envelope.

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** Seconds from a 429's Retry-After header, when present. */
  readonly retryAfterSeconds: number | null;

  constructor(status: number, code: string, message: string, retryAfterSeconds: number | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Status 0: the request never got an HTTP answer (offline, DNS, server down). */
export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';
export const INVALID_RESPONSE_CODE = 'INVALID_RESPONSE';

export interface JsonRequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Serialized as JSON when present. */
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers, e.g. Idempotency-Key. */
  headers?: Record<string, string>;
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function parseRetryAfter(header: string | null): number | null {
  if (header === null) return null;
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : null;
}

function fallbackMessage(status: number, retryAfterSeconds: number | null): string {
  if (status === 429) {
    return retryAfterSeconds === null
      ? 'Too many requests. Please wait a moment and try again.'
      : `Too many requests. Try again in ${retryAfterSeconds} s.`;
  }
  if (status >= 500) return 'The server had a problem. Please try again.';
  return `Request failed (HTTP ${status}).`;
}

/** Builds the ApiError for a non-2xx answer; tolerant of bodies that are not the envelope. */
export function apiErrorFromResponse(
  status: number,
  body: unknown,
  retryAfterHeader: string | null,
): ApiError {
  const retryAfterSeconds = parseRetryAfter(retryAfterHeader);
  const envelope = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message =
    typeof envelope.error === 'string' && envelope.error.trim() !== ''
      ? envelope.error
      : fallbackMessage(status, retryAfterSeconds);
  const code = typeof envelope.code === 'string' && envelope.code !== '' ? envelope.code : `HTTP_${status}`;
  return new ApiError(status, code, message, retryAfterSeconds);
}

const defaultFetch: FetchLike = (input, init) => fetch(input, init);

/**
 * Sends a same-origin JSON request and returns the parsed body.
 * `fetchImpl` is injectable so tests can run without a global mock.
 */
export async function fetchJson<T>(
  url: string,
  options: JsonRequestOptions = {},
  fetchImpl: FetchLike = defaultFetch,
): Promise<T> {
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  const hasBody = options.body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: options.method ?? 'GET',
      headers,
      body: hasBody ? JSON.stringify(options.body) : undefined,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(
      0,
      NETWORK_ERROR_CODE,
      'Could not reach the server. Check your connection and try again.',
    );
  }

  const body = parseJson(await response.text());
  if (!response.ok) throw apiErrorFromResponse(response.status, body, response.headers.get('Retry-After'));
  if (body === undefined && response.status !== 204) {
    throw new ApiError(
      response.status,
      INVALID_RESPONSE_CODE,
      'The server sent a response that is not JSON.',
    );
  }
  return body as T;
}

/** Fetcher for SWR keys that are plain GET URLs. */
export function getJson<T>(url: string): Promise<T> {
  return fetchJson<T>(url);
}

/** Client errors (4xx) will not fix themselves on retry; 429 and 5xx and network failures might. */
export function isRetryableError(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.status === 429) return true;
  return error.status === 0 || error.status >= 500;
}
