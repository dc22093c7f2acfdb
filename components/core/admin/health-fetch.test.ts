import { describe, expect, it } from 'vitest';
import { ApiError, type FetchLike } from '@/lib/platform/browser/fetcher';
import { fetchHealth, isHealthReport } from './health-fetch';

const report = {
  status: 'down',
  database: { reachable: false, latencyMs: null },
  worker: { lastHeartbeatAt: null, ageSeconds: null, healthy: false },
  currentTurn: null,
  nextTurnAt: null,
};

function answer(body: string, init: ResponseInit): FetchLike {
  return async () => new Response(body, init);
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

describe('fetchHealth', () => {
  it('returns a 200 report', async () => {
    const ok = { ...report, status: 'ok', database: { reachable: true, latencyMs: 2 } };
    await expect(fetchHealth('/api/health', answer(JSON.stringify(ok), { status: 200 }))).resolves.toEqual(
      ok,
    );
  });

  it('treats the 503 "down" report as data, not as an error', async () => {
    await expect(
      fetchHealth('/api/health', answer(JSON.stringify(report), { status: 503 })),
    ).resolves.toEqual(report);
  });

  it('turns other failures into ApiErrors from the envelope', async () => {
    const error = await captureError(
      fetchHealth(
        '/api/health',
        answer(JSON.stringify({ error: 'Nope', code: 'INTERNAL_ERROR' }), { status: 500 }),
      ),
    );
    expect(error).toMatchObject({ status: 500, code: 'INTERNAL_ERROR', message: 'Nope' });
  });

  it('rejects a 503 without a report (a proxy error page)', async () => {
    const error = await captureError(
      fetchHealth('/api/health', answer('<html>busy</html>', { status: 503 })),
    );
    expect(error.status).toBe(503);
    expect(error.code).toBe('HTTP_503');
  });

  it('rejects a 200 that is not a report', async () => {
    const error = await captureError(fetchHealth('/api/health', answer('{"hello":1}', { status: 200 })));
    expect(error.code).toBe('INVALID_RESPONSE');
  });

  it('reports a network failure as status 0', async () => {
    const failing: FetchLike = async () => {
      throw new TypeError('Failed to fetch');
    };
    const error = await captureError(fetchHealth('/api/health', failing));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});

describe('isHealthReport', () => {
  it('checks the fields the panel reads', () => {
    expect(isHealthReport(report)).toBe(true);
    expect(isHealthReport({ ...report, status: 'fine' })).toBe(false);
    expect(isHealthReport({ ...report, database: null })).toBe(false);
    expect(isHealthReport({ ...report, worker: { healthy: 'yes' } })).toBe(false);
    expect(isHealthReport(null)).toBe(false);
  });
});
