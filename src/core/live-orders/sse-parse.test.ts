import { describe, expect, it } from 'vitest';
import { sseParser } from './sse-parse.ts';

describe('sseParser', () => {
  it('reads events split anywhere across pieces, with ids, names and several data lines', () => {
    const feed = sseParser();
    expect(feed('event: ready\ndata: {"after":')).toEqual([]);
    expect(feed('3}\n\nid: 4\nevent: order\r\ndata: a\ndata: b\r')).toEqual([
      { id: undefined, event: 'ready', data: '{"after":3}' },
    ]);
    expect(feed('\n\r\n')).toEqual([{ id: '4', event: 'order', data: 'a\nb' }]);
  });

  it('skips heartbeat comments and blank lines that end nothing', () => {
    const feed = sseParser();
    expect(feed(': keep-alive\n\n\n: keep-alive\n\n')).toEqual([]);
    expect(feed('data: x\n\n')).toEqual([{ id: undefined, event: 'message', data: 'x' }]);
  });

  it('keeps an event without its blank line until the line comes', () => {
    const feed = sseParser();
    expect(feed('id: 9\nevent: order\ndata: {}\n')).toEqual([]);
    expect(feed('\n')).toEqual([{ id: '9', event: 'order', data: '{}' }]);
  });
});
