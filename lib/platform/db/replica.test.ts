import { describe, expect, it } from 'vitest';
import { isConnectionFailure, isRecoveryConflict } from './replica';
import { worldTurnOf } from './world-version';

describe('worldTurnOf', () => {
  it('reads current_turn, the second column of game_state::text', () => {
    expect(worldTurnOf('(current,42,active,"2026-01-01 00:00:00+00",300000)')).toBe(42);
    expect(worldTurnOf('(current,7)')).toBe(7);
  });

  it('is null for no version or one of another shape', () => {
    expect(worldTurnOf(null)).toBeNull();
    expect(worldTurnOf(undefined)).toBeNull();
    expect(worldTurnOf('current,42')).toBeNull();
    expect(worldTurnOf('(current,,active)')).toBeNull();
  });
});

describe('replica read failures', () => {
  it('takes a lost server, on the error or its cause, for a connection failure', () => {
    expect(isConnectionFailure(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isConnectionFailure(new Error('Failed query', { cause: { code: '57P01' } }))).toBe(true);
    expect(isConnectionFailure(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionFailure(Object.assign(new Error('syntax'), { code: '42601' }))).toBe(false);
  });

  it('tells a standby cancelling a read for replay from other errors', () => {
    expect(isRecoveryConflict(new Error('Failed query', { cause: { code: '40001' } }))).toBe(true);
    expect(isRecoveryConflict(Object.assign(new Error('unique'), { code: '23505' }))).toBe(false);
  });
});
