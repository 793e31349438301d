/**
 * Play Mobile (smsxabar.uz broker) adapter: `POST <base>/send` with HTTP Basic authentication (the
 * merchant's login and password) and a JSON body of one message:
 *
 *   { "messages": [ { "recipient": "998901234567", "message-id": "...",
 *                     "sms": { "originator": "<sender>", "content": { "text": "..." } } } ] }
 *
 * Answers: 200 (the text "Request is received") accepts it; Play Mobile gives no id of its own, so
 * the message-id we chose is the provider id. 400 carries `{ "error-code", "error-description" }`:
 * 100 (its internal error) is worth retrying, every other code refuses the message (102: the account
 * is blocked, an operator's matter). 401 and 403 refuse the credentials. README.md cites the sources.
 *
 * The message-id is the outbox row and the moment it was written: the same on every retry of that
 * row (a retry after a lost answer is recognisably the same message in the merchant's reports), and
 * never reused by a new database whose ids start again at 1.
 */
import { z } from 'zod';
import { callGateway, jsonOf, type GatewayHttpOptions } from './sms-http.ts';
import {
  SmsPermanentError,
  SmsTransientError,
  digitsOf,
  providerWords,
  type OutgoingSms,
  type SentSms,
  type SmsGateway,
} from './sms-gateway.ts';

/** Play Mobile's error body on 400. */
const BrokerError = z.object({
  'error-code': z.coerce.number().int(),
  'error-description': z.string().default(''),
});

/** Error codes of the broker API that are a passing failure on its side. */
const RETRYABLE_CODES = new Set([100]);
/** Error codes that are about the account rather than the message. */
const ACCOUNT_CODES = new Set([102]);

export interface PlayMobileAccount {
  login: string;
  password: string;
}

export interface PlayMobileGatewayOptions {
  /** The broker API's base, e.g. https://send.smsxabar.uz/broker-api */
  base: string;
  account: PlayMobileAccount;
  /** `originator`: the merchant's approved sender name. */
  sender: string;
  http: GatewayHttpOptions;
}

/** The message-id of an outbox row (see the file's comment). */
export const playMobileMessageId = (sms: Pick<OutgoingSms, 'outboxId' | 'createdAt'>) =>
  `sf${sms.outboxId}t${sms.createdAt.toString(36)}`;

export class PlayMobileGateway implements SmsGateway {
  readonly name = 'PLAY_MOBILE' as const;
  readonly #options: PlayMobileGatewayOptions;

  constructor(options: PlayMobileGatewayOptions) {
    this.#options = options;
  }

  async send(sms: OutgoingSms): Promise<SentSms> {
    const { base, account, sender, http } = this.#options;
    const messageId = playMobileMessageId(sms);
    const body = {
      messages: [
        {
          recipient: digitsOf(sms.phone),
          'message-id': messageId,
          sms: { originator: sender, content: { text: sms.text } },
        },
      ],
    };
    const basic = Buffer.from(`${account.login}:${account.password}`, 'utf8').toString('base64');
    const answer = await callGateway(
      'PLAY_MOBILE',
      new URL(`${base}/send`),
      {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { authorization: `Basic ${basic}`, 'content-type': 'application/json; charset=utf-8' },
      },
      http,
    );
    if (answer.status >= 200 && answer.status < 300) return { providerId: messageId };
    if (answer.status === 401 || answer.status === 403) {
      throw new SmsPermanentError(
        'credentials',
        `Play Mobile refused the login and password of ${account.login} (${answer.status})`,
      );
    }
    const error = BrokerError.safeParse(jsonOf(answer));
    if (!error.success) {
      throw new SmsPermanentError(
        'refused',
        `Play Mobile refused the message (${answer.status}: ${providerWords(answer.text) || 'no reason given'})`,
      );
    }
    const code = error.data['error-code'];
    const what = `Play Mobile error ${code}: ${providerWords(error.data['error-description'])}`;
    if (RETRYABLE_CODES.has(code)) throw new SmsTransientError(what);
    throw new SmsPermanentError(ACCOUNT_CODES.has(code) ? 'credentials' : 'refused', what);
  }
}
