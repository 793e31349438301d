/**
 * `npm run fixture:check -- <tenant-folder> [--json]`: checks one tenant folder and prints a report.
 * Exit code 0: no errors (warnings allowed); 1: errors found; 2: the command was used wrongly.
 */
import { displayPath } from '../../server/base/paths.ts';
import { checkTenant } from './check-tenant.ts';
import { formatText } from './format-text.ts';

const usage = `Usage: npm run fixture:check -- <tenant-folder> [--json]

Checks a tenant folder (e.g. fixtures/burger): every file against the contract, then across files.
  --json   print the report as JSON instead of text
Exit code: 0 no errors (warnings allowed), 1 errors found, 2 wrong usage.`;

async function main(args: readonly string[]): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage);
    return 0;
  }
  const json = args.includes('--json');
  const unknownOptions = args.filter((a) => a.startsWith('-') && a !== '--json');
  const folders = args.filter((a) => !a.startsWith('-'));
  const [dir] = folders;
  if (unknownOptions.length > 0 || folders.length !== 1 || dir === undefined) {
    console.error(unknownOptions.length > 0 ? `Unknown option ${unknownOptions.join(', ')}\n` : '');
    console.error(usage);
    return 2;
  }
  const report = await checkTenant(dir);
  console.log(json ? JSON.stringify(report, null, 2) : formatText(report, displayPath(dir)));
  return report.errors > 0 ? 1 : 0;
}

process.exitCode = await main(process.argv.slice(2));
