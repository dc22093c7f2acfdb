import { describe, expect, it } from 'vitest';
import { prefersEventStream } from './negotiate';
import { formatSseFrame } from './sse';

const withAccept = (accept?: string) =>
  new Request('http://localhost/api/events', { headers: accept === undefined ? {} : { accept } });

describe('prefersEventStream', () => {
  it('is true only when text/event-stream outranks JSON', () => {
    expect(prefersEventStream(withAccept('text/event-stream'))).toBe(true);
    expect(prefersEventStream(withAccept('text/event-stream, */*;q=0.1'))).toBe(true);
    expect(prefersEventStream(withAccept('application/json;q=0.5, text/event-stream'))).toBe(true);
    for (const accept of [
      undefined,
      '',
      '*/*',
      'application/json',
      'text/event-stream;q=0.5, application/json',
      'text/html,application/xhtml+xml,*/*;q=0.8',
      'text/event-stream;q=0',
    ]) {
      expect(prefersEventStream(withAccept(accept)), String(accept)).toBe(false);
    }
  });
});

describe('formatSseFrame', () => {
  it('writes id, event and one data line, with newlines in strings escaped by JSON', () => {
    expect(formatSseFrame({ id: 7, event: 'turn', data: { turn: 3, note: 'a\nb' } })).toBe(
      'id: 7\nevent: turn\ndata: {"turn":3,"note":"a\\nb"}\n\n',
    );
  });
});
