/**
 * The report as people read it: a heading with the period, a table of mismatches per merchant
 * (amounts in so'm with tiyin) and a summary line.
 */
import { isoWithOffset } from '../../contract/merchant-time.ts';
import type { MismatchKind } from './reconcile.ts';
import type { MerchantReport, Report } from './report.ts';

const KIND_TEXT: Record<MismatchKind, string> = {
  'paid-there-unpaid-here': 'paid there, unpaid here',
  'paid-here-not-there': 'paid here, no payment there',
  'amount-differs': 'amount differs from the order',
  'paid-twice': 'paid twice',
  'refunded-still-paid': 'refunded, order still paid',
  'statement-not-stored': "in Payme's statement only",
  'stored-not-in-statement': "not in Payme's statement",
  'statement-state-differs': "state differs from Payme's statement",
  'statement-amount-differs': "amount differs from Payme's statement",
};

/** Tiyin as so'm with tiyin and grouped thousands: 5700050 → "57 000.50". */
export function formatSom(tiyin: number): string {
  const abs = Math.abs(tiyin);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${tiyin < 0 ? '-' : ''}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

const COLUMNS = [
  { title: 'problem', right: false },
  { title: 'provider', right: false },
  { title: 'order', right: true },
  { title: 'transaction', right: false },
  { title: 'here', right: false },
  { title: 'there', right: false },
  { title: "so'm here", right: true },
  { title: "so'm there", right: true },
] as const;

function table(rows: string[][]): string[] {
  const widths = COLUMNS.map((column, i) =>
    Math.max(column.title.length, ...rows.map((row) => row[i]?.length ?? 0)),
  );
  const line = (cells: readonly string[]) =>
    `  ${cells
      .map((cell, i) => (COLUMNS[i]?.right ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd()}`;
  return [line(COLUMNS.map((column) => column.title)), ...rows.map(line)];
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function merchantSection(merchant: MerchantReport): string[] {
  const name = merchant.sub ? `${merchant.sub} (${merchant.merchantId})` : `merchant ${merchant.merchantId}`;
  const counts = `${plural(merchant.orders, 'order')}, ${plural(merchant.transactions, 'transaction')}`;
  if (merchant.mismatches.length === 0) return [`${name}: ${counts}, no mismatch`];
  const rows = merchant.mismatches.map((m) => [
    KIND_TEXT[m.kind],
    m.provider,
    m.orderId === null ? '-' : String(m.orderId),
    m.transactions.join(', ') || '-',
    m.here,
    m.there,
    m.amountHere === null ? '-' : formatSom(m.amountHere),
    m.amountThere === null ? '-' : formatSom(m.amountThere),
  ]);
  return [
    `${name}: ${counts}, ${plural(merchant.mismatches.length, 'mismatch', 'mismatches')}`,
    ...table(rows),
  ];
}

export function formatText(report: Report): string {
  const when = (ms: number) => isoWithOffset(ms, report.timeZone).slice(0, 19).replace('T', ' ');
  const heading =
    `Payments from ${when(report.from)} to ${when(report.to)} (${report.timeZone}), ` +
    `${report.database}${report.paymeStatement ? ", with Payme's statement" : ''}`;
  const sections = report.merchants.flatMap((merchant) => ['', ...merchantSection(merchant)]);
  const orders = report.merchants.reduce((sum, m) => sum + m.orders, 0);
  const transactions = report.merchants.reduce((sum, m) => sum + m.transactions, 0);
  const merchants = plural(report.merchants.length, 'merchant');
  const affected = report.merchants.filter((m) => m.mismatches.length > 0).length;
  const summary =
    report.mismatches === 0 && orders + transactions === 0
      ? 'Nothing to compare: no order and no payment in the period.'
      : report.mismatches === 0
        ? `No mismatch: ${plural(orders, 'order')} and ${plural(transactions, 'transaction')} of ${merchants} agree.`
        : `${plural(report.mismatches, 'mismatch', 'mismatches')} at ${affected} of ${merchants} ` +
          `(${plural(orders, 'order')}, ${plural(transactions, 'transaction')}).`;
  return [heading, ...sections, '', summary].join('\n');
}
