/**
 * `npm start` on a fresh clone: the server in production mode with --demo-gateways, on the demo
 * tenants. A person signs in at the Eskiz tenant (burger) and at the Play Mobile one (cafe) with the
 * code each fake's page shows, nothing leaves the machine, and the server's output holds no code. The
 * merchants' bots talk to a fake Bot API too: a demo tenant's bot token never reaches Telegram.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callApi, within } from '../../tests/support/server/lifecycle/test-server-process.ts';
import { repoRoot } from './base/paths.ts';
import { makeTempDir, removeDir } from '../../tests/support/server/tenants/test-tenant.ts';

const BURGER = 101;
const CAFE = 102;
const Received = z.array(z.object({ phone: z.string(), text: z.string(), sender: z.string() }));

let root: string;
let output = '';
let child: ReturnType<typeof spawn> | undefined;
let exited: Promise<number | null>;
let server = '';
const pages = new Map<string, string>();

beforeAll(async () => {
  root = makeTempDir();
  const dist = path.join(root, 'dist');
  fs.mkdirSync(dist);
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  const started = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/server/main.ts',
      '--demo-gateways',
      '--port',
      '0',
      '--db',
      ':memory:',
      '--dist',
      dist,
      '--browser-render',
      '--tenant',
      'fixtures/burger',
      '--tenant',
      'fixtures/cafe',
    ],
    { cwd: repoRoot, env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child = started;
  exited = new Promise((resolve) => started.once('exit', (code) => resolve(code)));
  await within(
    'the server and its fake gateways',
    30_000,
    new Promise<void>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString('utf8');
        for (const [, name = '', url = ''] of output.matchAll(
          /Messages sent through (.+) \(a stand-in\): (\S+)/g,
        )) {
          pages.set(name, url);
        }
        const url = /Storefront on (http:\/\/\S+\/)/.exec(output)?.[1];
        if (url && pages.size === 3) {
          server = url;
          resolve();
        }
      };
      started.stdout.on('data', read);
      started.stderr.on('data', read);
      void exited.then((code) => reject(new Error(`the server exited (${code}):\n${output}`)));
    }),
  );
}, 40_000);
afterAll(async () => {
  child?.kill('SIGTERM');
  await exited;
  removeDir(root);
});

async function received(page: string, phone: string) {
  const response = await fetch(`${page}messages?phone=${encodeURIComponent(phone)}`);
  return Received.parse(await response.json());
}

async function signInThrough(merchant: number, page: string, phone: string): Promise<string> {
  const sent = await callApi(server, '/users/v1/auth/code', { merchant, body: { phone } });
  expect(sent.status, JSON.stringify(sent.json)).toBe(200);
  const [sms] = await received(page, phone);
  const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  const login = await callApi(server, '/users/v1/auth/login', { merchant, body: { phone, code } });
  expect(login.status, JSON.stringify(login.json)).toBe(200);
  return code;
}

describe('npm start with --demo-gateways', () => {
  it('prints the page of each fake gateway', () => {
    expect([...pages.keys()].sort()).toEqual(['Eskiz', 'Play Mobile', 'Telegram Bot API']);
    for (const url of pages.values()) expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });

  it("sends the bots' order news to the fake Bot API, not to Telegram", async () => {
    const fake = new URL(pages.get('Telegram Bot API') ?? '').origin;
    expect(output).toContain(`[bot] order news goes to Mini App customers' chats through ${fake}`);
    expect(output).not.toContain('api.telegram.org');
    const html = await (await fetch(pages.get('Telegram Bot API') ?? '')).text();
    expect(html).toContain('Telegram Bot API (stand-in)');
  });

  it('signs customers in at an Eskiz tenant and a Play Mobile tenant, and logs no code', async () => {
    const burgerCode = await signInThrough(BURGER, pages.get('Eskiz') ?? '', '+998901110011');
    const cafeCode = await signInThrough(CAFE, pages.get('Play Mobile') ?? '', '+998901110022');
    // The burger tenant's own text, through Eskiz's test sender.
    expect(await received(pages.get('Eskiz') ?? '', '+998901110011')).toEqual([
      { phone: '998901110011', sender: '4546', text: `Burger Lab: ваш код подтверждения ${burgerCode}` },
    ]);
    expect(output).not.toContain(burgerCode);
    expect(output).not.toContain(cafeCode);
    expect(output).not.toContain('901110011');
    expect(output).toContain('+99890*****11');
  });

  it("shows what it received on the fake's own page", async () => {
    const html = await (await fetch(pages.get('Play Mobile') ?? '')).text();
    expect(html).toContain('Fake Play Mobile');
    expect(html).toContain('998901110022');
  });
});
