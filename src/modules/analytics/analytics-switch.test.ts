import { describe, expect, it } from 'vitest';
import { analyticsAllowed } from './analytics-switch.ts';

describe('analyticsAllowed', () => {
  it("runs on a merchant's own host for a customer's browser", () => {
    expect(analyticsAllowed('', 'burger.example.uz', false)).toBe(true);
    expect(analyticsAllowed('?analytics=off', 'burger.example.uz', false)).toBe(false);
  });

  it('stays off in automated browsers and on demo, dev and local hosts unless asked', () => {
    expect(analyticsAllowed('', 'burger.example.uz', true)).toBe(false);
    for (const host of ['burger.localhost', 'localhost', '127.0.0.1', 'demo.example.uz', 'dev.example.uz'])
      expect(analyticsAllowed('?vendor=burger', host, false)).toBe(false);
    expect(analyticsAllowed('?analytics=on', 'burger.localhost', true)).toBe(true);
  });
});
