import { describe, expect, it } from 'vitest';
import { spellInLatin } from './transliteration.ts';

describe('the one transliteration table', () => {
  it('spells Russian letters as people type them in Latin', () => {
    expect(spellInLatin('щука')).toBe('shchuka');
    expect(spellInLatin('жук хлеб')).toBe('zhuk khleb');
    expect(spellInLatin('съезд')).toBe('sezd');
    expect(spellInLatin('сыр сир')).toBe('syr sir');
  });

  it('spells Uzbek Cyrillic as the Uzbek Latin alphabet writes it', () => {
    expect(spellInLatin('гўшт')).toBe("go'sht");
    expect(spellInLatin('тоғ')).toBe("tog'");
    expect(spellInLatin('мустақиллик')).toBe('mustaqillik');
    expect(spellInLatin('ёғ')).toBe("yog'");
  });

  it('spells Kazakh letters and the sound-bearing accents of Latin', () => {
    expect(spellInLatin('әл фараби даңғылы')).toBe("al farabi dangg'yly");
    expect(spellInLatin('çay şeker')).toBe('chay sheker');
  });

  it('leaves Latin, digits and other scripts as they are', () => {
    expect(spellInLatin('café 15/2 برجر')).toBe('café 15/2 برجر');
  });
});
