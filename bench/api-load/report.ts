/**
 * The bench's figures: per engine and level, orders per second over the measured window, latency
 * percentiles of the acknowledged orders, errors, and the database check. Printed as a table and
 * written as JSON for comparing runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LevelRun } from './load.ts';
import type { LevelCheck } from './verify.ts';

export interface ResultRow {
  engine: string;
  clients: number;
  /** Orders acknowledged in the measured window. */
  orders: number;
  ordersPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Order calls (warm-up, window, retries and repeats) answered non-2xx or not at all. */
  errors: number;
  /** Errors by HTTP status and error code, or by the connection's error code. */
  errorKinds: Record<string, number>;
  repeats: number;
  repeatsSame: number;
  check: LevelCheck;
}

/** The q-quantile (0..1) of the values, nearest rank; NaN when there are none. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1] as number;
}

/** One row of the table from a level's calls and its check. */
export function resultRow(engine: string, run: LevelRun, check: LevelCheck): ResultRow {
  const window = run.sent.filter((s) => s.phase === 'load');
  const latencies = window.flatMap((s) => (s.outcome.kind === 'ok' ? [s.outcome.ms] : []));
  const errorKinds: Record<string, number> = {};
  for (const { outcome } of [...run.sent, ...run.repeats]) {
    if (outcome.kind === 'ok') continue;
    const kind = outcome.kind === 'rejected' ? `${outcome.status} ${outcome.code}` : outcome.code;
    errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
  }
  return {
    engine,
    clients: run.clients,
    orders: latencies.length,
    ordersPerSecond: run.windowSeconds > 0 ? latencies.length / run.windowSeconds : 0,
    p50Ms: quantile(latencies, 0.5),
    p99Ms: quantile(latencies, 0.99),
    errors: Object.values(errorKinds).reduce((sum, n) => sum + n, 0),
    errorKinds,
    repeats: run.repeats.length,
    repeatsSame: check.repeatsSame,
    check,
  };
}

/** The table, one line per engine and level. */
export function formatTable(rows: readonly ResultRow[]): string {
  const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '-');
  const table = [
    [
      'engine',
      'clients',
      'orders/s',
      'p50 ms',
      'p99 ms',
      'errors',
      'lost',
      'duplicates',
      'stored/acked',
      'repeats same',
    ],
    ...rows.map((row) => [
      row.engine,
      String(row.clients),
      fixed(row.ordersPerSecond, 1),
      fixed(row.p50Ms, 1),
      fixed(row.p99Ms, 1),
      String(row.errors),
      String(row.check.lost),
      String(row.check.duplicates),
      `${row.check.stored}/${row.check.acknowledged}`,
      `${row.repeatsSame}/${row.repeats}`,
    ]),
  ];
  const header = table[0] as string[];
  const widths = header.map((_, column) => Math.max(...table.map((line) => (line[column] ?? '').length)));
  const format = (line: readonly string[]) =>
    line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  return [format(header), widths.map((w) => '-'.repeat(w)).join('  '), ...table.slice(1).map(format)].join(
    '\n',
  );
}

/** Writes the report as JSON under `outDir`; returns the file written. */
export function writeReport(outDir: string, report: unknown): string {
  fs.mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, 'api-load.json');
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
