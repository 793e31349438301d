import { describe, expect, it } from 'vitest';
import { detectChannel } from '../../start/channel.ts';
import { readLaunchParams, userOfInitData } from './launch-params.ts';
import { internationalPhone } from './request-contact.ts';

const initData = new URLSearchParams({
  query_id: 'AAE1',
  user: JSON.stringify({ id: 42, first_name: 'Aziz', language_code: 'uz' }),
  auth_date: '1760000000',
  hash: 'abc',
}).toString();

describe('Telegram launch parameters', () => {
  it('reads the init data and theme from the hash', () => {
    const hash = `#${new URLSearchParams({ tgWebAppData: initData, tgWebAppThemeParams: '{"bg_color":"#17212b","button_color":"#5288c1"}' })}`;
    const launch = readLaunchParams(hash);
    expect(launch?.initData).toBe(initData);
    expect(launch?.themeParams).toEqual({ bg_color: '#17212b', button_color: '#5288c1' });
  });
  it('treats init data of 10 characters or fewer as missing', () => {
    expect(readLaunchParams(`#tgWebAppData=${encodeURIComponent('a=1&b=2')}`)).toBeNull();
    expect(readLaunchParams('')).toBeNull();
  });
  it('survives a broken theme', () => {
    expect(
      readLaunchParams(`#${new URLSearchParams({ tgWebAppData: initData, tgWebAppThemeParams: '{oops' })}`)
        ?.themeParams,
    ).toEqual({});
  });
  it('reads the user and their language from the init data', () => {
    expect(userOfInitData(initData)).toMatchObject({ id: 42, language_code: 'uz' });
    expect(userOfInitData('user=not-json')).toBeNull();
  });
  it('marks the messenger channel by launch data, kept init data or tgId', () => {
    expect(detectChannel({ search: '', hash: `#tgWebAppData=${encodeURIComponent(initData)}` })).toBe(
      'telegram',
    );
    expect(detectChannel({ search: '', hash: '', storedInitData: initData })).toBe('telegram');
    expect(detectChannel({ search: '?tgId=1', hash: '' })).toBe('telegram');
    expect(detectChannel({ search: '', hash: '', storedInitData: 'short' })).toBe('web');
  });
  it('writes a shared phone in international form', () => {
    expect(internationalPhone('998901234567')).toBe('+998901234567');
    expect(internationalPhone('+7 701 123 45 67')).toBe('+77011234567');
  });
});
