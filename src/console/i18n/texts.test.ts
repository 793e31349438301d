import { describe, expect, it } from 'vitest';
import en from './messages/en.json';
import ru from './messages/ru.json';
import uz from './messages/uz.json';
import groups from '../studio/settings-groups.json';
import { isTextKey, textsFor } from './texts.ts';

const valuesOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('console texts', () => {
  it('has every English key in Russian and Uzbek, with the same values named', () => {
    for (const [lang, catalogue] of Object.entries({ ru, uz })) {
      const texts: Record<string, string> = catalogue;
      expect(Object.keys(texts).sort(), lang).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(en))
        expect(valuesOf(texts[key] ?? ''), `${lang} ${key}`).toEqual(valuesOf(text));
    }
  });

  it("names every group of the settings studio (a module id is not a staff member's word)", () => {
    for (const id of [...new Set(Object.values(groups)), 'other'])
      expect(isTextKey(`studio.group.${id}`), id).toBe(true);
  });

  it('fills in the values it names', () => {
    expect(textsFor('en')('order.number', { number: 12 })).toBe('Order 12');
    expect(textsFor('ru')('time.hours', { hours: 1, minutes: 5 })).toBe('1 ч 5 мин');
  });
});
