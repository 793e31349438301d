/**
 * Everything the API bench starts (server processes, the PostgreSQL cluster, temporary folders) is
 * registered here and undone in reverse order: at the end of the run, on an error, on Ctrl+C or
 * SIGTERM, and when the whole run outlives its time budget. A second Ctrl+C skips the graceful steps.
 */

/** One thing to undo: `stop` may be slow (a drain), `kill` must be immediate and synchronous. */
export interface Undo {
  name: string;
  stop: () => Promise<void>;
  kill: () => void;
  /** Longest `stop` may take before `kill` (default 15 s). */
  limitMs?: number;
}

const DEFAULT_LIMIT_MS = 15_000;

const undos: Undo[] = [];
let cleaning: Promise<void> | undefined;
let abandoned = false;

/** True once a signal or the watchdog ended the run: errors from the work being torn down are noise. */
export function runAbandoned(): boolean {
  return abandoned;
}

/** Registers something to undo; returns a function that forgets it (once it was undone by hand). */
export function onCleanup(undo: Undo): () => void {
  undos.push(undo);
  return () => {
    const index = undos.indexOf(undo);
    if (index >= 0) undos.splice(index, 1);
  };
}

/** Undoes everything still registered, newest first, each within its time limit. */
export function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const undo of undos.splice(0).reverse()) {
      const limitMs = undo.limitMs ?? DEFAULT_LIMIT_MS;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          console.error(`clean-up: ${undo.name} took over ${limitMs} ms, killed`);
          undo.kill();
          resolve();
        }, limitMs);
      });
      try {
        await Promise.race([undo.stop(), late]);
      } catch (error) {
        console.error(`clean-up: ${undo.name}: ${error instanceof Error ? error.message : String(error)}`);
        undo.kill();
      } finally {
        clearTimeout(timer);
      }
    }
  })();
  return cleaning;
}

/** The last resort when the process exits without the graceful path: synchronous kills only. */
function killAll(): void {
  for (const undo of undos.splice(0).reverse()) {
    try {
      undo.kill();
    } catch {
      // already gone
    }
  }
}

/**
 * Installs the signal handlers and a watchdog: past `budgetMs` the run is abandoned, cleaned up and
 * the process exits 1, so a stuck server or client never leaves the bench hanging.
 */
export function guardRun(budgetMs: number): void {
  process.on('exit', killAll);
  let interrupted = false;
  const interrupt = (signal: NodeJS.Signals) => {
    if (interrupted) {
      killAll();
      process.exit(130);
    }
    interrupted = true;
    abandoned = true;
    console.error(`\n${signal}: stopping the servers and removing temporary folders (again to force)...`);
    void cleanUp().finally(() => process.exit(130));
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, interrupt);
  const watchdog = setTimeout(() => {
    abandoned = true;
    console.error(`The run took longer than ${Math.round(budgetMs / 1000)} s: abandoned.`);
    void cleanUp().finally(() => process.exit(1));
  }, budgetMs);
  watchdog.unref();
}
