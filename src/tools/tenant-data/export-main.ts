/** `npm run tenant:export`: see run.ts. */
import { runExport } from './run.ts';

process.exitCode = await runExport(process.argv.slice(2));
