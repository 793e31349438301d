import { describe, expect, it } from 'vitest';
import { DeploymentConfigError } from '../http/security-config.ts';
import { DEFAULT_TELEGRAM_API_URL, resolveTelegramConfig } from './telegram-config.ts';

describe('TELEGRAM_API_URL', () => {
  it("unset: Telegram's own address in production, nothing sent elsewhere", () => {
    expect(resolveTelegramConfig(undefined, true, {})).toEqual({ apiUrl: DEFAULT_TELEGRAM_API_URL });
    expect(resolveTelegramConfig(undefined, false, {})).toEqual({ apiUrl: null });
    expect(resolveTelegramConfig(undefined, true, { TELEGRAM_API_URL: ' ' })).toEqual({
      apiUrl: DEFAULT_TELEGRAM_API_URL,
    });
  });

  it('an address is used in any mode, without its trailing slash; off sends nothing', () => {
    const env = { TELEGRAM_API_URL: 'http://127.0.0.1:8081/' };
    expect(resolveTelegramConfig(undefined, false, env)).toEqual({ apiUrl: 'http://127.0.0.1:8081' });
    expect(
      resolveTelegramConfig(undefined, true, { TELEGRAM_API_URL: 'https://bots.example.com/tg' }),
    ).toEqual({
      apiUrl: 'https://bots.example.com/tg',
    });
    expect(resolveTelegramConfig(undefined, true, { TELEGRAM_API_URL: 'OFF' })).toEqual({ apiUrl: null });
    // createApp's option wins, and null turns sending off.
    expect(resolveTelegramConfig('http://localhost:9', true, env)).toEqual({ apiUrl: 'http://localhost:9' });
    expect(resolveTelegramConfig(null, true, env)).toEqual({ apiUrl: null });
  });

  it('a value that cannot be used stops the start, naming the variable', () => {
    for (const value of [
      'api.telegram.org',
      'ftp://api.telegram.org',
      'https://user:pass@api.telegram.org',
      'https://api.telegram.org/?x=1',
    ]) {
      expect(() => resolveTelegramConfig(undefined, true, { TELEGRAM_API_URL: value }), value).toThrow(
        DeploymentConfigError,
      );
      expect(() => resolveTelegramConfig(undefined, true, { TELEGRAM_API_URL: value }), value).toThrow(
        /TELEGRAM_API_URL/,
      );
    }
  });
});
