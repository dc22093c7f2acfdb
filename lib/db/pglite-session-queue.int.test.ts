import { PGlite } from '@electric-sql/pglite';
import { serialize } from 'pg-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteSessionQueue } from './pglite-session-queue';

let pglite: PGlite;
beforeAll(async () => {
  pglite = await PGlite.create();
});
afterAll(() => pglite?.close());

/** One client's extended-protocol cycle: Parse, Bind, Execute, Sync (what node-postgres sends per query). */
function cycle(text: string, values: string[]): Uint8Array[] {
  return [
    serialize.parse({ text, types: [] }),
    serialize.bind({ values }),
    serialize.execute({}),
    serialize.sync(),
  ].map((buffer) => new Uint8Array(buffer));
}

describe('PGliteSessionQueue', () => {
  it('runs each client’s Parse..Sync cycle as a unit even when their messages arrive interleaved', async () => {
    const queue = new PGliteSessionQueue(pglite);
    const replies = { a: '', b: '' };
    const a = cycle('select $1::text as v', ['from-a']);
    const b = cycle('select $1::text || $2::text as v', ['from-b', '!']);
    const sent: Promise<number>[] = [];
    // Interleave the two clients message by message, as sockets delivering concurrently would.
    for (let i = 0; i < a.length; i++) {
      sent.push(queue.enqueue(1, a[i]!, (data) => (replies.a += Buffer.from(data).toString('latin1'))));
      sent.push(queue.enqueue(2, b[i]!, (data) => (replies.b += Buffer.from(data).toString('latin1'))));
    }
    await Promise.all(sent);

    expect(replies.a).toContain('from-a');
    expect(replies.b).toContain('from-b!');
    // An ErrorResponse ('E' + length) would mean a Bind reached the other client's statement.
    expect(replies.a).not.toMatch(/bind message supplies/);
    expect(replies.b).not.toMatch(/bind message supplies/);
  });

  it('keeps the session with a client for its whole transaction', async () => {
    const queue = new PGliteSessionQueue(pglite);
    const simple = (sql: string) => new Uint8Array(serialize.query(sql));
    await queue.enqueue(1, simple('create table tx_probe (n int)'), () => undefined);
    const order: string[] = [];
    const begin = queue.enqueue(1, simple('begin'), () => order.push('a:begin'));
    const otherRead = queue.enqueue(2, simple('select 1'), () => order.push('b:select'));
    const insert = queue.enqueue(1, simple('insert into tx_probe values (1)'), () => order.push('a:insert'));
    const commit = queue.enqueue(1, simple('commit'), () => order.push('a:commit'));
    await Promise.all([begin, otherRead, insert, commit]);
    const firstOfB = order.indexOf('b:select');
    expect(firstOfB).toBeGreaterThan(order.lastIndexOf('a:commit'));
  });
});
