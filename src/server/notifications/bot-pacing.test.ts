import { describe, expect, it } from 'vitest';
import { BotPacer } from './bot-pacing.ts';

const T = 1_000_000;

describe("Telegram's sending limits", () => {
  it('one message per second to a chat; other chats are free', () => {
    const pacer = new BotPacer();
    expect(pacer.freeAt(1, 'a', T)).toBe(T);
    pacer.sent(1, 'a', T);
    expect(pacer.freeAt(1, 'a', T + 200)).toBe(T + 1_000);
    expect(pacer.freeAt(1, 'b', T + 200)).toBe(T + 200);
    // Another merchant's bot writing to the same person is another chat.
    expect(pacer.freeAt(2, 'a', T + 200)).toBe(T + 200);
    expect(pacer.freeAt(1, 'a', T + 1_500)).toBe(T + 1_500);
  });

  it('at most 30 messages a second per bot', () => {
    const pacer = new BotPacer();
    for (let i = 0; i < 30; i++) pacer.sent(1, `chat-${i}`, T + i);
    expect(pacer.freeAt(1, 'other', T + 40)).toBe(T + 1_000);
    expect(pacer.freeAt(2, 'other', T + 40)).toBe(T + 40);
    pacer.sent(1, 'late', T + 1_000);
    // The window slides: the 2nd call of the burst was at T + 1.
    expect(pacer.freeAt(1, 'other', T + 1_000)).toBe(T + 1_001);
  });

  it("a 429's wait holds the whole bot", () => {
    const pacer = new BotPacer();
    pacer.pause(1, T + 35_000);
    pacer.pause(1, T + 5_000);
    expect(pacer.freeAt(1, 'x', T)).toBe(T + 35_000);
    expect(pacer.freeAt(2, 'x', T)).toBe(T);
  });
});
