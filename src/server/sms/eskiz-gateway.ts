/**
 * Eskiz (notify.eskiz.uz) adapter: `POST <base>/message/sms/send` with the account's bearer token
 * (eskiz-tokens.ts) and a form of `mobile_phone` (digits, no "+"), `message`, `from` (the merchant's
 * approved nickname; 4546 is Eskiz's test sender) and, when this server has a public address,
 * `callback_url` for delivery statuses (eskiz-callback.ts). README.md cites where each field and
 * answer is documented.
 *
 * Answers: 200 `{ id, message: "Waiting for SMS provider", status: "waiting" }`, `id` being the
 * request id the delivery callback names again; 401 a token Eskiz no longer takes (renewed once, then
 * signed in again); 429 and 5xx are the caller's to retry (sms-http.ts); any other 4xx refuses this
 * message (a number, nickname or text Eskiz will not take: in test mode only its three test texts).
 */
import { z } from 'zod';
import { messageOf, type EskizSession } from './eskiz-tokens.ts';
import { callGateway, jsonOf, type GatewayAnswer, type GatewayHttpOptions } from './sms-http.ts';
import {
  SmsPermanentError,
  SmsTransientError,
  digitsOf,
  providerWords,
  type OutgoingSms,
  type SentSms,
  type SmsGateway,
} from './sms-gateway.ts';

/** Eskiz's test sender, which every account may use (`from` in its documentation's examples). */
export const ESKIZ_TEST_SENDER = '4546';

const SendAnswer = z.object({ id: z.union([z.string().min(1), z.number()]), status: z.string().optional() });

export interface EskizGatewayOptions {
  /** Eskiz's API base, e.g. https://notify.eskiz.uz/api */
  base: string;
  session: EskizSession;
  /** `from`: the merchant's approved nickname. */
  sender: string;
  /** Where Eskiz posts delivery statuses for this merchant; undefined asks for none. */
  callbackUrl: string | undefined;
  http: GatewayHttpOptions;
}

export class EskizGateway implements SmsGateway {
  readonly name = 'ESKIZ' as const;
  readonly #options: EskizGatewayOptions;

  constructor(options: EskizGatewayOptions) {
    this.#options = options;
  }

  async send(sms: OutgoingSms): Promise<SentSms> {
    const { session } = this.#options;
    let token = await session.token();
    let answer = await this.#post(token, sms);
    if (answer.status === 401) {
      // Expired or revoked token: renew once, else sign in again (eskiz-tokens.ts), and resend.
      token = await session.afterRefusal(token);
      answer = await this.#post(token, sms);
      if (answer.status === 401) {
        session.forget();
        throw new SmsTransientError('Eskiz refused a token it had just given (401 after renewal)');
      }
    }
    if (answer.status === 200 || answer.status === 201) {
      const parsed = SendAnswer.safeParse(jsonOf(answer));
      if (!parsed.success) throw new SmsTransientError(`Eskiz accepted the message without an id`);
      return { providerId: String(parsed.data.id) };
    }
    const words = providerWords(String(messageOf(jsonOf(answer)) ?? answer.text));
    throw new SmsPermanentError(
      'refused',
      `Eskiz refused the message (${answer.status}${words ? `: ${words}` : ''})`,
    );
  }

  #post(token: string, sms: OutgoingSms): Promise<GatewayAnswer> {
    const { base, sender, callbackUrl, http } = this.#options;
    // multipart/form-data, as Eskiz's API documents every call but send-batch.
    const form = new FormData();
    form.set('mobile_phone', digitsOf(sms.phone));
    form.set('message', sms.text);
    form.set('from', sender);
    if (callbackUrl) form.set('callback_url', callbackUrl);
    return callGateway(
      'ESKIZ',
      new URL(`${base}/message/sms/send`),
      {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      },
      http,
    );
  }
}
