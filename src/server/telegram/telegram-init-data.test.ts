import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  checkInitData,
  dataCheckString,
  DEFAULT_INIT_DATA_MAX_AGE_SECONDS,
  signInitData,
  type InitDataOptions,
} from './telegram-init-data.ts';

const BOT_TOKEN = '7000000001:AAF_test-token-for-unit-tests-only';
const OTHER_BOT_TOKEN = '7000000002:AAF_another-bot-token-of-the-tests';
const NOW = Date.parse('2026-03-01T09:00:00Z');
const nowSeconds = NOW / 1000;

const user = {
  id: 279058397,
  first_name: 'Aziz',
  last_name: 'Karimov',
  username: 'aziz',
  language_code: 'uz',
};
const fields = (extra: Record<string, string> = {}) => ({
  query_id: 'AAHdF6IQAAAAAN0XohDhrOrc',
  user: JSON.stringify(user),
  auth_date: String(nowSeconds - 60),
  ...extra,
});
const options: InitDataOptions = {
  botToken: BOT_TOKEN,
  maxAgeSeconds: DEFAULT_INIT_DATA_MAX_AGE_SECONDS,
  now: NOW,
};

/** Replaces one field of an init data string, keeping the hash (what a tampering client would do). */
function withField(initData: string, key: string, value: string): string {
  const params = new URLSearchParams(initData);
  params.set(key, value);
  return params.toString();
}

describe('init data check (Telegram algorithm)', () => {
  it('accepts init data signed with the bot token and reads the user', () => {
    const result = checkInitData(signInitData(fields(), BOT_TOKEN), options);
    expect(result).toMatchObject({
      ok: true,
      data: {
        authDate: nowSeconds - 60,
        user: { id: 279058397, firstName: 'Aziz', lastName: 'Karimov', username: 'aziz', languageCode: 'uz' },
      },
    });
  });

  it('builds the data-check-string as Telegram documents it, and the hash from it', () => {
    const text = dataCheckString(Object.entries({ b: '2', hash: 'x', a: '1', c: 'x=y' }));
    expect(text).toBe('a=1\nb=2\nc=x=y');
    // Computed independently of the module, step by step as the documentation writes it.
    const secret = createHmac('sha256', 'WebAppData').update(BOT_TOKEN).digest();
    const expected = createHmac('sha256', secret).update('auth_date=1\nuser={"id":1}').digest('hex');
    const signed = new URLSearchParams(signInitData({ user: '{"id":1}', auth_date: '1' }, BOT_TOKEN));
    expect(signed.get('hash')).toBe(expected);
  });

  it('refuses a wrong hash', () => {
    const initData = withField(signInitData(fields(), BOT_TOKEN), 'hash', 'a'.repeat(64));
    expect(checkInitData(initData, options)).toEqual({ ok: false, reason: 'bad-hash' });
    const short = withField(signInitData(fields(), BOT_TOKEN), 'hash', 'abc');
    expect(checkInitData(short, options)).toEqual({ ok: false, reason: 'bad-hash' });
  });

  it('refuses init data with a changed field', () => {
    const signed = signInitData(fields(), BOT_TOKEN);
    const otherUser = withField(signed, 'user', JSON.stringify({ ...user, id: 1 }));
    expect(checkInitData(otherUser, options)).toEqual({ ok: false, reason: 'bad-hash' });
    const added = `${signed}&start_param=promo`;
    expect(checkInitData(added, options)).toEqual({ ok: false, reason: 'bad-hash' });
  });

  it('refuses init data signed with another bot token', () => {
    expect(checkInitData(signInitData(fields(), OTHER_BOT_TOKEN), options)).toEqual({
      ok: false,
      reason: 'bad-hash',
    });
  });

  it('refuses init data without a hash', () => {
    const params = new URLSearchParams(signInitData(fields(), BOT_TOKEN));
    params.delete('hash');
    expect(checkInitData(params.toString(), options)).toEqual({ ok: false, reason: 'no-hash' });
    expect(checkInitData(`${params.toString()}&hash=`, options)).toEqual({ ok: false, reason: 'no-hash' });
  });

  it('refuses a stale auth_date, honouring the configured age', () => {
    const day = DEFAULT_INIT_DATA_MAX_AGE_SECONDS;
    const stale = signInitData(fields({ auth_date: String(nowSeconds - day - 1) }), BOT_TOKEN);
    expect(checkInitData(stale, options)).toEqual({ ok: false, reason: 'expired' });
    const edge = signInitData(fields({ auth_date: String(nowSeconds - day) }), BOT_TOKEN);
    expect(checkInitData(edge, options).ok).toBe(true);
    const hourOld = signInitData(fields({ auth_date: String(nowSeconds - 3601) }), BOT_TOKEN);
    expect(checkInitData(hourOld, { ...options, maxAgeSeconds: 3600 })).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses an auth_date more than a minute ahead, and a missing one', () => {
    const ahead = signInitData(fields({ auth_date: String(nowSeconds + 61) }), BOT_TOKEN);
    expect(checkInitData(ahead, options)).toEqual({ ok: false, reason: 'from-future' });
    const skew = signInitData(fields({ auth_date: String(nowSeconds + 30) }), BOT_TOKEN);
    expect(checkInitData(skew, options).ok).toBe(true);
    const { auth_date: _dropped, ...noDate } = fields();
    expect(checkInitData(signInitData(noDate, BOT_TOKEN), options)).toEqual({
      ok: false,
      reason: 'no-auth-date',
    });
    const words = signInitData(fields({ auth_date: 'yesterday' }), BOT_TOKEN);
    expect(checkInitData(words, options)).toEqual({ ok: false, reason: 'no-auth-date' });
  });

  it('treats 10 characters or fewer as missing (spec section 5)', () => {
    for (const initData of ['', '   ', 'hash=abc', '0123456789', ' 0123456789 ']) {
      expect(checkInitData(initData, options)).toEqual({ ok: false, reason: 'missing' });
    }
    expect(checkInitData('01234567890', options)).toEqual({ ok: false, reason: 'no-hash' });
  });

  it('refuses repeated fields and a user that is not a Telegram user', () => {
    const signed = signInitData(fields(), BOT_TOKEN);
    expect(checkInitData(`${signed}&user=${encodeURIComponent('{"id":1}')}`, options)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    const badUser = signInitData(fields({ user: '{"first_name":"no id"}' }), BOT_TOKEN);
    expect(checkInitData(badUser, options)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('accepts init data without a user (the handlers then refuse it)', () => {
    const { user: _user, ...noUser } = fields();
    const result = checkInitData(signInitData(noUser, BOT_TOKEN), options);
    expect(result).toMatchObject({ ok: true, data: { user: undefined } });
  });

  it("checks the fields exactly as received, Telegram's signature field included", () => {
    const signed = signInitData(
      fields({ signature: 'T8aGLlGIWqc7wWiLgMv5eGg', chat_type: 'sender' }),
      BOT_TOKEN,
    );
    expect(checkInitData(signed, options).ok).toBe(true);
    const params = new URLSearchParams(signed);
    params.delete('signature');
    expect(checkInitData(params.toString(), options)).toEqual({ ok: false, reason: 'bad-hash' });
  });
});
