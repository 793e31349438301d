import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseArgs } from './cli-args.ts';

const cwd = path.resolve('/srv/preview-test');

describe('parseArgs', () => {
  it('resolves the tenant folder and the output against the folder the command was typed in', () => {
    expect(parseArgs(['../brand', '--out', 'shots', '--port', '4500'], cwd)).toEqual({
      ok: true,
      args: {
        tenantDir: path.resolve(cwd, '../brand'),
        outDir: path.resolve(cwd, 'shots'),
        port: 4500,
        build: 'auto',
        concurrency: 3,
        only: {},
      },
    });
  });

  it('takes --flag=value, --build, --no-build and --concurrency', () => {
    const parsed = parseArgs(['brand', '--port=0', '--build', '--concurrency=2'], cwd);
    expect(parsed).toMatchObject({
      ok: true,
      args: { port: 0, build: 'always', concurrency: 2 },
    });
    expect(parseArgs(['brand', '--no-build'], cwd)).toMatchObject({ ok: true, args: { build: 'never' } });
  });

  it('narrows the run to some languages, channels and screens', () => {
    expect(
      parseArgs(['a', '--lang', 'ru,kk', '--channel=telegram', '--screen', 'home, search'], cwd),
    ).toMatchObject({
      ok: true,
      args: { only: { langs: ['ru', 'kk'], channels: ['telegram'], screens: ['home', 'search'] } },
    });
    expect(parseArgs(['a', '--lang', 'kz'], cwd)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/unknown "kz"/),
    });
    expect(parseArgs(['a', '--channel', 'max'], cwd)).toMatchObject({ ok: false });
    expect(parseArgs(['a', '--screen', ','], cwd)).toMatchObject({ ok: false });
  });

  it('explains what is wrong', () => {
    expect(parseArgs([], cwd)).toEqual({ ok: false, message: 'no tenant folder given' });
    expect(parseArgs(['a', 'b'], cwd)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/one tenant/),
    });
    expect(parseArgs(['a', '--port', 'x'], cwd)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/--port/),
    });
    expect(parseArgs(['a', '--port', '70000'], cwd)).toMatchObject({ ok: false });
    expect(parseArgs(['a', '--out'], cwd)).toMatchObject({ ok: false, message: '--out needs a folder' });
    expect(parseArgs(['a', '--fast'], cwd)).toEqual({ ok: false, message: 'unknown option --fast' });
    expect(parseArgs(['--help'], cwd)).toEqual({ help: true });
  });
});
