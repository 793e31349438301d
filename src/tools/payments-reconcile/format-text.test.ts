import { describe, expect, it } from 'vitest';
import { formatSom, formatText } from './format-text.ts';
import type { Report } from './report.ts';

describe('formatSom', () => {
  it("writes tiyin as so'm with tiyin, thousands apart", () => {
    expect(formatSom(5_700_000)).toBe('57 000.00');
    expect(formatSom(5_700_050)).toBe('57 000.50');
    expect(formatSom(7)).toBe('0.07');
    expect(formatSom(123_456_789_01)).toBe('123 456 789.01');
    expect(formatSom(-100)).toBe('-1.00');
  });
});

describe('formatText', () => {
  const report: Report = {
    from: Date.parse('2026-02-28T19:00:00Z'),
    to: Date.parse('2026-03-31T18:59:59.999Z'),
    timeZone: 'Asia/Tashkent',
    database: '.data/storefront.db',
    paymeStatement: true,
    mismatches: 1,
    merchants: [
      { merchantId: 7, sub: 'burger', orders: 1, transactions: 0, mismatches: [] },
      {
        merchantId: 8,
        sub: null,
        orders: 1,
        transactions: 1,
        mismatches: [
          {
            kind: 'amount-differs',
            merchantId: 8,
            provider: 'CLICK',
            orderId: 12,
            transactions: ['8000000001'],
            here: 'order paid',
            there: 'PERFORMED',
            amountHere: 5_700_050,
            amountThere: 5_700_000,
          },
        ],
      },
    ],
  };

  it('a heading, a section per merchant with a table of its mismatches, and a summary', () => {
    expect(formatText(report).split('\n')).toEqual([
      "Payments from 2026-03-01 00:00:00 to 2026-03-31 23:59:59 (Asia/Tashkent), .data/storefront.db, with Payme's statement",
      '',
      'burger (7): 1 order, 0 transactions, no mismatch',
      '',
      'merchant 8: 1 order, 1 transaction, 1 mismatch',
      "  problem                        provider  order  transaction  here        there      so'm here  so'm there",
      '  amount differs from the order  CLICK        12  8000000001   order paid  PERFORMED  57 000.50   57 000.00',
      '',
      '1 mismatch at 1 of 2 merchants (2 orders, 1 transaction).',
    ]);
  });

  it('says when the period holds nothing to compare', () => {
    const empty: Report = { ...report, paymeStatement: false, mismatches: 0, merchants: [] };
    expect(formatText(empty).split('\n').slice(-1)).toEqual([
      'Nothing to compare: no order and no payment in the period.',
    ]);
  });
});
