/**
 * Reading the server's answers, and the orders it stored with their idempotency keys, through zod:
 * both are input to the bench, and a malformed one must count as an error, not crash the count.
 */
import { z } from 'zod';
import { Order } from '../../src/contract/index.ts';
import type { CallResult } from './http-client.ts';

/**
 * What the bench reads from an acknowledged order, in an answer or in a stored key's answer. The
 * contract lets a number be a string; the reference server's are the merchant's 1, 2, 3...
 */
export const Acknowledged = Order.pick({ id: true }).extend({
  number: z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]),
});
/** What it reads from an error answer (ApiErrorBody). */
const ErrorCode = z.looseObject({ code: z.string() });

/** How one order call ended. */
export type Outcome =
  | { kind: 'ok'; id: number; number: number; ms: number }
  | { kind: 'rejected'; status: number; code: string; ms: number }
  | { kind: 'no-answer'; code: string; ms: number };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The outcome of an order call: a 2xx must carry an order, anything else is a rejection. */
export function outcomeOf(result: CallResult): Outcome {
  if (result.kind === 'no-answer') return result;
  const json = parseJson(result.text);
  if (result.status >= 200 && result.status < 300) {
    const order = Acknowledged.safeParse(json);
    return order.success
      ? { kind: 'ok', id: order.data.id, number: order.data.number, ms: result.ms }
      : { kind: 'rejected', status: result.status, code: 'NOT_AN_ORDER', ms: result.ms };
  }
  const error = ErrorCode.safeParse(json);
  return {
    kind: 'rejected',
    status: result.status,
    code: error.success ? error.data.code : 'NO_ERROR_BODY',
    ms: result.ms,
  };
}

/** The order id a stored idempotency key answered with, or undefined when it holds no order. */
export function storedOrderId(response: string): number | undefined {
  const order = Acknowledged.safeParse(parseJson(response));
  return order.success ? order.data.id : undefined;
}
