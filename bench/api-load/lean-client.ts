/**
 * A load client that costs the machine as little as it can, for throughput figures.
 *
 * Why not Node's `http` client: on the bench's two cores the client and the server share the CPU,
 * and `http.get` spends about 150 µs of CPU per 82 KB answer (a Buffer per read, the parser's body
 * events, and the garbage collections they cause) against the server's ~40 µs to send it. A large
 * answer's figure then measured the client, and moved between 0.23 and 0.66 of the static file's
 * from run to run as collections fell. This client reads every connection into one reused buffer
 * (`net` `onread`) and counts the body's bytes without copying them: about 20 µs per 82 KB answer.
 * (autocannon, the usual Node load tool, parses bodies in JavaScript: ~1 ms per such answer.)
 *
 * It speaks just enough HTTP/1.1 for a GET on a kept-alive connection: a status line, headers, and a
 * body sized by Content-Length. Any other answer (chunked, no length, closed early) is an error, so a
 * figure is never made of answers it did not read whole.
 */
import net from 'node:net';

/** Longest silence on a connection before the run fails: a stuck server must not hang the bench. */
const SILENCE_LIMIT_MS = 15_000;
/** One connection's read buffer, reused for every read. */
const READ_BUFFER_BYTES = 256 * 1024;

/** Reads answers off one connection's bytes, however they are split, and reports each one. */
export class AnswerCounter {
  private head = '';
  /** Body bytes still to come; -1 while reading a head. */
  private bodyLeft = -1;
  private status = 0;
  private bodyBytes = 0;

  constructor(private readonly onAnswer: (status: number, bodyBytes: number) => void) {}

  /**
   * Takes bytes [0, length) of `chunk` (the buffer is reused after this returns).
   * @throws Error when an answer is not a sized HTTP/1.1 answer
   */
  read(chunk: Buffer, length: number): void {
    let at = 0;
    while (at < length) {
      if (this.bodyLeft < 0) {
        const before = this.head.length;
        this.head += chunk.toString('latin1', at, length);
        const end = this.head.indexOf('\r\n\r\n');
        if (end < 0) return;
        at += end + 4 - before;
        this.startBody(this.head.slice(0, end));
        this.head = '';
      }
      const take = Math.min(this.bodyLeft, length - at);
      this.bodyLeft -= take;
      at += take;
      if (this.bodyLeft === 0) {
        this.bodyLeft = -1;
        this.onAnswer(this.status, this.bodyBytes);
      }
    }
  }

  private startBody(head: string): void {
    const status = /^HTTP\/1\.1 (\d{3}) /.exec(head)?.[1];
    if (!status) throw new Error(`not an HTTP/1.1 answer: ${JSON.stringify(head.slice(0, 40))}`);
    const length = /^content-length:[ \t]*(\d+)[ \t]*$/im.exec(head)?.[1];
    if (!length || /^transfer-encoding:/im.test(head)) {
      throw new Error(`HTTP ${status} without a Content-Length: this client counts only sized answers`);
    }
    this.status = Number(status);
    this.bodyBytes = Number(length);
    this.bodyLeft = this.bodyBytes;
  }
}

/** What `clients` connections got in a run. */
export interface BackToBack {
  answers: number;
  bodyBytes: number;
}

/** One connection asking for `request` back to back until `endsAt`; every answer must be a 200. */
function oneConnection(url: URL, request: string, endsAt: number, totals: BackToBack): Promise<void> {
  return new Promise((resolve, reject) => {
    let done = false;
    const finish = (error?: Error) => {
      if (done) return;
      done = true;
      if (error) {
        socket.destroy();
        reject(error);
      } else {
        socket.end();
        resolve();
      }
    };
    const counter = new AnswerCounter((status, bodyBytes) => {
      if (status !== 200) return finish(new Error(`${url.pathname}: HTTP ${status}`));
      totals.answers += 1;
      totals.bodyBytes += bodyBytes;
      if (Date.now() >= endsAt) finish();
      else socket.write(request);
    });
    const readBuffer = Buffer.allocUnsafe(READ_BUFFER_BYTES);
    const socket = net.connect({
      host: url.hostname,
      port: Number(url.port),
      onread: {
        buffer: readBuffer,
        callback: (length) => {
          try {
            counter.read(readBuffer, length);
          } catch (error) {
            finish(error instanceof Error ? error : new Error(String(error)));
          }
          return true; // keep reading (false would pause the socket)
        },
      },
    });
    socket.setTimeout(SILENCE_LIMIT_MS, () =>
      finish(new Error(`${url.pathname}: no answer in ${SILENCE_LIMIT_MS} ms`)),
    );
    socket.on('connect', () => socket.write(request));
    socket.on('error', (error) => finish(error));
    socket.on('close', () => finish(new Error(`${url.pathname}: the server closed a connection mid-run`)));
  });
}

/** `clients` kept-alive connections asking for `url` (GET) back to back for `seconds`. */
export async function askBackToBack(
  url: URL,
  headers: Record<string, string>,
  seconds: number,
  clients: number,
): Promise<BackToBack> {
  const lines = [`GET ${url.pathname}${url.search} HTTP/1.1`, `host: ${url.host}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  const request = `${lines.join('\r\n')}\r\n\r\n`;
  const totals: BackToBack = { answers: 0, bodyBytes: 0 };
  const endsAt = Date.now() + seconds * 1000;
  await Promise.all(Array.from({ length: clients }, () => oneConnection(url, request, endsAt, totals)));
  return totals;
}
