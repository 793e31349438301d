/**
 * A local stand-in for Telegram's Bot API, for tests and demos: nothing it is sent leaves the machine.
 * It answers the way Telegram documents (core.telegram.org/bots/api, "Making requests"):
 * `<url>/bot<token>/<method>`, GET or POST, parameters as JSON, a form or the query string; every
 * answer is `{ ok: true, result }` or `{ ok: false, error_code, description, parameters? }`.
 *
 * Methods: `getMe` (the bot, its id taken from the token) and `sendMessage` (chat_id and text; the
 * answer is the sent Message). The errors a sender must handle, on demand:
 * - a token the fake does not know: 401 "Unauthorized" (a malformed one: 404 "Not Found", as Telegram);
 * - a chat the test blocked: 403 "Forbidden: bot was blocked by the user" (or another description);
 * - a chat the test made unknown: 400 "Bad Request: chat not found";
 * - flood control: 429 "Too Many Requests: retry after N" with `parameters.retry_after`;
 * - a server failure: 5xx.
 *
 * GET / is a page listing the messages delivered, for a person to read (fake-telegram-page.ts).
 *
 * It records every request (method, bot id, the peer's address, the answer's status) and every
 * message delivered. Tokens are never recorded: the bot id (the part before ":") names the bot.
 *
 *   const telegram = await startFakeTelegram();
 *   // TELEGRAM_API_URL=telegram.url, or createApp({ telegram: { apiUrl: telegram.url } })
 *   await telegram.stop();
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeTelegramPage } from './fake-telegram-page.ts';

/** A message the fake accepted. */
export interface FakeMessage {
  botId: number;
  chatId: string;
  text: string;
  messageId: number;
  /** Epoch milliseconds (the machine's clock). */
  at: number;
}

/** A request the fake answered. */
export interface FakeRequest {
  /** The Bot API method as asked for ("sendMessage"), or the path when it named none. */
  method: string;
  botId: number | null;
  /** The address the request came from (127.0.0.1 or ::1 for a local caller). */
  peer: string;
  status: number;
}

export interface FakeTelegramOptions {
  /** Interface to listen on. Default 127.0.0.1. */
  host?: string;
  /** Port; default 0 (a free one). */
  port?: number;
  /** Bot tokens the fake knows; any other is 401. Default: every token of Telegram's shape. */
  tokens?: readonly string[];
  /** Called with each message accepted (a demo prints them). */
  onMessage?: (message: FakeMessage) => void;
}

export interface FakeTelegram {
  /** The base address to give as TELEGRAM_API_URL, e.g. "http://127.0.0.1:43121". */
  url: string;
  messages: FakeMessage[];
  requests: FakeRequest[];
  /** The chat refuses the bot from now on (403; default "Forbidden: bot was blocked by the user"). */
  block(chatId: string | number, description?: string): void;
  unblock(chatId: string | number): void;
  /** The chat does not exist (400 "Bad Request: chat not found"). */
  forgetChat(chatId: string | number): void;
  /** The next `times` sendMessage calls answer 429 with retry_after. */
  rateLimit(retryAfterSeconds: number, times?: number): void;
  /** The next `times` sendMessage calls answer this 5xx. */
  failNext(status?: number, times?: number): void;
  /** Resolves once the fake has answered `count` requests in all. */
  received(count: number): Promise<void>;
  stop(): Promise<void>;
}

type Answer = { status: number; body: Record<string, unknown> };

const TOKEN_SHAPE = /^(\d+):[\w-]{20,}$/;
const failure = (status: number, description: string, parameters?: Record<string, unknown>): Answer => ({
  status,
  body: { ok: false, error_code: status, description, ...(parameters ? { parameters } : {}) },
});
const STATUS_TEXT: Record<number, string> = {
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The request's parameters: the query string, then a JSON or form body over it. */
async function parametersOf(request: http.IncomingMessage, url: URL): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  const parameters: Record<string, unknown> = Object.fromEntries(url.searchParams);
  const type = request.headers['content-type'] ?? '';
  if (type.includes('application/json') && text) {
    const json: unknown = JSON.parse(text);
    if (typeof json === 'object' && json !== null) Object.assign(parameters, json);
  } else if (type.includes('application/x-www-form-urlencoded')) {
    Object.assign(parameters, Object.fromEntries(new URLSearchParams(text)));
  }
  return parameters;
}

/** Starts the fake on loopback (by default) and answers its address once it listens. */
export async function startFakeTelegram(options: FakeTelegramOptions = {}): Promise<FakeTelegram> {
  const messages: FakeMessage[] = [];
  const requests: FakeRequest[] = [];
  const blocked = new Map<string, string>();
  const unknownChats = new Set<string>();
  const faults: Answer[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  let nextMessageId = 1;

  const knows = (token: string) => !options.tokens || options.tokens.includes(token);

  const sendMessage = (botId: number, parameters: Record<string, unknown>): Answer => {
    const fault = faults.shift();
    if (fault) return fault;
    const chatId = parameters.chat_id;
    const text = parameters.text;
    if ((typeof chatId !== 'string' && typeof chatId !== 'number') || String(chatId) === '')
      return failure(400, 'Bad Request: chat_id is empty');
    if (typeof text !== 'string' || text.trim() === '')
      return failure(400, 'Bad Request: message text is empty');
    if (text.length > 4096) return failure(400, 'Bad Request: message is too long');
    const chat = String(chatId);
    if (unknownChats.has(chat)) return failure(400, 'Bad Request: chat not found');
    const refusal = blocked.get(chat);
    if (refusal) return failure(403, refusal);
    const message: FakeMessage = { botId, chatId: chat, text, messageId: nextMessageId++, at: Date.now() };
    messages.push(message);
    options.onMessage?.(message);
    return {
      status: 200,
      body: {
        ok: true,
        result: {
          message_id: message.messageId,
          from: { id: botId, is_bot: true, first_name: `Fake bot ${botId}`, username: `fake_${botId}_bot` },
          chat: { id: Number(chat), type: 'private' },
          date: Math.floor(message.at / 1000),
          text,
        },
      },
    };
  };

  const answer = async (
    request: http.IncomingMessage,
  ): Promise<Answer & { method: string; botId: number | null }> => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const match = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(url.pathname);
    if (!match) return { ...failure(404, 'Not Found'), method: url.pathname, botId: null };
    const [, token = '', method = ''] = match;
    const shape = TOKEN_SHAPE.exec(token);
    const botId = shape ? Number(shape[1]) : null;
    if (!shape || botId === null) return { ...failure(404, 'Not Found'), method, botId: null };
    if (!knows(token)) return { ...failure(401, 'Unauthorized'), method, botId };
    let parameters: Record<string, unknown>;
    try {
      parameters = await parametersOf(request, url);
    } catch {
      return { ...failure(400, "Bad Request: can't parse JSON"), method, botId };
    }
    // Bot API methods are case-insensitive.
    switch (method.toLowerCase()) {
      case 'getme':
        return {
          status: 200,
          body: {
            ok: true,
            result: {
              id: botId,
              is_bot: true,
              first_name: `Fake bot ${botId}`,
              username: `fake_${botId}_bot`,
              can_join_groups: true,
              can_read_all_group_messages: false,
              supports_inline_queries: false,
            },
          },
          method,
          botId,
        };
      case 'sendmessage':
        return { ...sendMessage(botId, parameters), method, botId };
      default:
        return { ...failure(404, 'Not Found'), method, botId };
    }
  };

  const server = http.createServer((request, response) => {
    if (request.method === 'GET' && new URL(request.url ?? '/', 'http://fake').pathname === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(fakeTelegramPage(messages));
      return;
    }
    void answer(request).then(({ status, body, method, botId }) => {
      requests.push({ method, botId, peer: request.socket.remoteAddress ?? '', status });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
      for (const waiter of waiters.filter((w) => requests.length >= w.count)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  return {
    url: `http://${host}:${address.port}`,
    messages,
    requests,
    block: (chatId, description = 'Forbidden: bot was blocked by the user') =>
      void blocked.set(String(chatId), description),
    unblock: (chatId) => void blocked.delete(String(chatId)),
    forgetChat: (chatId) => void unknownChats.add(String(chatId)),
    rateLimit: (retryAfterSeconds, times = 1) => {
      for (let i = 0; i < times; i++)
        faults.push(
          failure(429, `Too Many Requests: retry after ${retryAfterSeconds}`, {
            retry_after: retryAfterSeconds,
          }),
        );
    },
    failNext: (status = 502, times = 1) => {
      for (let i = 0; i < times; i++) faults.push(failure(status, STATUS_TEXT[status] ?? 'Server Error'));
    },
    received: (count) =>
      requests.length >= count
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiters.push({ count, resolve })),
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
