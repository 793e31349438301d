import { describe, expect, it } from 'vitest';
import { Messages } from '../i18n/messages.ts';
import type { AppLanguage } from '../i18n/languages.ts';
import ar from './i18n/ar.json';
import en from './i18n/en.json';
import ru from './i18n/ru.json';
import {
  clip,
  leadText,
  pageDescription,
  pageTitle,
  plainText,
  SEO_NAMESPACE,
  type MenuLookup,
} from './page-text.ts';
import { homeTitle } from './site-title.ts';
import { testSite } from '../../../tests/support/core/seo/test-site.ts';

const catalogues = { ru, en, ar } as const;
const translate = (lang: keyof typeof catalogues) => {
  const messages = new Messages(lang);
  messages.add(SEO_NAMESPACE, catalogues[lang]);
  return (id: string, values?: Record<string, string | number>) => messages.format(id, values);
};

describe('plain text from merchant HTML', () => {
  it('drops tags, scripts and styles, reads entities and collapses white space', () => {
    expect(
      plainText('<p>Fish &amp; chips&nbsp;<b>now</b></p>\n<script>alert(1)</script><style>p{}</style>'),
    ).toBe('Fish & chips now');
    expect(plainText('&lt;b&gt; &#39;x&#39; &#x41; &unknown;')).toBe("<b> 'x' A &unknown;");
  });

  it('takes the first paragraph as the lead, not the heading', () => {
    expect(leadText('<h2>About</h2><p>We grill.</p><p>More.</p>')).toBe('We grill.');
    expect(leadText('Just text')).toBe('Just text');
    expect(leadText('<h2>Only a heading</h2><p> </p>')).toBe('Only a heading');
  });

  it('cuts a long text at a word, with an ellipsis', () => {
    const text = 'word '.repeat(60).trim();
    const cut = clip(text);
    expect([...cut].length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('word…')).toBe(true);
    expect(clip('short')).toBe('short');
  });
});

describe('titles', () => {
  const site = testSite();
  const menu: MenuLookup = {
    product: (id) => site.catalogue.productsById.get(id),
    category: (id) => site.catalogue.categories.find((c) => c.id === id),
  };

  it('gives the home page the settings title in the main language only, the brand elsewhere', () => {
    expect(homeTitle(site, 'ru')).toBe('Grill — лучшие бургеры');
    expect(homeTitle(site, 'en')).toBe('Grill');
    const noBrand = testSite({ settings: { brand: null, title: null } });
    expect(homeTitle(noBrand, 'ru')).toBe('Гриль');
  });

  it('names a product, a category and the fixed pages with the merchant', () => {
    const t = translate('en');
    expect(pageTitle(site, { kind: 'product', id: 100 }, menu, 'en', t)).toBe('Burger — Grill');
    expect(pageTitle(site, { kind: 'category', id: 10 }, menu, 'en', t)).toBe('Burgers — Grill');
    expect(pageTitle(site, { kind: 'branches' }, menu, 'en', t)).toBe('Branches — Grill');
    expect(pageTitle(site, { kind: 'policy', policy: 'privacy' }, menu, 'en', t)).toBe(
      'Privacy policy — Grill',
    );
    expect(pageTitle(site, { kind: 'policy', policy: 'about' }, menu, 'ru', translate('ru'))).toBe(
      'О компании — Grill',
    );
  });

  it('falls back to the merchant title for other pages and unknown products', () => {
    const t = translate('ru');
    expect(pageTitle(site, { kind: 'other' }, menu, 'ru', t)).toBe('Grill — лучшие бургеры');
    expect(pageTitle(site, { kind: 'product', id: 999 }, menu, 'ru', t)).toBe('Grill — лучшие бургеры');
  });

  it('keeps a right-to-left title readable (the placeholders isolated)', () => {
    const title = pageTitle(site, { kind: 'branches' }, menu, 'ar' as AppLanguage, translate('ar'));
    expect(title.replace(/[\u2066-\u2069]/g, '')).toBe('الفروع — Grill');
  });
});

describe('descriptions', () => {
  const site = testSite();

  it('uses the product description, else a template with the price in the merchant currency', () => {
    expect(pageDescription(site, { kind: 'product', id: 100 }, 'en', translate('en'))).toBe(
      'Beef and cheese',
    );
    expect(pageDescription(site, { kind: 'product', id: 101 }, 'ru', translate('ru'))).toBe(
      "Картофель за 20\u00a0000\u00a0so'm в Grill. Закажите онлайн.",
    );
    const tenge = testSite({ merchant: { currency: 'KZT', country: 'KZ' } });
    expect(pageDescription(tenge, { kind: 'product', id: 101 }, 'ru', translate('ru'))).toContain('тенге');
    // Kazakh offered as a language does not make the merchant's prices tenge.
    const kazakhSpoken = testSite({ settings: { kz: true } });
    expect(pageDescription(kazakhSpoken, { kind: 'product', id: 101 }, 'ru', translate('ru'))).toContain(
      "so'm",
    );
  });

  it('lists a category by its products', () => {
    expect(pageDescription(site, { kind: 'category', id: 10 }, 'en', translate('en'))).toBe(
      'Burgers at Grill: Burger, Картофель. Order online.',
    );
  });

  it("describes home (and other pages) with the lead of the merchant's about text, else a template", () => {
    expect(pageDescription(site, { kind: 'home' }, 'ru', translate('ru'))).toBe(
      'Гриль — бургерная в Ташкенте.',
    );
    expect(pageDescription(site, { kind: 'other' }, 'ru', translate('ru'))).toBe(
      'Гриль — бургерная в Ташкенте.',
    );
    const silent = testSite({ policies: [] });
    expect(pageDescription(silent, { kind: 'home' }, 'en', translate('en'))).toBe(
      'Grill: menu and prices. Order online.',
    );
    expect(pageDescription(silent, { kind: 'policy', policy: 'offerta' }, 'en', translate('en'))).toBe(
      'Public offer — Grill.',
    );
    expect(pageDescription(site, { kind: 'policy', policy: 'offerta' }, 'ru', translate('ru'))).toBe(
      'Условия заказа.',
    );
  });
});
