import { describe, expect, it } from 'vitest';
import { GET as errorCodes } from '@/app/api/error-codes/route';
import { call } from '@/lib/testing/client-requests';
import { ERROR_CODES } from '@/lib/platform/errors';
import { migratedSuiteDatabase } from '@/lib/testing/suite-database';

// The catalog is static, but it runs through the real client route wrapper, which wants a database.
migratedSuiteDatabase();

describe('GET /api/error-codes', () => {
  it('is catalog version "1" and carries the five base codes, their statuses and categories', async () => {
    const { status, body } = await call(errorCodes, '/api/error-codes');
    expect(status).toBe(200);
    expect(body.version).toBe('1');
    const errors = body.errors as { code: string; httpStatus: number; category: string; message: string }[];
    const byCode = new Map(errors.map((entry) => [entry.code, entry]));
    const spec: [string, number, string][] = [
      ['BAD_REQUEST', 400, 'validation'],
      ['UNAUTHORIZED', 401, 'auth'],
      ['FORBIDDEN', 403, 'auth'],
      ['NOT_FOUND', 404, 'not_found'],
      ['INTERNAL_ERROR', 500, 'system'],
    ];
    for (const [code, httpStatus, category] of spec) {
      expect(byCode.get(code)).toEqual({ code, httpStatus, category, message: expect.stringMatching(/\S/) });
    }
  });

  it('lists every code the server can send, once each, and nothing else', async () => {
    const { body } = await call(errorCodes, '/api/error-codes');
    const errors = body.errors as Record<string, unknown>[];
    expect(errors.map((entry) => entry.code).sort()).toEqual(Object.keys(ERROR_CODES).sort());
    for (const entry of errors)
      expect(Object.keys(entry).sort()).toEqual(['category', 'code', 'httpStatus', 'message']);
  });
});
