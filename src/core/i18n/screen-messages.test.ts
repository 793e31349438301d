import { describe, expect, it } from 'vitest';
import { eachTestWithoutMessageFormat } from './message-format/without-full.ts';
import { fullFormatter } from './message-format/full.ts';
import { Messages } from './messages.ts';
import {
  askedCatalogues,
  ensureMessages,
  setMessagesTarget,
  wasAsked,
  withMessages,
} from './screen-messages.ts';

eachTestWithoutMessageFormat();

describe('texts that come with their screens', () => {
  it("load with the screen's code into the messages on screen, once", async () => {
    const messages = new Messages('uz');
    setMessagesTarget(messages);
    let loads = 0;
    const loaders = {
      ru: async () => ({ title: 'Адрес' }),
      uz: async () => {
        loads += 1;
        return { title: 'Manzil' };
      },
    };
    const Screen = () => null;
    const load = withMessages('picker', loaders, async () => ({ default: Screen }));
    expect(wasAsked('picker')).toBe(false);
    const loaded = await load();
    expect(loaded.default).toBe(Screen);
    expect(messages.format('picker.title')).toBe('Manzil');
    expect(wasAsked('picker')).toBe(true);
    await ensureMessages('picker', loaders);
    expect(loads).toBe(1);
  });

  it('fill the messages of a newly chosen language', async () => {
    const english = new Messages('en');
    setMessagesTarget(english);
    await ensureMessages('sheet', {
      ru: async () => ({ close: 'Закрыть' }),
      en: async () => ({ close: 'Close' }),
    });
    expect(english.format('sheet.close')).toBe('Close');
  });

  it('remember the catalogues asked for, so a new language loads them again', async () => {
    setMessagesTarget(new Messages('ru'));
    const loaders = { ru: async () => ({ city: 'Город' }) };
    await ensureMessages('core.branches', loaders);
    expect(askedCatalogues()).toContainEqual(['core.branches', loaders]);
  });

  it('resolve only once a screen text that needs MessageFormat can be formatted', async () => {
    const messages = new Messages('en');
    setMessagesTarget(messages);
    expect(fullFormatter()).toBeUndefined();
    await ensureMessages('receipt', {
      en: async () => ({ total: 'Total {$sum :number minimumFractionDigits=2}' }),
    });
    expect(fullFormatter()).toBeDefined();
    expect(messages.format('receipt.total', { sum: 3 })).toBe('Total 3.00');
  });
});
