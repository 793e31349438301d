import { describe, expect, it } from 'vitest';
import { wordKeys, wordsOf } from './fold-text.ts';
import { matchWord, MatchKind, typoDistance } from './word-match.ts';

/** How the query word matches the name word, both as a customer and a merchant write them. */
const match = (query: string, word: string, typing = false) => {
  const keys = (text: string) => wordsOf(text).flatMap(wordKeys);
  let best: number = MatchKind.none;
  for (const q of keys(query)) for (const w of keys(word)) best = Math.max(best, matchWord(q, w, typing));
  return best;
};

describe('matching one word', () => {
  it('matches whole words and their starts, never the middle of another word', () => {
    expect(match('кола', 'Кола')).toBe(MatchKind.exact);
    expect(match('шок', 'шоколадный')).toBe(MatchKind.prefix);
    expect(match('кола', 'шоколадный')).toBe(MatchKind.none);
    expect(match('кола', 'колбаса')).toBe(MatchKind.none);
  });

  it('takes a single letter as the start of a word only while it is being typed', () => {
    expect(match('1', '1.5', true)).toBe(MatchKind.prefix);
    expect(match('1', '1.5', false)).toBe(MatchKind.none);
    expect(match('1', '1', false)).toBe(MatchKind.exact);
  });

  it('matches other endings of the same word', () => {
    expect(match('бургеры', 'бургер')).toBe(MatchKind.stem);
    expect(match('колы', 'кола')).toBe(MatchKind.stem);
    expect(match('burgerlar', 'burger')).toBe(MatchKind.stem);
    expect(match('сметаной', 'сметана')).toBe(MatchKind.stem);
    // Too little in common: different words, not endings.
    expect(match('молоко', 'молотый')).toBe(MatchKind.none);
    expect(match('кола', "qo'lda")).toBe(MatchKind.none);
    expect(match('мясо', 'мята')).toBe(MatchKind.none);
  });

  it('matches the head of a compound word', () => {
    expect(match('бургер', 'Чизбургер')).toBe(MatchKind.compound);
    expect(match('бургеры', 'Чизбургер')).toBe(MatchKind.compound);
    expect(match('бургер', 'гамбургеры')).toBe(MatchKind.compound);
    // Short endings are as often chance: "latte" does not end "chocolate".
    expect(match('latte', 'chocolate')).toBe(MatchKind.none);
    expect(match('burgerlar', 'chizburger')).toBe(MatchKind.compound);
    expect(match('бур', 'чизбургер')).toBe(MatchKind.none);
  });

  it('forgives typos by the length of the word', () => {
    expect(match('бургр', 'бургер')).toBe(MatchKind.typo);
    expect(match('бурегр', 'бургер')).toBe(MatchKind.typo);
    expect(match('шоколадд', 'шоколад')).toBe(MatchKind.exact);
    // An unstressed "о" written "а" (twice here) is half a typo: "шакалад", "малако" are found.
    expect(match('шакалад', 'шоколад')).toBe(MatchKind.typo);
    expect(match('малако', 'молоко')).toBe(MatchKind.typo);
    expect(match('шукулад', 'шоколад')).toBe(MatchKind.none);
    expect(match('шокаладный', 'шоколадный')).toBe(MatchKind.typo);
    expect(match('бургр', 'бургеры')).toBe(MatchKind.typoStart);
    // Four letters and less: no whole typo, or nearly everything would match.
    expect(match('сок', 'сом')).toBe(MatchKind.none);
    expect(match('кола', 'кока')).toBe(MatchKind.none);
  });

  it('takes "y" for "i" and "j" for "y" as another spelling, even in short words', () => {
    expect(match('chai', 'чай')).toBe(MatchKind.typo);
    expect(match('chaj', 'чай')).toBe(MatchKind.typo);
    expect(match('sir', 'сыр')).toBe(MatchKind.typo);
    expect(match('yaitsa', 'яйца')).toBe(MatchKind.typo);
    expect(match('сыр', 'сироп')).toBe(MatchKind.none);
  });

  it('matches numbers and barcodes only as written', () => {
    expect(match('1.5', '1.6')).toBe(MatchKind.none);
    expect(match('4780003010010', '4780003010011')).toBe(MatchKind.none);
    expect(match('47800030', '4780003010010')).toBe(MatchKind.prefix);
  });

  it('finds a Chinese word inside a name written without spaces', () => {
    expect(match('汉堡', '经典汉堡')).toBe(MatchKind.prefix);
  });
});

describe('typo distance', () => {
  it('counts half typos: a swap of neighbours is one typo, y for i a half', () => {
    expect(typoDistance('mlik', 'milk', 4).whole).toBe(2);
    expect(typoDistance('sir', 'syr', 4).whole).toBe(1);
    expect(typoDistance('burgr', 'burgerlar', 2)).toEqual({ whole: 3, start: 2 });
  });
});
