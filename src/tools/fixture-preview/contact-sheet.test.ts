import { describe, expect, it } from 'vitest';
import { contactSheetHtml, countsOf, formatDate, readableAddress } from './contact-sheet.ts';
import { progressLine } from './progress.ts';
import type { PreviewReport, ShotProblems, ShotResult } from './types.ts';

const none = (): ShotProblems => ({ pageErrors: [], consoleErrors: [], failedRequests: [], notes: [] });

const result = (over: Partial<ShotResult> & Pick<ShotResult, 'file'>): ShotResult => ({
  channel: 'web',
  lang: 'ru',
  screen: { name: 'home', path: '/' },
  address: '/',
  captured: true,
  problems: none(),
  durationMs: 1200,
  ...over,
});

const report = (): PreviewReport => ({
  tenantName: 'Burger <Lab>',
  sub: 'burger',
  baseUrl: 'http://burger.localhost:4000/',
  generatedAt: new Date('2026-03-01T09:30:00Z'),
  channels: [
    {
      plan: { channel: 'web', launchQuery: '' },
      languages: ['ru', 'uz'],
      screens: [],
      skipped: [
        { name: 'product-id', path: '/product/:id', moduleId: 'product-page', reason: 'no preview()' },
      ],
    },
    { plan: { channel: 'telegram', launchQuery: '?tgId=1' }, languages: ['ru'], screens: [], skipped: [] },
    {
      plan: { channel: 'click', launchQuery: '', unavailable: 'not available yet' },
      languages: [],
      screens: [],
      skipped: [],
    },
  ],
  results: [
    result({ file: 'web-ru-home.png' }),
    result({
      file: 'web-ru-search.png',
      screen: { name: 'search', path: '/search?q=%D0%A0', moduleId: 'search' },
      address: '/search?q=%D0%A0',
      problems: { ...none(), consoleErrors: ['<script>alert(1)</script>'] },
    }),
    result({
      file: 'web-uz-home.png',
      lang: 'uz',
      failure: '404: the storefront has no page at /',
      captured: false,
    }),
    result({ file: 'telegram-ru-home.png', channel: 'telegram', address: '/?tgId=1' }),
  ],
  serverMessages: ['settings-web.json: foo: unknown settings key; kept but unused'],
  runNotes: ['Only langs: ru, uz'],
});

describe('contactSheetHtml', () => {
  const html = contactSheetHtml(report());

  it('links every captured PNG by its file name and names screen and address under it', () => {
    for (const file of ['web-ru-home.png', 'web-ru-search.png', 'telegram-ru-home.png'])
      expect(html).toContain(`<img src="${file}"`);
    expect(html).toContain('<strong>search</strong>');
    expect(html).toContain('<code title="http://burger.localhost:4000/search?q=%D0%A0">/search?q=Р</code>');
    expect(html).toContain('/?tgId=1');
  });

  it('groups by channel, then language, in the order of the plan', () => {
    const order = [
      'id="channel-web"',
      'web · ru',
      'web · uz',
      'id="channel-telegram"',
      'telegram · ru',
      'id="channel-click"',
    ];
    const positions = order.map((marker) => html.indexOf(marker));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('has a header with the tenant, the date and the counts, and lists failures there', () => {
    expect(html).toContain('<h1>Burger &lt;Lab&gt; <small>burger</small></h1>');
    expect(html).toContain('2026-03-01 09:30 UTC');
    expect(html).toContain('4 screenshots');
    expect(html).toContain('1 failed');
    expect(html).toContain(
      '<a href="#web-uz-home.png">web uz home</a>: 404: the storefront has no page at /',
    );
    expect(html).toContain('unknown settings key');
    expect(html).toContain('Only langs: ru, uz');
  });

  it('shows the problems of each screen, escaped, and says what is not previewed', () => {
    expect(html).toContain('1 console error');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<figure id="web-uz-home.png" class="failed">');
    expect(html).toContain('no screenshot');
    expect(html).toContain('Not previewed: not available yet.');
    expect(html).toContain('/product/:id</code> (product-id, module product-page): no preview()');
  });
});

describe('helpers', () => {
  it('counts failures, warnings and routes not shown', () => {
    expect(countsOf(report())).toEqual({ shots: 4, failed: 1, withProblems: 1, skippedRoutes: 1 });
  });

  it('formats the date in UTC and addresses for reading', () => {
    expect(formatDate(new Date('2026-12-31T23:59:59Z'))).toBe('2026-12-31 23:59 UTC');
    expect(readableAddress('/search?q=%D0%A0%D0%BE%D0%BB%D0%BB')).toBe('/search?q=Ролл');
    expect(readableAddress('/bad%E0%A4%A')).toBe('/bad%E0%A4%A');
  });

  it('writes a progress line per screen', () => {
    expect(progressLine(3, 40, result({ file: 'x.png', durationMs: 1450 }))).toBe(
      '[ 3/40] web ru home  1.4 s',
    );
    expect(progressLine(12, 40, result({ file: 'x.png', failure: 'boom' }))).toBe(
      '[12/40] web ru home  FAILED: boom',
    );
  });
});
