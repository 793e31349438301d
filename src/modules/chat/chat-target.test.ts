import { describe, expect, it } from 'vitest';
import { chatTarget } from './chat-target.ts';

describe('chatTarget', () => {
  it("opens the merchant's bot first, else its Telegram account", () => {
    expect(
      chatTarget({ telegramBotLink: 'https://t.me/burgerlab_demo_bot', telegram: 'https://t.me/burgerlab' }),
    ).toEqual({
      href: 'https://t.me/burgerlab_demo_bot',
      telegramPath: '/burgerlab_demo_bot',
    });
    expect(chatTarget({ telegramBotLink: null, telegram: 't.me/burgerlab' })).toEqual({
      href: 'https://t.me/burgerlab',
      telegramPath: '/burgerlab',
    });
    expect(chatTarget({ telegramBotLink: '@burgerlab_bot', telegram: null })?.href).toBe(
      'https://t.me/burgerlab_bot',
    );
    expect(
      chatTarget({ telegramBotLink: 'https://telegram.me/burgerlab_bot?start=help', telegram: null }),
    ).toEqual({
      href: 'https://t.me/burgerlab_bot?start=help',
      telegramPath: '/burgerlab_bot?start=help',
    });
  });

  it('takes another https chat as it is, with no Telegram path', () => {
    expect(chatTarget({ telegramBotLink: null, telegram: 'https://chat.example.uz/burger' })).toEqual({
      href: 'https://chat.example.uz/burger',
      telegramPath: null,
    });
  });

  it('refuses dangerous or broken addresses, falling back to the other setting', () => {
    expect(chatTarget({ telegramBotLink: 'javascript:alert(1)', telegram: null })).toBeNull();
    expect(chatTarget({ telegramBotLink: 'http://t.me/x_bot', telegram: null })).toBeNull();
    expect(chatTarget({ telegramBotLink: 'https://t.me/', telegram: null })).toBeNull();
    expect(chatTarget({ telegramBotLink: 'https://user:pw@t.me/x_bot', telegram: null })).toBeNull();
    expect(chatTarget({ telegramBotLink: 'data:text/html,x', telegram: 'https://t.me/fallback' })?.href).toBe(
      'https://t.me/fallback',
    );
    expect(chatTarget({ telegramBotLink: '  ', telegram: undefined })).toBeNull();
  });
});
