/** The checker's result: findings with severity, place, explanation and (where one exists) a fix. */
import { findingCodes, type FindingCode, type Severity } from './codes.ts';

export type { FindingCode, Severity } from './codes.ts';

/** One thing found in a tenant folder. */
export interface Finding {
  severity: Severity;
  /** File relative to the tenant folder (e.g. "catalogue.json"); "." for the folder itself. */
  file: string;
  /** JSON path inside the file such as $.items[3].workHours[0].type; "" when the whole file is meant. */
  path: string;
  /** What is wrong, in plain words. */
  message: string;
  /** What the file should hold there. */
  expected?: string;
  /** A short preview of the value that was found. */
  received?: string;
  /** What to do about it, when there is a likely fix. */
  suggestion?: string;
  /** Stable identifier of the check (see codes.ts). */
  code: FindingCode;
}

/** The whole result of checking one tenant folder. */
export interface Report {
  /** Name of the tenant folder. */
  tenant: string;
  errors: number;
  warnings: number;
  findings: Finding[];
}

/** What a check says; the severity comes from the code. */
export type FindingInput = Omit<Finding, 'severity'>;

/** A finding with the severity of its code. Optional parts left undefined are dropped (stable JSON). */
export function finding(input: FindingInput): Finding {
  // Keys in the documented order of the JSON report, optional ones only when set.
  return {
    severity: findingCodes[input.code].severity,
    file: input.file,
    path: input.path,
    message: input.message,
    ...(input.expected === undefined ? {} : { expected: input.expected }),
    ...(input.received === undefined ? {} : { received: input.received }),
    ...(input.suggestion === undefined ? {} : { suggestion: input.suggestion }),
    code: input.code,
  };
}

/** Builds the report: counts severities and orders findings by file (in `fileOrder`), errors first. */
export function buildReport(
  tenant: string,
  findings: readonly Finding[],
  fileOrder: readonly string[],
): Report {
  const rank = (file: string) => {
    const index = fileOrder.indexOf(file);
    return index === -1 ? fileOrder.length : index;
  };
  // Array.prototype.sort is stable, so findings of one file and severity keep the order checks made them.
  const sorted = [...findings].sort(
    (a, b) =>
      rank(a.file) - rank(b.file) ||
      a.file.localeCompare(b.file) ||
      Number(a.severity === 'warning') - Number(b.severity === 'warning'),
  );
  return {
    tenant,
    errors: sorted.filter((f) => f.severity === 'error').length,
    warnings: sorted.filter((f) => f.severity === 'warning').length,
    findings: sorted,
  };
}
