import { describe, expect, it } from 'vitest';
import { benchEnabled, env } from '@/lib/platform/env';
import { GET } from '@/app/api/bench/static/route';

describe('/api/bench/static', () => {
  it('is 404 unless the server runs with BENCH=1', async () => {
    expect(process.env.BENCH).toBeUndefined();
    const response = GET(new Request('http://localhost/api/bench/static'));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('is enabled by BENCH=1 only', () => {
    expect(benchEnabled({ ...env(), BENCH: '1' })).toBe(true);
    expect(benchEnabled({ ...env(), BENCH: '0' })).toBe(false);
    expect(benchEnabled({ ...env(), BENCH: undefined })).toBe(false);
  });
});
