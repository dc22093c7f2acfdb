import type { PGlite } from '@electric-sql/pglite';

/** Frontend message types that end a request cycle (Sync, simple Query, Terminate). */
const CYCLE_END_TYPES = new Set(['S'.charCodeAt(0), 'Q'.charCodeAt(0), 'X'.charCodeAt(0)]);

interface Pending {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: Error) => void;
}

/**
 * Serializes many socket clients onto PGlite's one session. pglite-socket's own queue keeps a client's
 * messages together only inside a transaction, so an extended-protocol exchange (Parse, Bind, Execute,
 * Sync) from one client could interleave with another's and return the wrong rows. This queue gives one
 * client the session from its first message until its request cycle ends, and for a whole transaction.
 * It implements the methods PGLiteSocketHandler calls on its queue.
 */
export class PGliteSessionQueue {
  private readonly queue: Pending[] = [];
  private draining = false;
  /** The client holding the session mid-cycle or mid-transaction, or null when it is free. */
  private owner: number | null = null;

  constructor(private readonly db: PGlite) {}

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise((resolve, reject) => {
      this.queue.push({ handlerId, message, onData, resolve, reject });
      void this.drain();
    });
  }

  getQueueLength(): number {
    return this.queue.length;
  }

  clearQueueForHandler(handlerId: number): void {
    for (let i = this.queue.length - 1; i >= 0; i--) {
      if (this.queue[i]!.handlerId === handlerId)
        this.queue.splice(i, 1)[0]!.reject(new Error('Handler disconnected'));
    }
  }

  /** A client that disconnects while holding the session gives it back, rolling back its transaction. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.owner !== handlerId) return;
    if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
    this.owner = null;
    await this.drain();
  }

  private takeNext(): Pending | undefined {
    if (this.owner === null) return this.queue.shift();
    const index = this.queue.findIndex((item) => item.handlerId === this.owner);
    return index === -1 ? undefined : this.queue.splice(index, 1)[0];
  }

  private async drain(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    try {
      for (let item = this.takeNext(); item; item = this.takeNext()) {
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(item!.message, {
              onRawData: (data) => {
                bytes += data.length;
                item!.onData(data);
              },
            }),
          );
        } catch (error) {
          this.owner = null;
          item.reject(error as Error);
          continue;
        }
        // A startup packet has no type byte (it begins with its length) and is a cycle of its own.
        const type = item.message[0]!;
        const cycleEnded = type === 0 || CYCLE_END_TYPES.has(type);
        this.owner = cycleEnded && !this.db.isInTransaction() ? null : item.handlerId;
        item.resolve(bytes);
      }
    } finally {
      this.draining = false;
    }
  }
}
