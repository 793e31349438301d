/**
 * `npm run payments:reconcile -- --from <date> --to <date> [--merchant <sub>] [--db <file|url>]
 * [--payme-statement <file.json>] [--json]`: lists every mismatch between the providers' payments and
 * the orders of a period (run.ts). Exit code 0: none; 1: mismatches; 2: wrong usage or unreadable input.
 */
import { run } from './run.ts';

process.exitCode = await run(process.argv.slice(2));
