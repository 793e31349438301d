/**
 * `npm run bench`: every bench in turn. Each one runs even when an earlier one missed its target (a
 * bench exits 1 then), so one run always prints every figure; the exit code is 1 when any missed.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const benches = [
  ['bench/lighthouse.mjs'],
  ['--import', 'tsx', 'bench/api-load.ts'],
  ['--import', 'tsx', 'bench/catalogue-load.ts'],
  ['--import', 'tsx', 'bench/address-picker.ts'],
  ['--import', 'tsx', 'bench/console-board.ts'],
];
const root = path.resolve(import.meta.dirname, '..');
const missed = [];
for (const args of benches) {
  const { status } = spawnSync(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
  });
  if (status !== 0) missed.push(args.at(-1));
}
if (missed.length) {
  console.error(`\nMissed a target or failed: ${missed.join(', ')}`);
  process.exit(1);
}
