import { describe, expect, it } from 'vitest';
import { parseReconcileArgs, type ParseResult } from './cli-args.ts';

const ok = (result: ParseResult) => {
  if (!('ok' in result) || !result.ok) throw new Error(JSON.stringify(result));
  return result.args;
};
const problem = (result: ParseResult) => (!('ok' in result) || result.ok ? undefined : result.message);

describe('payments:reconcile command line', () => {
  it('days are whole days on Tashkent clocks, --to included', () => {
    const args = ok(parseReconcileArgs(['--from', '2026-03-01', '--to', '2026-03-31']));
    expect(new Date(args.from).toISOString()).toBe('2026-02-28T19:00:00.000Z');
    expect(new Date(args.to).toISOString()).toBe('2026-03-31T18:59:59.999Z');
    expect(args).toMatchObject({
      timeZone: 'Asia/Tashkent',
      json: false,
      merchant: undefined,
      db: undefined,
    });
  });

  it('another time zone, moments with their zone, and every option', () => {
    const args = ok(
      parseReconcileArgs([
        '--from=2026-03-01T10:00:00Z',
        '--to',
        '2026-03-01',
        '--time-zone',
        'Asia/Almaty',
        '--merchant',
        'burger',
        '--db',
        'postgres://shop@db/storefront',
        '--payme-statement',
        'march.json',
        '--fixtures',
        'tenants',
        '--json',
      ]),
    );
    expect(new Date(args.from).toISOString()).toBe('2026-03-01T10:00:00.000Z');
    expect(new Date(args.to).toISOString()).toBe('2026-03-01T18:59:59.999Z');
    expect(args).toMatchObject({
      merchant: 'burger',
      db: 'postgres://shop@db/storefront',
      paymeStatement: 'march.json',
      fixtures: 'tenants',
      json: true,
    });
  });

  it('--help', () => {
    expect(parseReconcileArgs(['--help'])).toEqual({ help: true });
    expect(parseReconcileArgs(['-h'])).toEqual({ help: true });
  });

  it.each([
    [[], 'needs both --from and --to'],
    [['--from', '2026-03-01'], 'needs both --from and --to'],
    [['--from', '2026-02-30', '--to', '2026-03-01'], '--from needs a day'],
    [['--from', '2026-03-01T10:00', '--to', '2026-03-01'], '--from needs a day'],
    [['--from', '1 March', '--to', '2026-03-01'], '--from needs a day'],
    [['--from', '2026-03-02', '--to', '2026-03-01'], '--from (2026-03-02) is after --to (2026-03-01)'],
    [['--from', '2026-03-01', '--to', '2026-03-01', '--time-zone', 'Mars/Olympus'], '--time-zone needs'],
    [
      ['--from', '2026-03-01', '--to', '2026-03-01', '--payme-statement', 's.json'],
      'name its merchant with --merchant',
    ],
    [['--from', '2026-03-01', '--to', '2026-03-01', '--merchant', ' '], '--merchant needs a value'],
    [['--from', '2026-03-01', '--to', '2026-03-01', '--verbose'], "Unknown option '--verbose'"],
    [['--from', '2026-03-01', '--to', '2026-03-01', 'extra'], 'extra'],
  ])('refuses %j', (argv, message) => {
    expect(problem(parseReconcileArgs(argv))).toContain(message);
  });
});
