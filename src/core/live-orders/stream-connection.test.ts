import { describe, expect, it, vi } from 'vitest';
import { connectOrderStream } from './stream-connection.ts';
import type { StreamState } from './stream-state.ts';

const encoder = new TextEncoder();

/** A streamed answer that sends `parts` and then ends, or stays open when `hold` is set. */
function sse(parts: string[], hold = false): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      if (!hold) controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

const order = (id: number, orderId: number, status: string) =>
  `id: ${id}\nevent: order\ndata: ${JSON.stringify({ orderId, status, isPaid: false, courierStatus: null, at: 1 })}\n\n`;
const ready = 'event: ready\ndata: {"after":0}\n\n';

/** Waits until `check` holds (the connection runs on promises). */
async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
}

describe('connectOrderStream', () => {
  it('sends the headers, delivers events once, resumes after the last id and stops when refused', async () => {
    const answers = [
      sse([
        ready,
        order(4, 10, 'ACCEPTED'),
        ': keep-alive\n\n',
        order(5, 10, 'COOKING'),
        order(5, 10, 'COOKING'),
      ]),
      sse([ready, order(5, 10, 'COOKING'), order(6, 11, 'DONE')]),
      new Response('{}', { status: 401 }),
    ];
    const requests: RequestInit[] = [];
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      requests.push(init ?? {});
      return answers.shift() ?? new Response(null, { status: 500 });
    });
    const events: string[] = [];
    const states: StreamState[] = [];
    const refused: number[] = [];
    const connection = connectOrderStream({
      url: '/api/orders/v1/orders/events',
      headers: { merchant: '7', Authorization: 'Bearer t' },
      onEvent: (event, id) => events.push(`${id}:${event.orderId}:${event.status}`),
      onState: (state) => states.push(state),
      onRefused: (status) => refused.push(status),
      fetch,
      delay: () => 1,
    });
    await until(() => refused.length === 1);
    expect(events).toEqual(['4:10:ACCEPTED', '5:10:COOKING', '6:11:DONE']);
    expect(states).toEqual(['connecting', 'open', 'down', 'open', 'down', 'down']);
    expect(refused).toEqual([401]);
    const headers = requests.map((r) => r.headers as Record<string, string>);
    expect(headers[0]).toMatchObject({ merchant: '7', Authorization: 'Bearer t' });
    expect(headers[0]?.['Last-Event-ID']).toBeUndefined();
    expect(headers[1]?.['Last-Event-ID']).toBe('5');
    expect(headers[2]?.['Last-Event-ID']).toBe('6');
    expect(fetch).toHaveBeenCalledTimes(3);
    connection.close();
  });

  it('gives up on a silent connection and opens another', async () => {
    let calls = 0;
    const fetch = vi.fn(async () => {
      calls += 1;
      return sse([ready], true);
    });
    const states: StreamState[] = [];
    const connection = connectOrderStream({
      url: '/events',
      headers: {},
      onEvent: () => undefined,
      onState: (state) => states.push(state),
      fetch,
      silenceMs: 30,
      delay: () => 1,
    });
    await until(() => calls >= 2);
    expect(states.slice(0, 3)).toEqual(['connecting', 'open', 'down']);
    connection.close();
  });

  it('keeps trying after network failures, with the delay of each attempt', async () => {
    const attempts: number[] = [];
    let calls = 0;
    const fetch = vi.fn(async () => {
      calls += 1;
      throw new TypeError('network');
    });
    const connection = connectOrderStream({
      url: '/events',
      headers: {},
      onEvent: () => undefined,
      onState: () => undefined,
      fetch,
      delay: (attempt) => {
        attempts.push(attempt);
        return 1;
      },
    });
    await until(() => calls >= 3);
    connection.close();
    expect(attempts.slice(0, 2)).toEqual([0, 1]);
  });
});
