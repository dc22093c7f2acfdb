import type { Db } from './pool';

/** One item's outcome from a batch: its answer, or the error that item alone is refused with. */
export type BatchOutcome<O> = { ok: true; value: O } | { ok: false; error: unknown };

interface Waiting<I, O> {
  item: I;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

/**
 * Gathers the calls made on one database handle in the same event-loop turn and hands them to `run`
 * together, at most `maxBatch` at a time, so requests arriving together share a statement: one round trip,
 * one plan and one commit instead of one each. On this kind of machine the round trip (two process wake-ups
 * over loopback) costs more than the SQL. A lone call is a batch of one and waits for nothing.
 * `run` answers each item in order; if it throws, every item of that batch gets the error.
 */
export function tickBatcher<I, O>(
  run: (db: Db, items: I[]) => Promise<BatchOutcome<O>[]>,
  options: { maxBatch: number },
): (db: Db, item: I) => Promise<O> {
  const queues = new WeakMap<Db, Waiting<I, O>[]>();

  const runBatch = async (db: Db, batch: Waiting<I, O>[]) => {
    try {
      const outcomes = await run(
        db,
        batch.map((waiting) => waiting.item),
      );
      batch.forEach((waiting, i) => {
        const outcome = outcomes[i];
        if (!outcome) waiting.reject(new Error('tickBatcher: the batch gave no answer for an item'));
        else if (outcome.ok) waiting.resolve(outcome.value);
        else waiting.reject(outcome.error);
      });
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
  };

  return (db, item) =>
    new Promise<O>((resolve, reject) => {
      let queue = queues.get(db);
      if (!queue) {
        const pending: Waiting<I, O>[] = [];
        queues.set(db, (queue = pending));
        setImmediate(() => {
          queues.delete(db);
          for (let i = 0; i < pending.length; i += options.maxBatch) {
            void runBatch(db, pending.slice(i, i + options.maxBatch));
          }
        });
      }
      queue.push({ item, resolve, reject });
    });
}
