import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/platform/errors';
import { toAppError } from './envelopes';

describe('toAppError', () => {
  it('passes an AppError through', () => {
    const error = new AppError('NOT_FOUND', 'No such thing.');
    expect(toAppError(error, 'r1')).toBe(error);
  });

  it('answers a client hang-up mid-body as a bad request, not an internal error', () => {
    const aborted = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    expect(toAppError(aborted, 'r2').code).toBe('BAD_REQUEST');
  });

  it('hides anything else behind INTERNAL_ERROR with the request id', () => {
    const hidden = toAppError(new Error('secret detail'), 'r3');
    expect(hidden.code).toBe('INTERNAL_ERROR');
    expect(hidden.message).toContain('r3');
    expect(hidden.message).not.toContain('secret');
  });
});
