/**
 * The Bot API calls the server makes, as Telegram documents them (core.telegram.org/bots/api):
 *
 * - a call is `POST <base>/bot<token>/<method>` with a JSON body;
 * - the answer is a JSON object with `ok`; on success `result` (sendMessage: the sent Message, whose
 *   `message_id` is kept), on failure `error_code`, a human-readable `description` and sometimes
 *   `parameters` (ResponseParameters), whose `retry_after` is the number of seconds to wait after
 *   flood control (HTTP 429, "Too Many Requests: retry after N").
 *
 * Each answer is read with zod and sorted into what the sender does next (SendOutcome); how the
 * well-kept clients read the same answers (grammY's GrammyError and its auto-retry plugin, telegraf's
 * TelegramError) is what this follows: retry_after from `parameters`, 5xx and network failures
 * retried, everything else reported. The token is in the URL only: no outcome, error or description
 * made here carries it.
 */
import { z } from 'zod';

/** sendMessage's text: 1-4096 characters after entity parsing (the sender's texts are far shorter). */
export const MAX_TEXT_LENGTH = 4096;
/** How long one call may take before it counts as a network failure. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;

/** What a sendMessage call came to. */
export type SendOutcome =
  | { kind: 'sent'; messageId: number }
  /** 429: wait `retryAfterSeconds` before this bot's next call. */
  | { kind: 'rate-limited'; retryAfterSeconds: number; description: string }
  /** The chat will not take the bot's messages: 403 (blocked, deactivated...), 400 chat not found. */
  | { kind: 'chat-refused'; status: number; description: string }
  /** Refused for good: 401 (wrong or revoked token), 404, other 4xx. Retrying changes nothing. */
  | { kind: 'refused'; status: number; description: string }
  /** 5xx, no answer, a time-out or an answer that is not the Bot API's: worth another try later. */
  | { kind: 'unavailable'; description: string };

export interface BotApi {
  sendMessage(token: string, chatId: string, text: string, signal?: AbortSignal): Promise<SendOutcome>;
}

export interface BotApiOptions {
  /** The Bot API's base address, without a trailing slash (telegram-config.ts). */
  baseUrl: string;
  /** The HTTP client (tests pass one that refuses anything but loopback). Default: global fetch. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const Failure = z.object({
  ok: z.literal(false),
  error_code: z.number().int(),
  description: z.string().default(''),
  parameters: z.object({ retry_after: z.number().nonnegative().optional() }).loose().optional(),
});
const MessageSent = z.object({
  ok: z.literal(true),
  result: z.object({ message_id: z.number().int() }).loose(),
});

/** A chat id as Telegram takes it: an integer where it is one (private chats are user ids). */
function chatIdValue(chatId: string): number | string {
  const number = Number(chatId);
  return /^-?\d+$/.test(chatId) && Number.isSafeInteger(number) ? number : chatId;
}

/**
 * The seconds to wait after a 429: `parameters.retry_after`, else the description's "Too Many
 * Requests: retry after 35", else a Retry-After header (Telegram sends the first; the others cover a
 * proxy or a Bot API server that does not).
 */
export function retryAfterOf(
  failure: { description: string; parameters?: { retry_after?: number } },
  header: string | null,
): number | undefined {
  const fromParameters = failure.parameters?.retry_after;
  if (fromParameters !== undefined) return fromParameters;
  const fromText = /retry after (\d+)/i.exec(failure.description)?.[1] ?? header ?? undefined;
  const seconds = Number(fromText);
  return fromText !== undefined && Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

/** The outcome of a failed call, by Telegram's error code and description. */
export function failureOutcome(status: number, description: string, retryAfter?: number): SendOutcome {
  if (status === 429) {
    // No wait given: a second, then the sender's backoff takes over if it repeats.
    return { kind: 'rate-limited', retryAfterSeconds: retryAfter ?? 1, description };
  }
  if (status >= 500) return { kind: 'unavailable', description: `${status} ${description}`.trim() };
  if (status === 403 || (status === 400 && /chat not found/i.test(description)))
    return { kind: 'chat-refused', status, description };
  return { kind: 'refused', status, description };
}

/** Error text without the token, whatever the error carries. */
function networkText(error: unknown, token: string): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
  const code = cause && 'code' in cause && typeof cause.code === 'string' ? cause.code : undefined;
  const name = error instanceof Error ? error.name : 'Error';
  const text =
    name === 'TimeoutError'
      ? 'no answer in time'
      : `${error instanceof Error ? error.message : String(error)}${code ? ` (${code})` : ''}`;
  return `network: ${text}`.replaceAll(token, '<token>');
}

/** A Bot API client on `baseUrl`. */
export function botApi(options: BotApiOptions): BotApi {
  const timeoutMs = options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  return {
    async sendMessage(token, chatId, text, signal) {
      const fetcher = options.fetch ?? globalThis.fetch;
      const timeout = AbortSignal.timeout(timeoutMs);
      let response: Response;
      let body: unknown;
      try {
        response = await fetcher(`${options.baseUrl}/bot${token}/sendMessage`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ chat_id: chatIdValue(chatId), text: text.slice(0, MAX_TEXT_LENGTH) }),
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
        body = await response.json().catch(() => undefined);
      } catch (error) {
        return { kind: 'unavailable', description: networkText(error, token) };
      }
      const sent = MessageSent.safeParse(body);
      if (response.ok && sent.success) return { kind: 'sent', messageId: sent.data.result.message_id };
      const failure = Failure.safeParse(body);
      if (!failure.success) {
        // Not the Bot API speaking (a proxy's error page, say): judged by the HTTP status alone.
        const status = response.ok ? 502 : response.status;
        return failureOutcome(
          status,
          `unreadable answer (HTTP ${response.status})`,
          retryAfterOf({ description: '' }, response.headers.get('retry-after')),
        );
      }
      const description = failure.data.description.replaceAll(token, '<token>');
      return failureOutcome(
        failure.data.error_code,
        description,
        retryAfterOf(failure.data, response.headers.get('retry-after')),
      );
    },
  };
}
