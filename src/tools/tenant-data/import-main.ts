/** `npm run tenant:import`: see run.ts. */
import { runImport } from './run.ts';

process.exitCode = await runImport(process.argv.slice(2));
