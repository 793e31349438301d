import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PaymentTransaction } from '../../server/payments/payment-store.ts';
import { statementLine } from '../../server/payments/payme/payme-protocol.ts';
import { parsePaymeStatement, readPaymeStatement, StatementError } from './payme-statement.ts';

const line = (fields: Record<string, unknown> = {}) => ({
  id: '65f1a2b3c4d5e6f708192a3b',
  time: 1_772_341_200_000,
  amount: 5_700_000,
  account: { order_id: '42' },
  create_time: 1_772_341_200_100,
  perform_time: 1_772_341_201_000,
  cancel_time: 0,
  transaction: '17',
  state: 2,
  reason: null,
  ...fields,
});

const parse = (json: unknown) => parsePaymeStatement(JSON.stringify(json), 'march.json');

function problemOf(text: string): string {
  try {
    parsePaymeStatement(text, 'march.json');
  } catch (error) {
    expect(error).toBeInstanceOf(StatementError);
    return (error as Error).message;
  }
  throw new Error('the statement was accepted');
}

describe("Payme's statement file", () => {
  const expected = [
    { id: '65f1a2b3c4d5e6f708192a3b', time: 1_772_341_200_000, amount: 5_700_000, state: 2, orderId: 42 },
  ];

  it('reads the JSON-RPC answer, its result, or the bare list', () => {
    expect(parse({ jsonrpc: '2.0', id: 3, result: { transactions: [line()] } })).toEqual(expected);
    expect(parse({ transactions: [line()] })).toEqual(expected);
    expect(parse([line()])).toEqual(expected);
    expect(parse({ result: { transactions: [] } })).toEqual([]);
  });

  it('reads what this server answers to GetStatement, line for line', () => {
    const stored: PaymentTransaction = {
      id: 17,
      merchantId: 7,
      orderId: 42,
      provider: 'PAYME',
      providerTxId: 'abc',
      amount: 100,
      state: 'REFUNDED',
      reason: 5,
      providerTime: 2_000,
      createdAt: 2_001,
      performedAt: 2_002,
      cancelledAt: 2_003,
      data: { account: { order_id: 42 } },
    };
    expect(parse({ result: { transactions: [statementLine(stored)] } })).toEqual([
      { id: 'abc', time: 2_000, amount: 100, state: -2, orderId: 42 },
    ]);
  });

  it('an account without a usable order id names no order', () => {
    expect(parse([line({ account: { phone: '998901234567' } })])[0]?.orderId).toBeUndefined();
    expect(parse([line({ account: undefined })])[0]?.orderId).toBeUndefined();
  });

  it.each([
    ['not JSON', '{"result": ', 'march.json: not JSON'],
    ["Payme's error answer", '{"error": {"code": -32504}}', "is Payme's error answer (code -32504)"],
    ['another shape', '{"transaction": []}', "expected GetStatement's answer"],
    [
      'a result without transactions',
      '{"result": {}}',
      '$.result.transactions: expected a list of transactions',
    ],
    [
      'a state Payme has not',
      JSON.stringify({ result: { transactions: [line({ state: 3 })] } }),
      '$.result.transactions[0].state: expected a Payme state',
    ],
    ["an amount in so'm", JSON.stringify([line(), line({ id: 'x', amount: 57000.5 })]), '$[1].amount'],
    ['a missing id', JSON.stringify({ transactions: [line({ id: undefined })] }), '$.transactions[0].id'],
    [
      'a transaction listed twice',
      JSON.stringify([line(), line()]),
      '$[1].id: transaction 65f1a2b3c4d5e6f708192a3b is listed twice',
    ],
  ])('refuses %s, naming the file and the field', (_, text, problem) => {
    const message = problemOf(text);
    expect(message.startsWith('march.json: ')).toBe(true);
    expect(message).toContain(problem);
  });

  it('lists a few problems at once, and how many more', () => {
    const bad = Array.from({ length: 8 }, (_, i) => line({ id: `t${i}`, state: 9 }));
    const message = problemOf(JSON.stringify(bad));
    expect(message.match(/expected a Payme state/g)).toHaveLength(5);
    expect(message).toMatch(/and 3 more$/);
  });

  it('a file that does not exist is said so', async () => {
    const file = path.join(os.tmpdir(), `no-statement-${process.pid}.json`);
    await expect(readPaymeStatement(file)).rejects.toThrow(`${file}: no such file`);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'statement-'));
    try {
      fs.writeFileSync(path.join(dir, 's.json'), `\uFEFF${JSON.stringify([line()])}`);
      expect(await readPaymeStatement(path.join(dir, 's.json'))).toEqual(expected);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
