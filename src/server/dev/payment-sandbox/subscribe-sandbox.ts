/**
 * Development only: the reference server plays Payme's Subscribe API itself, in memory, with the test
 * cards Payme publishes for its test environment (checkout.test.paycom.uz): 8600 0691 9540 6311 and
 * 8600 4954 7331 6478, both expiring 03/99, confirmed with the SMS code 666666. Any other number is
 * refused as Payme's test environment refuses it (-31300), so a demo never "saves" a real card.
 *
 * It behaves as Payme documents: cards.create answers a token and the masked number (first six and
 * last four digits), unverified; cards.get_verify_code answers the masked phone and `wait` (ms) and
 * refuses to send again before it has passed; cards.verify takes 666666 (three wrong tries, then a new
 * code is needed; a code lives two minutes); only a verified token pays; receipts.create needs the
 * `<id>:<key>` credentials and a fiscal detail whose lines add up to the amount; receipts.pay moves a
 * receipt from 0 to 4 once. Error codes are Payme's (see payments/cards/subscribe-errors.ts).
 *
 * Payme's whole path: a receipt names the merchant's account (`order_id`), so Payme checks it with the
 * cash register's Merchant API before it takes the money. Given the merchant endpoint (`merchantApi`),
 * receipts.pay calls CheckPerformTransaction, CreateTransaction (the receipt's id is the transaction's
 * id) and, once the card is debited, PerformTransaction, signed with the cash register's key as Payme
 * signs them; a refusal there refuses the payment with the merchant's code, and a card without the
 * funds cancels the created transaction (reason 2, the debit failed). receipts.cancel of a paid
 * receipt calls CancelTransaction (reason 5, a refund) first, and a refusal keeps the receipt paid.
 *
 * Memory only, by design: the sandbox keeps no card number (only what Payme would answer), and a
 * restart forgets its tokens, as if Payme had revoked them; a saved card then says to add it again.
 * Cards and receipts are per cash register id: one merchant's token is unknown to another.
 */
import { randomBytes } from 'node:crypto';
import { digitsOf, isCardNumber, maskCardNumber, slashedExpiry } from '../../../contract/index.ts';
import type { PaymeCredentials } from '../../../contract/payment-providers.ts';
import type { PaymeCall } from './payme-sandbox-client.ts';
import {
  RECEIPT_CREATED,
  RECEIPT_CANCELLED,
  RECEIPT_PAID,
  SubscribeError,
  type NewReceipt,
  type PaymeCard,
  type PaymeReceipt,
  type SubscribeApi,
  type SubscribeApiFactory,
} from '../../payments/cards/subscribe-api.ts';

/** Payme's published test cards: number, expiry (MMYY) and the masked phone their codes go to. */
export const SANDBOX_TEST_CARDS = [
  { number: '8600069195406311', expire: '0399', phone: '99890*****11' },
  { number: '8600495473316478', expire: '0399', phone: '99890*****78' },
] as const;
/** The SMS code of every test card. */
export const SANDBOX_SMS_CODE = '666666';
/** `wait` of cards.get_verify_code, ms. */
export const SANDBOX_CODE_WAIT_MS = 60_000;
/** How long a sent code may be entered, ms. */
export const SANDBOX_CODE_LIFETIME_MS = 120_000;
/** Wrong codes before the sent one stops working. */
export const SANDBOX_CODE_ATTEMPTS = 3;
/** What a test card holds, tiyin (100 million so'm: no demo order runs out). */
const SANDBOX_BALANCE = 10_000_000_000;

interface SandboxCard {
  number: string;
  expire: string;
  phone: string;
  verified: boolean;
  removed: boolean;
  balance: number;
  code: { sentAt: number; wrong: number } | null;
}

interface SandboxReceipt {
  id: string;
  amount: number;
  account: Record<string, string>;
  state: number;
  createdAt: number;
  paidAt: number | null;
  token: string | null;
}

interface Register {
  cards: Map<string, SandboxCard>;
  receipts: Map<string, SandboxReceipt>;
}

const fail = (code: number, message: string) => new SubscribeError(code, message);

/** A hex id in the shape of Payme's (24 characters, like a MongoDB ObjectId). */
const objectId = () => randomBytes(12).toString('hex');

/** Fails unless the fiscal detail is complete and its lines add up to the amount. */
function checkDetail(receipt: NewReceipt): void {
  const { detail } = receipt;
  let sum = detail.shipping?.price ?? 0;
  for (const item of detail.items) {
    const complete =
      item.title.length > 0 &&
      Number.isInteger(item.price) &&
      item.price >= 0 &&
      Number.isInteger(item.count) &&
      item.count > 0 &&
      /^\d{17}$/.test(item.code) &&
      item.package_code.length > 0 &&
      item.vat_percent >= 0 &&
      Number.isInteger(item.discount ?? 0);
    if (!complete) throw fail(-32602, 'Invalid Params: detail.items');
    sum += item.price * item.count - (item.discount ?? 0);
  }
  if (detail.items.length === 0 || sum !== receipt.amount) {
    throw fail(-32602, `Invalid Params: detail adds up to ${sum}, amount is ${receipt.amount}`);
  }
}

/** Payme's cancel reasons the sandbox gives: the debit failed, a refund. */
const REASON_DEBIT_FAILED = 2;
const REASON_REFUND = 5;

/** The merchant endpoint of a cash register, called as Payme calls it (signed with its key). */
export type MerchantApiOf = (credentials: PaymeCredentials) => PaymeCall;

/** One merchant API call; its error refuses the Subscribe API call with the merchant's code. */
async function merchantCall(
  merchant: PaymeCall,
  method: string,
  params: Record<string, unknown>,
): Promise<void> {
  const { error } = await merchant(method, params);
  // Code 0: the endpoint did not answer; Payme then reports a system error.
  if (error) throw fail(error.code || -32400, `${method}: ${error.text}`);
}

/** The sandbox: every merchant's cash register, in memory. */
export class SubscribeSandbox {
  readonly #registers = new Map<string, Register>();
  readonly #now: () => number;
  readonly #merchantApi: MerchantApiOf | undefined;

  /** Without `merchantApi`, receipts are paid without asking the merchant (a cash register without one). */
  constructor(now: () => number, merchantApi?: MerchantApiOf) {
    this.#now = now;
    this.#merchantApi = merchantApi;
  }

  #register(merchantId: string): Register {
    let register = this.#registers.get(merchantId);
    if (!register) {
      register = { cards: new Map(), receipts: new Map() };
      this.#registers.set(merchantId, register);
    }
    return register;
  }

  /** The Subscribe API of one cash register, as the HTTP client would reach it. */
  api(credentials: PaymeCredentials): SubscribeApi {
    const register = this.#register(credentials.merchantId);
    const now = this.#now;
    const merchant = this.#merchantApi?.(credentials);

    const cardOf = (token: string): SandboxCard => {
      const card = register.cards.get(token);
      if (!card || card.removed) throw fail(-31400, 'Карта не найдена');
      return card;
    };
    const view = (token: string, card: SandboxCard): PaymeCard => ({
      number: card.number,
      expire: card.expire,
      token,
      recurrent: true,
      verify: card.verified,
      type: '22618',
    });
    const receiptOf = (id: string): SandboxReceipt => {
      const receipt = register.receipts.get(id);
      if (!receipt) throw fail(-31602, 'Чек не найден');
      return receipt;
    };
    const receiptView = (receipt: SandboxReceipt): PaymeReceipt => ({
      _id: receipt.id,
      state: receipt.state,
      amount: receipt.amount,
      create_time: receipt.createdAt,
      pay_time: receipt.paidAt ?? 0,
    });

    return {
      async cardsCreate({ number, expire }) {
        const digits = digitsOf(number);
        const test = SANDBOX_TEST_CARDS.find((c) => c.number === digits && c.expire === expire);
        if (!isCardNumber(digits) || !test) throw fail(-31300, 'Неверный номер карты или срок действия');
        const token = `${credentials.merchantId}_sandbox_${randomBytes(24).toString('base64url')}`;
        const card: SandboxCard = {
          number: maskCardNumber(digits),
          expire: slashedExpiry(expire),
          phone: test.phone,
          verified: false,
          removed: false,
          balance: SANDBOX_BALANCE,
          code: null,
        };
        register.cards.set(token, card);
        return view(token, card);
      },

      async cardsGetVerifyCode(token) {
        const card = cardOf(token);
        const time = now();
        if (card.code && time - card.code.sentAt < SANDBOX_CODE_WAIT_MS) {
          throw fail(-31110, 'Код уже отправлен, повторите позже');
        }
        card.code = { sentAt: time, wrong: 0 };
        return { sent: true, phone: card.phone, wait: SANDBOX_CODE_WAIT_MS };
      },

      async cardsVerify(token, code) {
        const card = cardOf(token);
        if (!card.code) throw fail(-31110, 'Код не отправлен');
        if (now() - card.code.sentAt > SANDBOX_CODE_LIFETIME_MS)
          throw fail(-31101, 'Срок действия кода истёк');
        if (card.code.wrong >= SANDBOX_CODE_ATTEMPTS) throw fail(-31102, 'Превышено количество попыток');
        if (code !== SANDBOX_SMS_CODE) {
          card.code.wrong += 1;
          throw fail(-31103, 'Неверный код');
        }
        card.code = null;
        card.verified = true;
        return view(token, card);
      },

      async cardsCheck(token) {
        return view(token, cardOf(token));
      },

      async cardsRemove(token) {
        cardOf(token).removed = true;
      },

      async receiptsCreate(receipt) {
        if (!credentials.key) throw fail(-32504, 'Недостаточно привилегий');
        if (!Number.isInteger(receipt.amount) || receipt.amount <= 0) throw fail(-31611, 'Неверная сумма');
        checkDetail(receipt);
        const created: SandboxReceipt = {
          id: objectId(),
          amount: receipt.amount,
          account: receipt.account,
          state: RECEIPT_CREATED,
          createdAt: now(),
          paidAt: null,
          token: null,
        };
        register.receipts.set(created.id, created);
        return receiptView(created);
      },

      async receiptsPay(id, token) {
        const receipt = receiptOf(id);
        const card = cardOf(token);
        if (!card.verified) throw fail(-31400, 'Карта не подтверждена');
        if (receipt.state !== RECEIPT_CREATED) throw fail(-31008, 'Невозможно выполнить операцию');
        const { amount, account } = receipt;
        if (merchant) {
          await merchantCall(merchant, 'CheckPerformTransaction', { amount, account });
          await merchantCall(merchant, 'CreateTransaction', { id, time: now(), amount, account });
        }
        if (card.balance < amount) {
          if (merchant)
            await merchantCall(merchant, 'CancelTransaction', { id, reason: REASON_DEBIT_FAILED });
          throw fail(-31630, 'Недостаточно средств на карте');
        }
        card.balance -= amount;
        if (merchant) {
          try {
            await merchantCall(merchant, 'PerformTransaction', { id });
          } catch (error) {
            // The merchant refused the goods: the money goes back at once.
            card.balance += amount;
            throw error;
          }
        }
        receipt.state = RECEIPT_PAID;
        receipt.paidAt = now();
        receipt.token = token;
        return receiptView(receipt);
      },

      async receiptsCheck(id) {
        return receiptOf(id).state;
      },

      // A paid receipt's amount goes back to the card it was paid with; cancelling twice is refused,
      // as Payme refuses an operation on a cancelled receipt.
      async receiptsCancel(id) {
        const receipt = receiptOf(id);
        if (receipt.state === RECEIPT_CANCELLED) throw fail(-31008, 'Невозможно выполнить операцию');
        if (receipt.state === RECEIPT_PAID && merchant) {
          await merchantCall(merchant, 'CancelTransaction', { id, reason: REASON_REFUND });
        }
        if (receipt.state === RECEIPT_PAID && receipt.token) {
          const card = register.cards.get(receipt.token);
          if (card) card.balance += receipt.amount;
        }
        receipt.state = RECEIPT_CANCELLED;
        return receiptView(receipt);
      },
    };
  }
}

/** The factory createApp uses with the sandbox on: one sandbox for the app's life. */
export function sandboxSubscribeApiFactory(
  now: () => number,
  merchantApi?: MerchantApiOf,
): SubscribeApiFactory {
  const sandbox = new SubscribeSandbox(now, merchantApi);
  return (credentials) => sandbox.api(credentials);
}
