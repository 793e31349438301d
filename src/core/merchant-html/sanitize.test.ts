// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizePolicyHtml } from './sanitize.ts';

describe('policy HTML', () => {
  it('keeps text formatting', () => {
    expect(sanitizePolicyHtml('<h2>Terms</h2><p>Read <strong>this</strong></p><ul><li>a</li></ul>')).toBe(
      '<h2>Terms</h2><p>Read <strong>this</strong></p><ul><li>a</li></ul>',
    );
  });
  it('removes scripts, event handlers, styles, frames and forms', () => {
    const dirty =
      '<p onclick="steal()">x</p><script>alert(1)</script><iframe src="https://e.x"></iframe><form><input></form><p style="position:fixed">y</p>';
    const clean = sanitizePolicyHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|iframe|form|input|style/);
    expect(clean).toContain('<p>x</p>');
  });
  it('refuses dangerous link schemes and opens web links safely', () => {
    const clean = sanitizePolicyHtml(
      '<a href="javascript:alert(1)">bad</a><a href="https://shop.example.uz">ok</a><a href="/privacy">in</a>',
    );
    expect(clean).not.toContain('javascript:');
    expect(clean).toContain(
      '<a href="https://shop.example.uz" target="_blank" rel="noopener noreferrer">ok</a>',
    );
    expect(clean).toContain('<a href="/privacy">in</a>');
  });
  it('drops links that a browser reads as another host unless written out as http(s)', () => {
    const evil = [
      '//evil.example/x',
      '\\\\evil.example',
      '/\\evil.example',
      'https:\\\\evil',
      '/\t/evil.example',
      ' //evil.example',
      'https:evil.example',
    ];
    for (const href of evil) {
      const clean = sanitizePolicyHtml(`<a href="${href}">x</a>`);
      expect(clean, href).toBe('<a>x</a>');
    }
  });
  it('keeps links to this site as paths, and mail and phone links', () => {
    expect(sanitizePolicyHtml('<a href="/privacy">a</a>')).toBe('<a href="/privacy">a</a>');
    expect(sanitizePolicyHtml('<a href="/about?lang=uz#team">b</a>')).toBe(
      '<a href="/about?lang=uz#team">b</a>',
    );
    expect(sanitizePolicyHtml('<a href="mailto:hi@shop.uz">c</a>')).toBe('<a href="mailto:hi@shop.uz">c</a>');
    expect(sanitizePolicyHtml('<a href="tel:+998901234567">d</a>')).toBe('<a href="tel:+998901234567">d</a>');
  });
  it('refuses paths that lead to another host', () => {
    const clean = sanitizePolicyHtml(
      '<a href="//evil.example/a">a</a><a href="/\\evil.example/b">b</a><a href="/\t/evil.example/c">c</a>',
    );
    expect(clean).not.toContain('evil.example');
    expect(clean).toBe('<a>a</a><a>b</a><a>c</a>');
  });
});
