/**
 * TEST ONLY: reads Server-Sent Events from a fetch Response, one event at a time, with a deadline so
 * a missing event fails the test instead of hanging it.
 */

export interface SseEvent {
  id: string | undefined;
  event: string;
  data: string;
}

export interface SseReader {
  /** The next event (comments are skipped); rejects after `timeoutMs`. */
  next(timeoutMs?: number): Promise<SseEvent>;
  /** Resolves once the server ended the stream. */
  ended(timeoutMs?: number): Promise<void>;
  cancel(): Promise<void>;
}

function parseBlock(block: string): SseEvent | undefined {
  let id: string | undefined;
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') id = value;
    else if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length > 0 || id !== undefined ? { id, event, data: data.join('\n') } : undefined;
}

function withDeadline<T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no ${what} within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

export function sseReader(response: Response): SseReader {
  if (!response.body) throw new Error('the response has no body');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let done = false;
  const pull = async (): Promise<SseEvent | undefined> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = parseBlock(block);
        if (event) return event;
        continue;
      }
      if (done) return undefined;
      const chunk = await reader.read();
      if (chunk.done) done = true;
      else buffer += decoder.decode(chunk.value, { stream: true });
    }
  };
  return {
    next: async (timeoutMs = 5000) => {
      const event = await withDeadline(pull(), timeoutMs, 'event');
      if (!event) throw new Error('the stream ended');
      return event;
    },
    ended: async (timeoutMs = 5000) => {
      await withDeadline(
        (async () => {
          while ((await pull()) !== undefined);
        })(),
        timeoutMs,
        'end of stream',
      );
    },
    cancel: () => reader.cancel(),
  };
}
