/**
 * The report as text for people: grouped by file, errors first, each finding with where, what, what
 * was expected and what to do. Long runs of one kind of finding in one file are cut short (a broken
 * category can affect thousands of products): the JSON report keeps them all.
 */
import type { Finding, Report } from './report.ts';

/** Most findings of one code shown per file. */
export const MAX_SHOWN_PER_CODE = 10;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function findingLines(f: Finding): string[] {
  const label = f.severity === 'error' ? 'ERROR  ' : 'WARNING';
  const where = f.path || (f.file === '.' ? '(whole folder)' : '(whole file)');
  const lines = [`  ${label} ${where}  [${f.code}]`, `          ${f.message}`];
  if (f.expected) lines.push(`          expected: ${f.expected}`);
  if (f.received) lines.push(`          found:    ${f.received}`);
  if (f.suggestion) lines.push(`          fix:      ${f.suggestion}`);
  return lines;
}

/** The text report of one tenant. */
export function formatText(report: Report, shownDir: string): string {
  const head = `Tenant ${report.tenant} (${shownDir}): ${plural(report.errors, 'error')}, ${plural(report.warnings, 'warning')}`;
  const lines = [head];
  const byFile = new Map<string, Finding[]>();
  for (const f of report.findings) byFile.set(f.file, [...(byFile.get(f.file) ?? []), f]);
  for (const [file, findings] of byFile) {
    lines.push('', file === '.' ? '(tenant folder)' : file);
    const shown = new Map<string, number>();
    const hidden = new Map<string, number>();
    for (const f of findings) {
      const count = (shown.get(f.code) ?? 0) + 1;
      shown.set(f.code, count);
      if (count <= MAX_SHOWN_PER_CODE) lines.push(...findingLines(f));
      else hidden.set(f.code, (hidden.get(f.code) ?? 0) + 1);
    }
    for (const [code, count] of hidden)
      lines.push(`  ... and ${plural(count, 'more finding')} [${code}] in ${file} (--json lists them all)`);
  }
  lines.push(
    '',
    report.errors > 0
      ? 'Result: fix the errors above; the tenant is not ready.'
      : report.warnings > 0
        ? 'Result: no errors. Have a look at the warnings.'
        : 'Result: all checks passed.',
  );
  return lines.join('\n');
}
