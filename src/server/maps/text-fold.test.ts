import { describe, expect, it } from 'vitest';
import { editDistance, MatchClass, matchName, wordMatch } from './name-match.ts';
import { foldHouseNumber, foldText, wordsOf } from './text-fold.ts';

const words = (text: string) => wordsOf(foldText(text));

describe('foldText', () => {
  it('gives Uzbek Latin, Uzbek Cyrillic and apostrophe-less spellings one form', () => {
    const forms = ["G'afur G'ulom", 'Ғафур Ғулом', 'gafur gulom', 'GʻAFUR GʻULOM', 'G`afur G‘ulom'];
    for (const form of forms) expect(foldText(form), form).toBe('gafur gulom');
    expect(foldText("O'zbekiston")).toBe(foldText('Ўзбекистон'));
    expect(foldText('Mustaqillik')).toBe(foldText('Мустақиллик'));
  });

  it('merges the letters that stand for one sound: x/h/kh/ҳ/х, q/k/қ, zh/j', () => {
    expect(foldText('Xalqlar')).toBe(foldText('Халқлар'));
    expect(foldText('Hamza')).toBe(foldText('Ҳамза'));
    expect(foldText('Khamza')).toBe('hamza');
    expect(foldText('Жуковский')).toBe(foldText('Zhukovskiy'));
    expect(foldText('Чорсу Шайхонтоҳур')).toBe('chorsu shayhontohur');
  });

  it('transliterates Russian and Kazakh letters, drops signs and punctuation', () => {
    expect(foldText('Съезд, ул. Щорса')).toBe('sezd ul shorsa');
    // ы is y and ң is ng, as the shared table spells them (contract/transliteration.ts).
    expect(foldText('Әл-Фараби даңғылы')).toBe('al farabi danggyly');
    expect(foldText('Щорса')).toBe(foldText('Shchorsa'));
    expect(foldText('  Amir   Temur,  15/2 ')).toBe('amir temur 15/2');
  });

  it('joins a house number and its letter', () => {
    expect(words('Amir Temur 15 а')).toEqual(['amir', 'temur', '15a']);
    expect(words('15-А')).toEqual(['15a']);
    expect(foldHouseNumber('15 A')).toBe('15a');
  });
});

describe('name matching', () => {
  it('counts a swap of neighbours as one edit and gives up above the maximum', () => {
    expect(editDistance('shahrisbaz', 'shahrisabz', 2)).toBe(1);
    expect(editDistance('temur', 'timur', 1)).toBe(1);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });

  it('grades a word: exact, prefix (still typing), typo, none', () => {
    expect(wordMatch('temur', 'temur', false)).toBe(MatchClass.exact);
    expect(wordMatch('tem', 'temur', true)).toBe(MatchClass.prefix);
    expect(wordMatch('timur', 'temur', false)).toBe(MatchClass.fuzzy);
    expect(wordMatch('shahrisbaz', 'shahrisabz', false)).toBe(MatchClass.fuzzy);
    // Short words get no typo: "bor" is not "bog".
    expect(wordMatch('bor', 'bog', false)).toBe(MatchClass.none);
    expect(wordMatch(foldText('Sayilgox'), foldText('Сайилгоҳ'), true)).toBe(MatchClass.exact);
  });

  it('treats street words as optional and prefers a whole name to a part of one', () => {
    const street = words("Amir Temur shoh ko'chasi");
    const none = new Set<string>();
    expect(matchName(words('amir temur'), street, none).match).toBe(MatchClass.exact);
    expect(matchName(words('Amir Temur ko‘chasi'), street, none).match).toBe(MatchClass.exact);
    expect(matchName(words('amir temur'), words('Amir Temur haykali'), none)).toEqual({
      match: MatchClass.prefix,
      unmatched: 1,
    });
    expect(matchName(words('amirtemur'), street, none).match).toBe(MatchClass.exact);
    expect(matchName(words('navoi'), street, none).match).toBe(MatchClass.none);
    // Only street words: nothing to look for.
    expect(matchName(words("ko'chasi"), street, none).match).toBe(MatchClass.none);
  });

  it('lets optional words (the city) match nothing', () => {
    const street = words("Amir Temur shoh ko'chasi");
    expect(matchName(words('Amir Temur Toshkent'), street, new Set()).match).toBe(MatchClass.none);
    expect(matchName(words('Amir Temur Toshkent'), street, new Set(['toshkent'])).match).toBe(
      MatchClass.exact,
    );
  });
});
