import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../contract/index.ts';
import { appLinks, contactHref, safeHref, socialLinks } from './social-links.ts';

describe('footer links', () => {
  it('shows a social link only when its flag is on and it has a value', () => {
    const s = {
      ...defaultSettings(),
      phone: '+998 71 200-11-00',
      phoneActive: true,
      telegram: 't.me/burger',
      telegramActive: false,
      instagram: 'https://instagram.com/burger',
      instagramActive: true,
    };
    expect(socialLinks(s)).toEqual([
      { kind: 'phone', href: 'tel:+998712001100', label: '+998 71 200-11-00' },
      { kind: 'instagram', href: 'https://instagram.com/burger', label: 'https://instagram.com/burger' },
    ]);
  });
  it('refuses dangerous URL schemes', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,x')).toBeNull();
    expect(safeHref('t.me/burger')).toBe('https://t.me/burger');
    const s = {
      ...defaultSettings(),
      facebook: 'javascript:alert(1)',
      facebookActive: true,
      iosAppLink: 'vbscript:x',
      androidAppLink: 'https://play.google.com/x',
    };
    expect(socialLinks(s)).toEqual([]);
    expect(appLinks(s)).toEqual([{ kind: 'android', href: 'https://play.google.com/x' }]);
  });
  it('turns contacts into the right kind of link', () => {
    expect(contactHref({ type: 'EMAIL', value: 'hi@burger.uz' })).toBe('mailto:hi@burger.uz');
    expect(contactHref({ type: 'ADDRESS', value: 'Tashkent' })).toBeNull();
    expect(contactHref({ type: 'PHONE', value: '+998 (71) 200' })).toBe('tel:+99871200');
  });
});
