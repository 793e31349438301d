/**
 * TEST ONLY: the real server as its own process (src/server/main.ts), to be signalled and killed as a
 * process manager would, and a customer signed in through its API. Node runs main.ts with tsx's loader
 * in the same process: the tsx command would start the server as a child of its own, and a kill -9 of
 * the tsx process would leave that child running.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { featureTestLimits } from '../http/test-client.ts';

const loadTestLimits = featureTestLimits;
import http from 'node:http';
import { endpoints } from '../../../../src/contract/index.ts';
import { repoRoot } from '../../../../src/server/base/paths.ts';

/** How long a start may take on a busy machine before the test gives up. */
const START_LIMIT_MS = 20_000;

/** A server process and how it ended. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything it printed, for failure messages. */
  output(): string;
}

/**
 * Starts `main.ts` with the arguments and resolves once it prints its address.
 * @throws Error with the output when it exits or stays silent past START_LIMIT_MS
 */
/**
 * @param startLimitMs how long the server may take to print its address (a server with a built client
 *   renders its pages before it listens: far longer than one without)
 */
export function startServerProcess(
  args: readonly string[],
  startLimitMs = START_LIMIT_MS,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts', ...args], {
    cwd: repoRoot,
    // The load comes from one client and a few customers far faster than people order: the abuse
    // limits (tested on their own in http/rate-limits.test.ts) would answer most of it with 429.
    env: { ...process.env, NODE_ENV: 'test', STOREFRONT_LIMITS: JSON.stringify(loadTestLimits) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server printed no address in ${startLimitMs} ms:\n${output}`));
    }, startLimitMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const url = /Storefront on (http:\/\/\S+\/)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve({ url, child, exited, output: () => output });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code ?? signal}) before printing its address:\n${output}`));
    });
  });
}

/** Resolves with the promise's value, or rejects past `limitMs` naming what was awaited. */
export async function within<T>(what: string, limitMs: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: nothing after ${limitMs} ms`)), limitMs);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** A JSON answer, with the connection header. */
export interface JsonReply {
  status: number;
  connection: string | undefined;
  json: unknown;
}

/** One JSON call to `/api<path>` with the merchant header (and a bearer token when given). */
export function callApi(
  base: string,
  path: string,
  options: { merchant?: number; token?: string; body?: unknown; agent?: http.Agent } = {},
): Promise<JsonReply> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = {};
  if (options.merchant !== undefined) headers.merchant = String(options.merchant);
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}api${path}`,
      { method: body === undefined ? 'GET' : 'POST', headers, agent: options.agent ?? false },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          let json: unknown;
          try {
            json = text === '' ? undefined : JSON.parse(text);
          } catch {
            json = text;
          }
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, json });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** A customer signed in through the API: a code asked for, read from the development inbox, and used. */
export async function signIn(
  base: string,
  merchant: number,
  phone: string,
): Promise<{ token: string; userId: number }> {
  const sent = await callApi(base, '/users/v1/auth/code', { merchant, body: { phone } });
  if (sent.status !== 200) throw new Error(`authCode answered ${sent.status}: ${JSON.stringify(sent.json)}`);
  const inbox = await callApi(base, `/dev/v1/inbox?phone=${encodeURIComponent(phone)}`);
  const code = endpoints.devInbox.response.parse(inbox.json)[0]?.code;
  if (!code) throw new Error(`no code in the inbox for ${phone}`);
  const login = await callApi(base, '/users/v1/auth/login', { merchant, body: { phone, code } });
  const { token, user } = endpoints.authLogin.response.parse(login.json);
  return { token, userId: user.id };
}
