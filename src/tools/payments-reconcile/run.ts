/**
 * `npm run payments:reconcile`, as a function the tests call: parses the command line, reads the
 * merchants' names, Payme's statement and the period from the database, compares, prints, and answers
 * the exit code (0 no mismatch, 1 mismatches, 2 wrong usage or unreadable input).
 */
import { defaultFixturesRoot } from '../../server/base/paths.ts';
import { parseReconcileArgs, usage } from './cli-args.ts';
import { formatText } from './format-text.ts';
import { databaseTarget, loadPeriod, openDatabase } from './load-period.ts';
import { merchantIdOf, merchantNames } from './merchants.ts';
import { readPaymeStatement } from './payme-statement.ts';
import { reconcile, type StatementLine } from './reconcile.ts';
import { buildReport, reportJson } from './report.ts';

/** Where a run writes, and the environment it reads DATABASE_URL from. */
export interface RunIo {
  out(text: string): void;
  err(text: string): void;
  env: NodeJS.ProcessEnv;
}

const consoleIo: RunIo = {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
  env: process.env,
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function run(argv: readonly string[], io: RunIo = consoleIo): Promise<number> {
  const parsed = parseReconcileArgs(argv);
  if ('help' in parsed) {
    io.out(usage);
    return 0;
  }
  if (!parsed.ok) {
    io.err(`${parsed.message}\n\n${usage}`);
    return 2;
  }
  const args = parsed.args;
  const fixtures = args.fixtures ?? defaultFixturesRoot;
  const names = await merchantNames(fixtures);
  const merchantId = args.merchant === undefined ? undefined : merchantIdOf(args.merchant, names);
  if (args.merchant !== undefined && merchantId === undefined) {
    io.err(
      `--merchant ${args.merchant}: no tenant folder in ${fixtures} has this sub (give --fixtures, or the id)`,
    );
    return 2;
  }

  let lines: StatementLine[] | undefined;
  try {
    lines = args.paymeStatement === undefined ? undefined : await readPaymeStatement(args.paymeStatement);
  } catch (error) {
    io.err(`Payme's statement ${messageOf(error)}`);
    return 2;
  }

  let storage;
  try {
    storage = openDatabase(databaseTarget(args.db, io.env));
  } catch (error) {
    io.err(messageOf(error));
    return 2;
  }
  try {
    const period = { from: args.from, to: args.to };
    const data = await loadPeriod(storage, {
      ...period,
      merchantId,
      orderIds: lines?.flatMap((line) => (line.orderId === undefined ? [] : [line.orderId])),
    });
    const mismatches = reconcile({
      ...data,
      paymeStatement: lines && merchantId !== undefined ? { merchantId, ...period, lines } : undefined,
    });
    const report = buildReport(
      { ...period, timeZone: args.timeZone, database: storage.label, paymeStatement: lines !== undefined },
      data,
      mismatches,
      names,
      merchantId === undefined ? [] : [merchantId],
    );
    io.out(args.json ? reportJson(report) : formatText(report));
    return report.mismatches > 0 ? 1 : 0;
  } catch (error) {
    io.err(`${storage.label} cannot be read: ${messageOf(error)}`);
    return 2;
  } finally {
    await storage.close();
  }
}
