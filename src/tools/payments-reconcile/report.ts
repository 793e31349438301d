/**
 * The report of a run: the mismatches grouped by merchant, with how much each merchant's period
 * held, as the text and the JSON output both show it.
 */
import { isoWithOffset } from '../../contract/merchant-time.ts';
import type { PaymentTransaction } from '../../server/payments/payment-store.ts';
import type { Mismatch, ReconcileOrder } from './reconcile.ts';

export interface MerchantReport {
  merchantId: number;
  /** Its sub-domain, when a tenant folder names it. */
  sub: string | null;
  orders: number;
  transactions: number;
  mismatches: Mismatch[];
}

export interface Report {
  /** The period, epoch ms, both ends included. */
  from: number;
  to: number;
  timeZone: string;
  /** The database read, printable (no password). */
  database: string;
  /** Whether Payme's statement was compared too. */
  paymeStatement: boolean;
  merchants: MerchantReport[];
  /** Mismatches in all. */
  mismatches: number;
}

export function buildReport(
  base: Omit<Report, 'merchants' | 'mismatches'>,
  data: { orders: readonly ReconcileOrder[]; transactions: readonly PaymentTransaction[] },
  mismatches: readonly Mismatch[],
  names: ReadonlyMap<number, string>,
  /** Merchants shown even with nothing in the period (the one --merchant names). */
  always: readonly number[] = [],
): Report {
  const ids = new Set([
    ...always,
    ...data.orders.map((o) => o.merchantId),
    ...data.transactions.map((t) => t.merchantId),
    ...mismatches.map((m) => m.merchantId),
  ]);
  const merchants = [...ids]
    .sort((a, b) => a - b)
    .map((merchantId) => ({
      merchantId,
      sub: names.get(merchantId) ?? null,
      orders: data.orders.filter((o) => o.merchantId === merchantId).length,
      transactions: data.transactions.filter((t) => t.merchantId === merchantId).length,
      mismatches: mismatches.filter((m) => m.merchantId === merchantId),
    }));
  return { ...base, merchants, mismatches: mismatches.length };
}

/** The report as --json prints it: the period's ends as ISO times on the merchants' clock, amounts in tiyin. */
export const reportJson = (report: Report) =>
  JSON.stringify(
    {
      ...report,
      from: isoWithOffset(report.from, report.timeZone),
      to: isoWithOffset(report.to, report.timeZone),
    },
    null,
    2,
  );
