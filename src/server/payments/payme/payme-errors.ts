/**
 * Payme Merchant API errors (developer.help.paycom.uz, "Ошибки (ERRORS)"): the JSON-RPC codes, the
 * merchant codes, and the -31050…-31099 band for a wrong `account`, whose `message` must be localized
 * (ru, uz, en) and whose `data` names the account field. Every error here carries all three languages:
 * Payme shows the customer the one of their app.
 */

/** A message in Payme's three languages. */
export interface PaymeMessage {
  ru: string;
  uz: string;
  en: string;
}

export const PAYME_ERRORS = {
  /** The request is not a POST. */
  NOT_POST: -32300,
  /** The body is not JSON. */
  PARSE: -32700,
  /** Required fields missing or of the wrong type. */
  INVALID_REQUEST: -32600,
  /** No such method; `data` carries its name. */
  METHOD_NOT_FOUND: -32601,
  /** Wrong or missing credentials. */
  UNAUTHORIZED: -32504,
  /** A failure of ours (database, file system...). */
  SYSTEM: -32400,
  /** The amount is not the order's. */
  WRONG_AMOUNT: -31001,
  /** No transaction with this id. */
  TRANSACTION_NOT_FOUND: -31003,
  /** The goods were handed over in full: a performed transaction cannot be cancelled. */
  CANNOT_CANCEL: -31007,
  /** The transaction's state does not allow the operation. */
  CANNOT_PERFORM: -31008,
  /** Account band: the order does not exist (for this merchant). */
  ORDER_NOT_FOUND: -31050,
  /** Account band: the order is paid some other way than Payme. */
  ORDER_NOT_PAYME: -31051,
  /** Account band: the order is paid already. */
  ORDER_PAID: -31052,
  /** Account band: the order was cancelled. */
  ORDER_CANCELLED: -31053,
  /**
   * Account band: the order cannot be fiscalised (a line has no classifier or package code, so no
   * receipt detail can be given); the merchant's set-up, logged as an error.
   */
  ORDER_NOT_FISCAL: -31054,
  /** Account band: another Payme transaction of the order waits to be performed. */
  ORDER_BUSY: -31099,
} as const;

/** An error answered to Payme: code, message and, for account errors, the field. */
export class PaymeError extends Error {
  readonly code: number;
  readonly localized: PaymeMessage;
  readonly data: unknown;

  constructor(code: number, message: PaymeMessage, data?: unknown) {
    super(message.en);
    this.name = 'PaymeError';
    this.code = code;
    this.localized = message;
    this.data = data;
  }
}

/** The account field that names the order (Payme cabinet: account parameter "order_id"). */
export const ORDER_FIELD = 'order_id';

const message = (ru: string, uz: string, en: string): PaymeMessage => ({ ru, uz, en });

export const paymeErrors = {
  notPost: () =>
    new PaymeError(
      PAYME_ERRORS.NOT_POST,
      message(
        'Метод запроса должен быть POST',
        'So‘rov usuli POST bo‘lishi kerak',
        'The request must be a POST',
      ),
    ),
  parse: () =>
    new PaymeError(
      PAYME_ERRORS.PARSE,
      message('Ошибка разбора JSON', 'JSON tahlilida xatolik', 'The body is not valid JSON'),
    ),
  invalidRequest: (field: string) =>
    new PaymeError(
      PAYME_ERRORS.INVALID_REQUEST,
      message(
        `Неверный RPC-запрос: ${field}`,
        `Noto‘g‘ri RPC so‘rovi: ${field}`,
        `Invalid RPC request: ${field}`,
      ),
      field,
    ),
  methodNotFound: (method: string) =>
    new PaymeError(
      PAYME_ERRORS.METHOD_NOT_FOUND,
      message('Метод не найден', 'Metod topilmadi', 'Method not found'),
      method,
    ),
  unauthorized: () =>
    new PaymeError(
      PAYME_ERRORS.UNAUTHORIZED,
      message(
        'Недостаточно привилегий для выполнения метода',
        'Metodni bajarish uchun huquqlar yetarli emas',
        'Insufficient privileges to perform this method',
      ),
    ),
  system: () =>
    new PaymeError(PAYME_ERRORS.SYSTEM, message('Системная ошибка', 'Tizim xatosi', 'System error')),
  wrongAmount: () =>
    new PaymeError(
      PAYME_ERRORS.WRONG_AMOUNT,
      message('Неверная сумма', 'Noto‘g‘ri summa', 'Wrong amount'),
      'amount',
    ),
  transactionNotFound: () =>
    new PaymeError(
      PAYME_ERRORS.TRANSACTION_NOT_FOUND,
      message('Транзакция не найдена', 'Tranzaksiya topilmadi', 'Transaction not found'),
    ),
  cannotCancel: () =>
    new PaymeError(
      PAYME_ERRORS.CANNOT_CANCEL,
      message(
        'Невозможно отменить транзакцию: заказ выполнен',
        'Tranzaksiyani bekor qilib bo‘lmaydi: buyurtma bajarilgan',
        'The transaction cannot be cancelled: the order was fulfilled',
      ),
    ),
  cannotPerform: () =>
    new PaymeError(
      PAYME_ERRORS.CANNOT_PERFORM,
      message(
        'Невозможно выполнить операцию',
        'Amalni bajarib bo‘lmaydi',
        'The operation cannot be performed',
      ),
    ),
  orderNotFound: () =>
    new PaymeError(
      PAYME_ERRORS.ORDER_NOT_FOUND,
      message('Заказ не найден', 'Buyurtma topilmadi', 'Order not found'),
      ORDER_FIELD,
    ),
  orderNotPayme: () =>
    new PaymeError(
      PAYME_ERRORS.ORDER_NOT_PAYME,
      message(
        'Заказ оплачивается другим способом',
        'Buyurtma boshqa usulda to‘lanadi',
        'The order is not paid with Payme',
      ),
      ORDER_FIELD,
    ),
  orderPaid: () =>
    new PaymeError(
      PAYME_ERRORS.ORDER_PAID,
      message('Заказ уже оплачен', 'Buyurtma allaqachon to‘langan', 'The order is already paid'),
      ORDER_FIELD,
    ),
  orderCancelled: () =>
    new PaymeError(
      PAYME_ERRORS.ORDER_CANCELLED,
      message('Заказ отменён', 'Buyurtma bekor qilingan', 'The order was cancelled'),
      ORDER_FIELD,
    ),
  orderNotFiscal: () =>
    new PaymeError(
      PAYME_ERRORS.ORDER_NOT_FISCAL,
      message(
        'Оплата заказа временно недоступна: нет данных для фискального чека',
        'Buyurtmani to‘lash vaqtincha imkonsiz: fiskal chek uchun ma’lumot yo‘q',
        'The order cannot be paid for now: its fiscal receipt data is missing',
      ),
      ORDER_FIELD,
    ),
  orderBusy: () =>
    new PaymeError(
      PAYME_ERRORS.ORDER_BUSY,
      message(
        'Заказ ожидает оплаты по другой транзакции',
        'Buyurtma boshqa tranzaksiya bo‘yicha to‘lovni kutmoqda',
        'The order awaits payment by another transaction',
      ),
      ORDER_FIELD,
    ),
};
