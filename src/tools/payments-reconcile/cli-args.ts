/**
 * Command line of payments:reconcile. Pure: parses argv into options or an error message, so the
 * rules are tested without a database.
 *
 * Dates: a day `YYYY-MM-DD` is that whole day on the merchants' clock (Asia/Tashkent unless
 * --time-zone says otherwise), `--to` included, as the providers' cabinets count days; a moment
 * with its zone (`2026-03-01T10:00:00Z`, `...+05:00`) is taken as written.
 */
import { parseArgs } from 'node:util';
import { dayOfDate, DEFAULT_TIME_ZONE, instantAt, isTimeZone } from '../../contract/merchant-time.ts';

export interface ReconcileArgs {
  /** The period, epoch ms, both ends included. */
  from: number;
  to: number;
  timeZone: string;
  /** A merchant's sub-domain (or id); undefined: every merchant. */
  merchant?: string;
  /** The database as the server takes it: a SQLite file or a postgres:// URL; undefined: the server's default. */
  db?: string;
  /** Tenant folders' parent, to name merchants by sub; undefined: the repository's fixtures/. */
  fixtures?: string;
  /** A file with Payme's GetStatement answer for the period. */
  paymeStatement?: string;
  json: boolean;
}

export type ParseResult = { ok: true; args: ReconcileArgs } | { ok: false; message: string } | { help: true };

export const usage = `Usage: npm run payments:reconcile -- --from <date> --to <date> [options]

Compares the period's payment transactions (Payme, Click, Uzum, saved cards) with the orders and
lists every mismatch: paid at the provider and unpaid here, paid here with no payment, amounts that
differ, orders paid twice, refunds of orders still paid.

  --from <date>               first day (YYYY-MM-DD) or moment (2026-03-01T10:00:00Z) of the period
  --to <date>                 last day, included, or last moment
  --merchant <sub>            one merchant (its sub-domain or id); default every merchant
  --db <file|url>             the server's database: a SQLite file or a postgres:// URL
                              (default: DATABASE_URL, else .data/storefront.db)
  --payme-statement <file>    Payme's GetStatement answer for the period (JSON), compared too;
                              needs --merchant (one cash register's statement)
  --fixtures <folder>         where the tenant folders are, to name merchants (default fixtures/)
  --time-zone <zone>          the clock days are counted on (default ${DEFAULT_TIME_ZONE})
  --json                      print the report as JSON (amounts in tiyin)

Exit code: 0 no mismatch, 1 mismatches found, 2 wrong usage or unreadable input.`;

const options = {
  from: { type: 'string' },
  to: { type: 'string' },
  merchant: { type: 'string' },
  db: { type: 'string' },
  'payme-statement': { type: 'string' },
  fixtures: { type: 'string' },
  'time-zone': { type: 'string' },
  json: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A moment must say its zone: without one it would be read on this machine's clock. */
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A real calendar day (2026-02-30 is not one). */
const isDay = (text: string) =>
  DAY.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;

/** The first or last instant a --from or --to value names; a message when it names none. */
function instantOf(text: string, flag: string, end: 'first' | 'last', timeZone: string): number | string {
  if (isDay(text)) {
    const day = dayOfDate(text);
    return end === 'first' ? instantAt(day, 0, timeZone) : instantAt(day + 1, 0, timeZone) - 1;
  }
  const moment = MOMENT.test(text) ? Date.parse(text) : NaN;
  if (Number.isFinite(moment)) return moment;
  return `${flag} needs a day (2026-03-01) or a moment with its zone (2026-03-01T10:00:00+05:00), got "${text}"`;
}

export function parseReconcileArgs(argv: readonly string[]): ParseResult {
  let values;
  try {
    ({ values } = parseArgs({ args: [...argv], options, strict: true, allowPositionals: false }));
  } catch (error) {
    // parseArgs names an unknown option or a missing value well; keep its words.
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  if (values.help) return { help: true };
  if (values.from === undefined || values.to === undefined)
    return { ok: false, message: 'The period needs both --from and --to' };
  const timeZone = values['time-zone'] ?? DEFAULT_TIME_ZONE;
  if (!isTimeZone(timeZone))
    return { ok: false, message: `--time-zone needs a time zone such as Asia/Tashkent, got "${timeZone}"` };
  const from = instantOf(values.from, '--from', 'first', timeZone);
  if (typeof from === 'string') return { ok: false, message: from };
  const to = instantOf(values.to, '--to', 'last', timeZone);
  if (typeof to === 'string') return { ok: false, message: to };
  if (from > to) return { ok: false, message: `--from (${values.from}) is after --to (${values.to})` };
  for (const flag of ['merchant', 'db', 'payme-statement', 'fixtures'] as const)
    if (values[flag] !== undefined && values[flag].trim() === '')
      return { ok: false, message: `--${flag} needs a value` };
  if (values['payme-statement'] !== undefined && values.merchant === undefined)
    return {
      ok: false,
      message: "--payme-statement is one cash register's statement: name its merchant with --merchant",
    };
  return {
    ok: true,
    args: {
      from,
      to,
      timeZone,
      merchant: values.merchant,
      db: values.db,
      fixtures: values.fixtures,
      paymeStatement: values['payme-statement'],
      json: values.json,
    },
  };
}
