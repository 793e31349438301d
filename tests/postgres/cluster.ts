/**
 * A throw-away PostgreSQL server for the test suites and the benchmark: Debian's own binaries,
 * initialised in a temporary folder, listening on a free loopback port, trusted local logins, and
 * removed when stopped. PostgreSQL refuses to run as root, so as root it runs as the `postgres`
 * user that Debian's package creates. `npm test` installs the package when it is missing.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** A running cluster. */
export interface PostgresCluster {
  /** Connection URL of the `postgres` database as superuser. */
  url: string;
  /** A URL of a new, empty database of this cluster. */
  createDatabase(prefix?: string): Promise<string>;
  stop(): Promise<void>;
}

/** The folder holding initdb and postgres, or undefined when PostgreSQL is not installed. */
export function findPostgresBin(): string | undefined {
  const onPath = (process.env.PATH ?? '')
    .split(path.delimiter)
    .find(
      (dir) => dir && fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'postgres')),
    );
  if (onPath) return onPath;
  const debian = '/usr/lib/postgresql';
  if (!fs.existsSync(debian)) return undefined;
  const versions = fs
    .readdirSync(debian)
    .filter((name) => fs.existsSync(path.join(debian, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(debian, versions[0], 'bin') : undefined;
}

/** The command that installs PostgreSQL, for messages. */
export const INSTALL_POSTGRES = 'apt-get update && apt-get install -y postgresql';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** uid and gid to run PostgreSQL as: ourselves, or the `postgres` user when we are root. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    throw new Error(
      'PostgreSQL cannot run as root and there is no "postgres" user: install Debian\'s postgresql package',
    );
  }
}

async function waitReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`PostgreSQL exited during start:\n${log()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not start within 30 s:\n${log()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * Initialises and starts a cluster.
 * @throws when PostgreSQL is not installed (the message says what to run) or does not start
 */
export async function startPostgres(): Promise<PostgresCluster> {
  const bin = findPostgresBin();
  if (!bin) throw new Error(`PostgreSQL is not installed. Install it with: sudo sh -c '${INSTALL_POSTGRES}'`);
  const user = runAs();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-pg-'));
  const data = path.join(dir, 'data');
  if (user) fs.chownSync(dir, user.uid, user.gid);
  const asUser = user ? { uid: user.uid, gid: user.gid } : {};
  execFileSync(
    path.join(bin, 'initdb'),
    ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-instructions'],
    {
      ...asUser,
      stdio: 'pipe',
    },
  );
  const port = await freePort();
  let output = '';
  const child = spawn(
    path.join(bin, 'postgres'),
    [
      '-D',
      data,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      // No Unix socket: the default folder may not be writable here.
      '-c',
      'unix_socket_directories=',
      // Throw-away data: durability costs time and protects nothing.
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=300',
    ],
    { ...asUser, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) {
      // SIGINT: PostgreSQL's "fast" shutdown (ends sessions, then exits).
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitReady(url, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  let databases = 0;
  return {
    url,
    createDatabase: async (prefix = 'test') => {
      const name = `${prefix}_${process.pid}_${Date.now().toString(36)}_${++databases}`.replace(
        /[^a-z0-9_]/gi,
        '_',
      );
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    stop,
  };
}
