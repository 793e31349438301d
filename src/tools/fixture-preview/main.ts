/**
 * `npm run fixture:preview -- <tenant-folder> [--out <dir>] [--port N] [--build | --no-build] [--concurrency N]`
 *
 * Exit code: 0 when every screen loaded, 1 when any failed (the contact sheet is written anyway) or
 * the run could not start, 2 for a wrong command line.
 */
import { parseArgs, usage } from './cli-args.ts';
import { runPreview } from './run-preview.ts';

/**
 * The folder the command was typed in: `npm run` moves to the package root before running the script
 * and keeps the original folder in INIT_CWD, and relative paths must mean what the user meant.
 */
const userCwd = process.env.INIT_CWD ?? process.cwd();

async function main(): Promise<number> {
  const parsed = parseArgs(process.argv.slice(2), userCwd);
  if ('help' in parsed) {
    console.log(usage);
    return 0;
  }
  if (!parsed.ok) {
    console.error(`${parsed.message}\n\n${usage}`);
    return 2;
  }
  const started = Date.now();
  try {
    const { counts, sheetFile } = await runPreview({ ...parsed.args, cwd: userCwd });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `${counts.shots} screenshots, ${counts.failed} failed, ${counts.withProblems} with warnings, ` +
        `${counts.skippedRoutes} not shown (see the sheet), ${seconds} s\n${sheetFile}`,
    );
    return counts.failed > 0 ? 1 : 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

process.exitCode = await main();
