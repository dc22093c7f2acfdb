import { describe, expect, it } from 'vitest';
import type { Db } from './pool';
import { tickBatcher, type BatchOutcome } from './tick-batcher';

const db = {} as Db;
const otherDb = {} as Db;

function recordingBatcher(maxBatch: number) {
  const batches: number[][] = [];
  const call = tickBatcher(
    async (_db, items: number[]): Promise<BatchOutcome<number>[]> => {
      batches.push(items);
      return items.map((item) =>
        item < 0 ? { ok: false, error: new Error(`refused ${item}`) } : { ok: true, value: item * 10 },
      );
    },
    { maxBatch },
  );
  return { call, batches };
}

describe('tickBatcher', () => {
  it('runs the calls of one event-loop turn together and answers each in order', async () => {
    const { call, batches } = recordingBatcher(10);
    const answers = await Promise.all([call(db, 1), call(db, 2), call(db, 3)]);
    expect(answers).toEqual([10, 20, 30]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('cuts batches at maxBatch, keeps handles apart and starts a new batch on the next turn', async () => {
    const { call, batches } = recordingBatcher(2);
    await Promise.all([call(db, 1), call(db, 2), call(db, 3), call(otherDb, 4)]);
    await call(db, 5);
    expect(batches).toEqual([[1, 2], [3], [4], [5]]);
  });

  it('rejects only the refused item, and every item when the batch itself fails', async () => {
    const { call } = recordingBatcher(10);
    const settled = await Promise.allSettled([call(db, 1), call(db, -2)]);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected']);

    const failing = tickBatcher(
      async (): Promise<BatchOutcome<number>[]> => {
        throw new Error('connection lost');
      },
      { maxBatch: 10 },
    );
    const both = await Promise.allSettled([failing(db, 1), failing(db, 2)]);
    expect(both.map((s) => (s.status === 'rejected' ? String(s.reason) : 'ok'))).toEqual([
      'Error: connection lost',
      'Error: connection lost',
    ]);
  });
});
