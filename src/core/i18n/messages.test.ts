/**
 * Messages downloads the MessageFormat library only for a catalogue that needs it, and a message that
 * needs it never shows a wrong text before it came. Each test starts without the library.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eachTestWithoutMessageFormat } from '../../../tests/support/core/i18n/message-format/without-full.ts';
import { fullFormatter } from './message-format/full.ts';
import { Messages } from './messages.ts';

const plural = '.input {$n :number}\n.match $n\none {{{$n} item}}\n* {{{$n} items}}';
const dated = 'Due {$day :datetime}';

afterEach(() => vi.restoreAllMocks());

eachTestWithoutMessageFormat();

describe('messages and the MessageFormat library', () => {
  it('formats text, placeholders and plurals without the library', async () => {
    const messages = new Messages('en');
    messages.add('shop', { hello: 'Hello, {$name}!', items: plural });
    await messages.ready();
    expect(fullFormatter()).toBeUndefined();
    expect(messages.format('shop.hello', { name: 'Ann' })).toBe('Hello, Ann!');
    expect(messages.format('shop.items', { n: 1 })).toBe('1 item');
    // A message's numbers in the spec's one format (format.ts), not Intl's "1,200".
    expect(messages.format('shop.items', { n: 1200 })).toBe('1\u00a0200 items');
    expect(messages.format('shop.hello', { name: 0.5 })).toBe('Hello, 0.5!');
  });

  it('shows the id, says so and fetches the library when a message is formatted too early', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const messages = new Messages('en');
    messages.add('shop', { due: 'Due {$day :string}' });
    expect(messages.format('shop.due', { day: 'Monday' })).toBe('shop.due');
    expect(messages.format('shop.due', { day: 'Monday' })).toBe('shop.due');
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('shop.due');
    await messages.ready();
    expect(messages.format('shop.due', { day: 'Monday' })).toBe('Due Monday');
  });

  it('is ready once the library is here when a catalogue needs it', async () => {
    const messages = new Messages('ar');
    messages.add('shop', { due: dated, name: '{$name}' });
    await messages.ready();
    expect(fullFormatter()).toBeDefined();
    expect(messages.format('shop.name', { name: 'x' })).toBe('\u2068x\u2069');
    // An invalid message shows its source, as before.
    messages.add('shop', { broken: '{$name' });
    expect(messages.format('shop.broken')).toBe('{$name');
  });
});
