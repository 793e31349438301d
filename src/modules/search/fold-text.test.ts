import { describe, expect, it } from 'vitest';
import { wordKeys, wordsOf } from './fold-text.ts';

/** The first key of each spelling: one value when the spellings meet. */
const keysOf = (...spellings: string[]) => new Set(spellings.map((s) => wordKeys(s)[0]));

describe('folding words to keys', () => {
  it('meets Cyrillic and the Latin people type for it', () => {
    expect(keysOf('молоко', 'moloko')).toHaveProperty('size', 1);
    expect(keysOf('шоколад', 'shokolad')).toHaveProperty('size', 1);
    expect(keysOf('яйца', 'yaytsa')).toHaveProperty('size', 1);
    expect(keysOf('щука', 'shchuka', 'schuka', 'shuka')).toHaveProperty('size', 1);
    expect(keysOf('жук', 'zhuk', 'juk')).toHaveProperty('size', 1);
    expect(keysOf('хлеб', 'khleb', 'hleb', 'xleb')).toHaveProperty('size', 1);
    expect(keysOf('пицца', 'pizza', 'pitsa')).toHaveProperty('size', 1);
    expect(keysOf('кофе', 'coffee', 'kofe')).toHaveProperty('size', 1);
    expect(keysOf('кола', 'cola', 'kola')).toHaveProperty('size', 1);
  });

  it('reads Uzbek Latin (o‘, g‘, sh, ch, ya, yu, x, q) and Uzbek Cyrillic alike', () => {
    expect(keysOf("go'sht", 'go‘sht', 'goʻsht', 'gosht', 'гўшт')).toHaveProperty('size', 1);
    expect(keysOf("tog'", 'тоғ')).toHaveProperty('size', 1);
    expect(keysOf('choy', 'чой')).toHaveProperty('size', 1);
    expect(keysOf('yumshoq', 'юмшоқ')).toHaveProperty('size', 1);
    expect(keysOf('yangi', 'янги')).toHaveProperty('size', 1);
    expect(keysOf('xo‘roz', 'хўроз')).toHaveProperty('size', 1);
    expect(keysOf('sut', 'сут')).toHaveProperty('size', 1);
  });

  it('spells out Turkish letters whose accent is a sound, and drops other accents', () => {
    expect(keysOf('çay', 'чай', 'chay')).toHaveProperty('size', 1);
    expect(keysOf('şeker', 'sheker', 'шекер')).toHaveProperty('size', 1);
    expect(keysOf('café', 'cafe')).toHaveProperty('size', 1);
  });

  it('keeps apart what sounds apart', () => {
    expect(keysOf('сыр', 'сир')).toHaveProperty('size', 2);
    expect(keysOf('кола', 'шоколад')).toHaveProperty('size', 2);
    expect(keysOf('100', '10')).toHaveProperty('size', 2);
  });

  it('gives a word with ё both its е and its yo spelling', () => {
    expect(wordKeys('чёрный')).toContain(wordKeys('черный')[0]);
    expect(wordKeys('ёғ')).toContain(wordKeys("yog'")[0]);
    expect(wordKeys('молоко')).toHaveLength(1);
  });
});

describe('words of a text', () => {
  it('splits on anything but letters and digits, keeping decimals and Uzbek apostrophes', () => {
    expect(wordsOf('Молоко 1,5%, Toza Dala, 500 мл')).toEqual(['молоко', '1.5', 'toza', 'dala', '500', 'мл']);
    expect(wordsOf("Halol Go'sht")).toEqual(['halol', 'gosht']);
    expect(wordsOf('Кока-Кола')).toEqual(['кока', 'кола']);
    expect(wordsOf('  ')).toEqual([]);
  });
  it('keeps Arabic and Chinese words', () => {
    expect(wordsOf('برجر كلاسيك')).toEqual(['برجر', 'كلاسيك']);
    expect(wordsOf('经典汉堡')).toEqual(['经典汉堡']);
  });
});
