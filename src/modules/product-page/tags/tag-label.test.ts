import { describe, expect, it } from 'vitest';
import { readableTag, tagKey, tagTexts } from './tag-label.ts';

describe('product tags', () => {
  it('turns a code into a message key', () => {
    expect(tagKey('hit')).toBe('hit');
    expect(tagKey(' For 4 ')).toBe('for-4');
    expect(tagKey('gluten_free')).toBe('gluten-free');
    expect(tagKey('Острый!')).toBe('острый');
    expect(tagKey('--')).toBe('');
  });

  it('shows an unknown code as words', () => {
    expect(readableTag('gluten_free')).toBe('Gluten free');
    expect(readableTag('for 4')).toBe('For 4');
    expect(readableTag('low-fat')).toBe('Low fat');
    expect(readableTag('острое')).toBe('Острое');
  });

  it('translates known codes, keeps the order and shows each once', () => {
    const known: Record<string, string> = { hit: 'Хит', spicy: 'Острое', beef: 'Говядина' };
    const message = (key: string) => known[key] ?? null;
    expect(tagTexts(['hit', 'spicy', 'beef', 'spicy', 'SPICY', 'new_in'], message)).toEqual([
      'Хит',
      'Острое',
      'Говядина',
      'New in',
    ]);
    expect(tagTexts(['', '  '], message)).toEqual([]);
    // Two codes that read the same (a known code and the same word typed in Russian) show once.
    expect(tagTexts(['hit', 'хит'], message)).toEqual(['Хит']);
  });
});
