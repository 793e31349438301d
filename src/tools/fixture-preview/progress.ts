/** Progress lines on stderr, so stdout keeps only the result of the run. Pure formatting. */
import type { ShotResult } from './types.ts';

/** "[12/40] web ru product  1.4 s" or "... FAILED: reason". */
export function progressLine(done: number, total: number, result: ShotResult): string {
  const counter = `[${String(done).padStart(String(total).length)}/${total}]`;
  const label = `${result.channel} ${result.lang} ${result.screen.name}`;
  const seconds = `${(result.durationMs / 1000).toFixed(1)} s`;
  return result.failure
    ? `${counter} ${label}  FAILED: ${result.failure}`
    : `${counter} ${label}  ${seconds}`;
}
