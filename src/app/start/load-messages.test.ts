/**
 * A language's messages arrive ready to format: the MessageFormat library downloads with them only
 * when one of their catalogues has a message the lean formatter does not take (messages.ts).
 */
import { describe, expect, it } from 'vitest';
import { eachTestWithoutMessageFormat } from '../../core/i18n/message-format/without-full.ts';
import { fullFormatter } from '../../core/i18n/message-format/full.ts';
import { defineModule } from '../../core/registry/define-module.ts';
import { loadMessages } from './load-messages.ts';

const moduleWith = (id: string, catalogue: Record<string, string>) =>
  defineModule({ id, owns: [], enabled: () => true, messages: { en: async () => catalogue } });

eachTestWithoutMessageFormat();

describe('loadMessages', () => {
  it('does not download MessageFormat for text, placeholders and plurals', async () => {
    const messages = await loadMessages('en', [
      moduleWith('shop', {
        hello: 'Hello, {$name}',
        items: '.input {$n :number}\n.match $n\none {{{$n} item}}\n* {{{$n} items}}',
      }),
    ]);
    expect(fullFormatter()).toBeUndefined();
    expect(messages.format('shop.items', { n: 2 })).toBe('2 items');
  });

  it('resolves once MessageFormat is here when a catalogue needs it', async () => {
    const messages = await loadMessages('en', [
      moduleWith('shop', { price: 'From {$price :number minimumFractionDigits=2}' }),
    ]);
    expect(fullFormatter()).toBeDefined();
    expect(messages.format('shop.price', { price: 5 })).toBe('From 5.00');
  });
});
