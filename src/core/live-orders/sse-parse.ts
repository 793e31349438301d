/**
 * Server-Sent Events read from a byte stream piece by piece (the HTML standard's event stream
 * format): fields `id`, `event` and `data`, comment lines (`: keep-alive`) ignored, CRLF or LF line
 * ends, a blank line ending each event. A fetch reader needs this because EventSource cannot send the
 * bearer token (see order-stream.ts).
 */

export interface SseMessage {
  /** The `id` field when the event had one. */
  id: string | undefined;
  /** `message` when the event named none. */
  event: string;
  data: string;
}

/** Feeds text in as it arrives; answers the events it completed. */
export function sseParser(): (chunk: string) => SseMessage[] {
  let buffer = '';
  let id: string | undefined;
  let event = '';
  let data: string[] = [];
  let sawField = false;

  const dispatch = (out: SseMessage[]) => {
    if (sawField && (data.length > 0 || id !== undefined)) {
      out.push({ id, event: event || 'message', data: data.join('\n') });
    }
    id = undefined;
    event = '';
    data = [];
    sawField = false;
  };

  return (chunk) => {
    buffer += chunk;
    const out: SseMessage[] = [];
    for (;;) {
      const match = /\r\n|\r|\n/.exec(buffer);
      if (!match) break;
      // A lone CR at the very end may be the first half of CRLF: wait for the next piece.
      if (match[0] === '\r' && match.index === buffer.length - 1) break;
      const line = buffer.slice(0, match.index);
      buffer = buffer.slice(match.index + match[0].length);
      if (line === '') {
        dispatch(out);
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      sawField = true;
      if (field === 'id') id = value;
      else if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    return out;
  };
}
