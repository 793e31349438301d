import { describe, expect, it } from 'vitest';
import { RENDERED_PAGE_ELEMENT_ID } from '../../contract/rendered-page.ts';
import { withRenderedPage, type RenderedHtml } from './server-render.ts';
import { testRenderedPage } from '../../../tests/support/server/pages/test-rendered-page.ts';

const index =
  '<!doctype html><html lang="ru"><head><title>Menu</title></head><body><div id="root"></div></body></html>';
const renderedPage = (path: string) => testRenderedPage({ lang: 'ar', path });
const rendered = (over: Partial<RenderedHtml> = {}): RenderedHtml => ({
  html: '<main><h1>Burger Lab</h1></main>',
  lang: 'ar',
  dir: 'rtl',
  brand: '#FCE000',
  onBrand: '#000000',
  theme: 'dark',
  page: renderedPage('/x'),
  ...over,
});

describe('a rendered page in the index page', () => {
  it('puts the markup in #root, the data after it, and the language, direction and colours on <html>', () => {
    const page = withRenderedPage(index, rendered());
    expect(page).toContain(
      '<html lang="ar" dir="rtl" data-theme="dark" style="--brand:#FCE000;--on-brand:#000000">',
    );
    expect(page).toContain('<div id="root"><main><h1>Burger Lab</h1></main></div>');
    expect(page).toContain(
      `<script id="${RENDERED_PAGE_ELEMENT_ID}" type="application/json">${JSON.stringify(renderedPage('/x'))}</script>`,
    );
  });

  it('keeps merchant text from closing the data script or the style attribute', () => {
    const page = withRenderedPage(
      index,
      rendered({ page: renderedPage('</script><script>alert(1)</script>'), brand: '"><script>x</script>' }),
    );
    expect(page).not.toContain('</script><script>alert(1)');
    expect(page).toContain('\\u003c/script>');
    expect(page).not.toContain('"><script>x');
  });

  it('reads "$&" in the markup as text, not as a replacement pattern', () => {
    const page = withRenderedPage(index, rendered({ html: "<p>$& $' $`</p>" }));
    expect(page).toContain('<div id="root"><p>$& $\' $`</p></div>');
  });
});
