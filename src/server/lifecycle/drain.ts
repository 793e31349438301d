/**
 * Stopping an HTTP server without losing a request: stop accepting, answer every request that reached
 * the server (those in flight and those still arriving on kept-alive connections) with
 * `Connection: close`, close connections with nothing in flight, and cut what is left only after a
 * time-out. A client never sees its request reset, except past that time-out.
 *
 * Why not http.Server#close: since Node 19 it destroys every connection idle at that instant, and
 * "idle" includes a kept-alive connection whose next request the client has already sent but the
 * server has not read yet (it sits in the socket's buffer while the server is busy). Under load that
 * is several connections at any moment, and each of those clients sees a reset for a request it made.
 */
import http from 'node:http';
import net from 'node:net';

/**
 * How long a connection with nothing in flight stays open once draining starts, counted from its last
 * answer. A kept-alive client sends its next request within a few milliseconds of the last answer;
 * that request then gets its answer, with `Connection: close`. A connection idle longer than this
 * (a browser's spare one) is closed at once.
 */
const IDLE_GRACE_MS = 500;
/** How often idle connections are looked for while draining. */
const SWEEP_EVERY_MS = 50;

interface Connection {
  /** Requests read and not yet answered. */
  inFlight: number;
  /** When its last answer finished (or it connected). */
  idleSince: number;
}

/** How a drain ended. */
export interface DrainResult {
  /** Connections still open at the time-out, closed without waiting for their requests. */
  forced: number;
}

/** A server that can be drained once; see the file comment. */
export interface Drainable {
  /**
   * Drains the server: resolves when every connection is closed, or after `timeoutMs` with the rest
   * cut. Later calls get the same promise.
   */
  drain(timeoutMs: number): Promise<DrainResult>;
}

/** Asks the client to close the connection after this answer, if its headers are not sent yet. */
function closeAfter(response: http.ServerResponse): void {
  if (!response.headersSent) response.setHeader('connection', 'close');
}

/**
 * Tracks a server's connections and requests for a later drain. Call it before the server listens
 * (it must see every connection) and before other request listeners are added.
 */
export function drainable(server: http.Server, now: () => number = Date.now): Drainable {
  const connections = new Map<net.Socket, Connection>();
  const answering = new Set<http.ServerResponse>();
  let draining = false;

  server.on('connection', (socket: net.Socket) => {
    connections.set(socket, { inFlight: 0, idleSince: now() });
    socket.once('close', () => connections.delete(socket));
  });
  // First among the request listeners, so the header is set before any handler can send headers.
  server.prependListener('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    const connection = connections.get(request.socket);
    if (connection) connection.inFlight++;
    answering.add(response);
    if (draining) closeAfter(response);
    response.once('close', () => {
      answering.delete(response);
      if (!connection) return;
      connection.inFlight--;
      connection.idleSince = now();
    });
  });

  const sweep = () => {
    for (const [socket, connection] of connections) {
      if (connection.inFlight === 0 && now() - connection.idleSince >= IDLE_GRACE_MS) socket.destroy();
    }
  };

  async function run(timeoutMs: number): Promise<DrainResult> {
    draining = true;
    for (const response of answering) closeAfter(response);
    // net.Server's close: stops listening and calls back once every connection has closed, without
    // http.Server's destroying of idle connections (see the file comment).
    const closed = new Promise<void>((resolve) => {
      net.Server.prototype.close.call(server, () => resolve());
    });
    // The sweep runs after the event loop's next poll (setImmediate), so a request already in a
    // connection's buffer is read, and counted in flight, before the connection could be judged idle.
    const sweeper = setInterval(() => setImmediate(sweep), SWEEP_EVERY_MS);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), timeoutMs);
    });
    const outcome = await Promise.race([closed, late]);
    clearInterval(sweeper);
    clearTimeout(timer);
    const forced = outcome === 'late' ? connections.size : 0;
    if (forced > 0) {
      for (const socket of connections.keys()) socket.destroy();
      await closed;
    }
    // Stops Node's time-out checker, which only http.Server's own close does (it finds nothing to close).
    server.close();
    return { forced };
  }

  let drained: Promise<DrainResult> | undefined;
  return { drain: (timeoutMs) => (drained ??= run(timeoutMs)) };
}
