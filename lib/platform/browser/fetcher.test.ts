import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFromResponse, fetchJson, isRetryableError, type FetchLike } from './fetcher';

interface RecordedCall {
  url: string;
  init: RequestInit | undefined;
}

/** A fake fetch that answers every call with one canned response and records what it was asked. */
function fakeFetch(
  body: string | null,
  init: ResponseInit = {},
): { fetchImpl: FetchLike; calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const fetchImpl: FetchLike = async (url, requestInit) => {
    calls.push({ url, init: requestInit });
    return new Response(body, init);
  };
  return { fetchImpl, calls };
}

async function captureError(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('fetchJson', () => {
  it('returns the parsed body of a successful response', async () => {
    const { fetchImpl } = fakeFetch(JSON.stringify({ success: true }), { status: 200 });
    await expect(fetchJson<{ success: boolean }>('/api/x', {}, fetchImpl)).resolves.toEqual({
      success: true,
    });
  });

  it('sends JSON bodies same-origin with a content type', async () => {
    const { fetchImpl, calls } = fakeFetch(JSON.stringify({ success: true }));
    await fetchJson('/api/settings/theme', { method: 'PATCH', body: { theme: 'dark' } }, fetchImpl);
    const init = calls[0]?.init;
    expect(calls[0]?.url).toBe('/api/settings/theme');
    expect(init?.method).toBe('PATCH');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBe('{"theme":"dark"}');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('sends no body or content type on a plain GET', async () => {
    const { fetchImpl, calls } = fakeFetch('{}');
    await fetchJson('/api/client-nav', {}, fetchImpl);
    expect(calls[0]?.init?.method).toBe('GET');
    expect(calls[0]?.init?.body).toBeUndefined();
    expect((calls[0]?.init?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('throws an ApiError carrying status, code and message from the { error, code } envelope', async () => {
    const { fetchImpl } = fakeFetch(
      JSON.stringify({ error: 'Invalid email or password', code: 'INVALID_CREDENTIALS' }),
      { status: 401 },
    );
    const error = await captureError(fetchJson('/api/auth/login', { method: 'POST', body: {} }, fetchImpl));
    expect(error).toMatchObject({
      status: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password',
    });
  });

  it('reads the v1 envelope { ok: false, error, code } the same way', async () => {
    const { fetchImpl } = fakeFetch(JSON.stringify({ ok: false, error: 'Too many', code: 'rate_limited' }), {
      status: 429,
      headers: { 'Retry-After': '17' },
    });
    const error = await captureError(fetchJson('/api/public/v1/game', {}, fetchImpl));
    expect(error).toMatchObject({
      status: 429,
      code: 'rate_limited',
      message: 'Too many',
      retryAfterSeconds: 17,
    });
  });

  it('falls back to a readable message and HTTP_<status> code for bodies that are not the envelope', async () => {
    const { fetchImpl } = fakeFetch('<html>Bad gateway</html>', { status: 502 });
    const error = await captureError(fetchJson('/api/client-nav', {}, fetchImpl));
    expect(error.status).toBe(502);
    expect(error.code).toBe('HTTP_502');
    expect(error.message).toMatch(/server had a problem/i);
  });

  it('turns a network failure into status 0, NETWORK_ERROR', async () => {
    const fetchImpl: FetchLike = async () => {
      throw new TypeError('Failed to fetch');
    };
    const error = await captureError(fetchJson('/api/client-nav', {}, fetchImpl));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('rejects a 200 whose body is not JSON', async () => {
    const { fetchImpl } = fakeFetch('<html></html>', { status: 200 });
    const error = await captureError(fetchJson('/api/client-nav', {}, fetchImpl));
    expect(error).toMatchObject({ status: 200, code: 'INVALID_RESPONSE' });
  });

  it('accepts an empty 204', async () => {
    const { fetchImpl } = fakeFetch(null, { status: 204 });
    await expect(fetchJson('/api/x', { method: 'DELETE' }, fetchImpl)).resolves.toBeUndefined();
  });
});

describe('apiErrorFromResponse', () => {
  it('ignores a blank error string', () => {
    const error = apiErrorFromResponse(400, { error: '  ', code: 'BAD_REQUEST' }, null);
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe('Request failed (HTTP 400).');
  });

  it('builds a rate-limit message from Retry-After when the body has none', () => {
    const error = apiErrorFromResponse(429, null, '4.2');
    expect(error.retryAfterSeconds).toBe(5);
    expect(error.message).toBe('Too many requests. Try again in 5 s.');
  });

  it('ignores a Retry-After that is not a number of seconds', () => {
    expect(apiErrorFromResponse(429, null, 'Wed, 21 Oct 2015 07:28:00 GMT').retryAfterSeconds).toBeNull();
  });
});

describe('isRetryableError', () => {
  it('retries server, rate-limit and network failures but not client errors', () => {
    expect(isRetryableError(new ApiError(500, 'INTERNAL_ERROR', 'x'))).toBe(true);
    expect(isRetryableError(new ApiError(429, 'rate_limited', 'x'))).toBe(true);
    expect(isRetryableError(new ApiError(0, 'NETWORK_ERROR', 'x'))).toBe(true);
    expect(isRetryableError(new ApiError(401, 'UNAUTHORIZED', 'x'))).toBe(false);
    expect(isRetryableError(new ApiError(404, 'NOT_FOUND', 'x'))).toBe(false);
  });
});
