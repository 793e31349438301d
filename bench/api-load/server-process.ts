/**
 * The reference server as its own process, as a deployment runs it: `src/server/main.ts` in
 * production mode (no response checks against the contract, no development endpoints) on a free
 * loopback port. Node runs main.ts with tsx's loader in the same process, so the pid is the server's.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { onCleanup } from './cleanup.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** How long a start may take on a busy machine. */
const START_LIMIT_MS = 30_000;
/** How long a stop may take: the server's own drain is 10 s at most by default. */
const STOP_LIMIT_MS = 15_000;
/** Output kept for error messages. */
const KEEP_OUTPUT_CHARS = 8_000;

export interface BenchServer {
  /** Base URL, e.g. http://127.0.0.1:41234/ */
  url: string;
  /** SIGTERM, then waits for the drain; resolves with the exit code (null when it had to be killed). */
  stop(): Promise<number | null>;
  /** The end of what it printed. */
  output(): string;
  /** CPU time (user + system) the server has used so far, in µs; undefined where /proc is not there. */
  cpuMicros(): number | undefined;
}

/** Clock ticks per second of /proc/<pid>/stat: USER_HZ, 100 on every Linux build that matters. */
const USER_HZ = 100;

/**
 * utime + stime of a process from /proc, in µs: fields 14 and 15, counted after the name in
 * parentheses (the name may hold spaces and parentheses, so after its last ")").
 */
function processCpuMicros(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1_000_000) / USER_HZ : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts the server on `database` with one tenant folder and the given limits.
 * @throws Error with the server's output when it exits or prints no address in time
 */
export async function startBenchServer(options: {
  database: string;
  tenantDir: string;
  limits: Record<string, number>;
}): Promise<BenchServer> {
  const args = ['--import', 'tsx', 'src/server/main.ts', '--port', '0', '--host', '127.0.0.1'];
  args.push('--db', options.database, '--tenant', options.tenantDir);
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', STOREFRONT_LIMITS: JSON.stringify(options.limits) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-KEEP_OUTPUT_CHARS);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  const stop = async (): Promise<number | null> => {
    if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
    child.kill('SIGTERM');
    const timer = setTimeout(kill, STOP_LIMIT_MS);
    const code = await exited;
    clearTimeout(timer);
    return code;
  };
  const forget = onCleanup({
    name: 'the reference server',
    stop: async () => void (await stop()),
    kill,
    limitMs: STOP_LIMIT_MS + 5_000,
  });

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      kill();
      reject(new Error(`the server printed no address in ${START_LIMIT_MS} ms:\n${output}`));
    }, START_LIMIT_MS);
    const look = () => {
      const found = /Storefront on (http:\/\/\S+\/)/.exec(output)?.[1];
      if (!found) return;
      clearTimeout(timer);
      resolve(found);
    };
    child.stdout.on('data', look);
    child.stderr.on('data', look);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before printing its address:\n${output}`));
    });
  });
  return {
    url,
    stop: async () => {
      const code = await stop();
      forget();
      return code;
    },
    output: () => output,
    cpuMicros: () => processCpuMicros(child.pid),
  };
}
