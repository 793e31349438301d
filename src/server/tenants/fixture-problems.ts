/**
 * Turns fixture mistakes into messages an onboarding editor can act on: which file, where inside it
 * (a JSON path such as $.items[2].workHours[0].type) and what is wrong, with the value that was found.
 */
import type { z } from 'zod';
import { displayPath } from '../base/paths.ts';

/** One problem in one fixture file. `path` is a JSON path, or "" when the whole file is concerned. */
export interface FixtureProblem {
  file: string;
  path: string;
  message: string;
}

/** Thrown by loadTenants (and the base map loader): the server refuses to start on any invalid fixture. */
export class FixtureError extends Error {
  readonly problems: readonly FixtureProblem[];

  /** @param subject what the files are, for the first line ("tenant fixtures", "map files") */
  constructor(problems: readonly FixtureProblem[], subject = 'tenant fixtures') {
    super(formatProblems(problems, subject));
    this.name = 'FixtureError';
    this.problems = problems;
  }
}

/** Most problems shown per file: past that the file is usually wrong in one systematic way. */
const MAX_PER_FILE = 20;

function formatProblems(problems: readonly FixtureProblem[], subject: string): string {
  const lines: string[] = [];
  const perFile = new Map<string, number>();
  for (const p of problems) {
    const seen = (perFile.get(p.file) ?? 0) + 1;
    perFile.set(p.file, seen);
    if (seen <= MAX_PER_FILE)
      lines.push(`  ${displayPath(p.file)}${p.path ? ` ${p.path}` : ''}: ${p.message}`);
  }
  for (const [file, count] of perFile) {
    if (count > MAX_PER_FILE)
      lines.push(`  ${displayPath(file)}: ... and ${count - MAX_PER_FILE} more problems`);
  }
  const noun = problems.length === 1 ? 'problem' : 'problems';
  return `Invalid ${subject}, the server will not start (${problems.length} ${noun}):\n${lines.join('\n')}`;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** JSON path of a zod issue path: $.items[2].name.ru, or $["odd key"]. */
export function jsonPath(path: readonly PropertyKey[]): string {
  let out = '$';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (typeof key === 'string' && IDENTIFIER.test(key)) out += `.${key}`;
    else out += `[${JSON.stringify(String(key))}]`;
  }
  return out;
}

/** A short JSON preview of a value, so a huge object does not flood the message. */
export function preview(value: unknown, max = 80): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** What was found where the issue is; empty when zod's message already says it all. */
function received(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys' || !('input' in issue)) return '';
  if (issue.input === undefined) return ' (missing)';
  return ` (received ${preview(issue.input)})`;
}

/**
 * Problems of one file from a zod error. Parse with `{ reportInput: true }` so each issue carries the
 * value it rejected.
 */
export function problemsFromZod(file: string, error: z.ZodError): FixtureProblem[] {
  return error.issues.map((issue) => {
    const found = received(issue);
    // zod says "expected number, received string"; the value itself says more, so it replaces the type.
    const message = found ? issue.message.replace(/, received [a-z]+$/, '') : issue.message;
    return { file, path: jsonPath(issue.path), message: `${message}${found}` };
  });
}
