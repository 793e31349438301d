import { describe, expect, it } from 'vitest';
import { notFoundTitle } from './app-messages.ts';
import { judgePage, type Expectation, type PageSnapshot } from './page-state.ts';

const snapshot = (over: Partial<PageSnapshot> = {}): PageSnapshot => ({
  pathname: '/about',
  lang: 'ru',
  stateTitles: [],
  errorText: null,
  ...over,
});
const expected = (over: Partial<Expectation> = {}): Expectation => ({
  pathname: '/about',
  lang: 'ru',
  notFoundTitle: 'Страница не найдена',
  pageErrors: [],
  ...over,
});

describe('judgePage', () => {
  it('passes a page that shows what was asked', () => {
    expect(judgePage(snapshot(), expected())).toEqual({ notes: [] });
  });

  it('fails the 404 page, an error state, a redirect to /blocked and an uncaught error', () => {
    expect(judgePage(snapshot({ stateTitles: ['Страница не найдена'] }), expected()).failure).toMatch(/^404/);
    expect(judgePage(snapshot({ errorText: 'Внутренняя ошибка сервера' }), expected()).failure).toMatch(
      /shows an error: Внутренняя/,
    );
    expect(judgePage(snapshot({ pathname: '/blocked' }), expected()).failure).toMatch(/not active/);
    expect(judgePage(snapshot({ pathname: '/merchantNotAvailable' }), expected()).failure).toMatch(
      /no merchant/,
    );
    expect(judgePage(snapshot(), expected({ pageErrors: ['x is undefined'] })).failure).toMatch(
      /x is undefined/,
    );
  });

  it('notes, without failing, a redirect to another page', () => {
    expect(judgePage(snapshot({ pathname: '/login' }), expected({ pathname: '/profile' }))).toEqual({
      notes: ['redirected to /login'],
    });
  });

  it('notes, without failing, a page in another language than the cookie asked for', () => {
    expect(judgePage(snapshot({ lang: 'ru' }), expected({ lang: 'uz' }))).toEqual({
      notes: [expect.stringMatching(/"ru", not "uz"/)],
    });
  });
});

describe('notFoundTitle', () => {
  it('reads the 404 title of each language from the app catalogue', () => {
    expect(notFoundTitle('ru')).toBe('Страница не найдена');
    expect(notFoundTitle('en')).toBeTruthy();
  });
});
