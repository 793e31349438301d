import { describe, expect, it } from 'vitest';
import { appLanguages } from '../i18n/languages.ts';
import { routeStep } from './route-step.ts';

describe('route step', () => {
  it('removes a language segment and sends the visitor on', () => {
    expect(routeStep('/ru')).toEqual({ lang: 'ru', path: '/' });
    expect(routeStep('/uz/')).toEqual({ lang: 'uz', path: '/' });
  });
  it('removes a language and a page segment together', () => {
    expect(routeStep('/uz/2')).toEqual({ lang: 'uz', page: '2', path: '/' });
    expect(routeStep('/1')).toEqual({ page: '1', path: '/' });
  });
  it('keeps what follows, so deep links survive', () => {
    expect(routeStep('/ru/product/12')).toEqual({ lang: 'ru', path: '/product/12' });
  });
  it('takes every interface language, and the backend spellings eng and kz', () => {
    for (const lang of appLanguages) expect(routeStep(`/${lang}/about`)).toEqual({ lang, path: '/about' });
    expect(routeStep('/en/1')).toEqual({ lang: 'en', page: '1', path: '/' });
    expect(routeStep('/ar/product/12')).toEqual({ lang: 'ar', path: '/product/12' });
    expect(routeStep('/eng/')).toEqual({ lang: 'en', path: '/' });
    expect(routeStep('/kz/product/3')).toEqual({ lang: 'kk', path: '/product/3' });
  });
  it('leaves other paths alone', () => {
    expect(routeStep('/product/12')).toEqual({ path: '/product/12' });
    expect(routeStep('/de/about')).toEqual({ path: '/de/about' });
    expect(routeStep('/EN/about')).toEqual({ path: '/EN/about' });
    expect(routeStep('/about/en')).toEqual({ path: '/about/en' });
    expect(routeStep('/3')).toEqual({ path: '/3' });
    expect(routeStep('/russia')).toEqual({ path: '/russia' });
  });
  it('only takes the page segment right after the start or the language', () => {
    expect(routeStep('/product/1')).toEqual({ path: '/product/1' });
  });
});
