/** Where SMS go, from the environment: the providers' addresses in production, nothing elsewhere. */
import { describe, expect, it } from 'vitest';
import { DeploymentConfigError } from '../http/security-config.ts';
import { featureApp } from '../../../tests/support/server/test-app.ts';
import { ESKIZ_PRODUCTION_URL, PLAY_MOBILE_PRODUCTION_URL, resolveSmsConfig } from './sms-config.ts';

describe('the SMS settings', () => {
  it("production sends to the providers' own addresses; development and tests to none", () => {
    expect(resolveSmsConfig({}, { NODE_ENV: 'production' })).toEqual({
      urls: { ESKIZ: ESKIZ_PRODUCTION_URL, PLAY_MOBILE: PLAY_MOBILE_PRODUCTION_URL },
      callbackUrl: undefined,
      loopbackOnly: false,
    });
    expect(resolveSmsConfig({}, {}).urls).toEqual({ ESKIZ: undefined, PLAY_MOBILE: undefined });
    expect(resolveSmsConfig({}, { VITEST: 'true' }).loopbackOnly).toBe(true);
  });

  it("takes the addresses from the environment, and createApp's option over it", () => {
    const env = {
      ESKIZ_API_URL: 'https://eskiz.example.com/api/',
      PLAY_MOBILE_API_URL: ' http://127.0.0.1:9000/broker-api ',
      SMS_CALLBACK_URL: 'https://shop.example.com',
    };
    expect(resolveSmsConfig({}, env)).toMatchObject({
      urls: { ESKIZ: 'https://eskiz.example.com/api', PLAY_MOBILE: 'http://127.0.0.1:9000/broker-api' },
      callbackUrl: 'https://shop.example.com',
    });
    expect(resolveSmsConfig({ urls: { ESKIZ: 'http://localhost:1/api' } }, env).urls.ESKIZ).toBe(
      'http://localhost:1/api',
    );
  });

  it('stops the start on an address that is not https (http only on this machine), naming the variable', () => {
    for (const [name, value] of [
      ['ESKIZ_API_URL', 'http://eskiz.example.com/api'],
      ['PLAY_MOBILE_API_URL', 'ftp://127.0.0.1/broker-api'],
      ['ESKIZ_API_URL', 'https://user:secret@eskiz.example.com/api'],
      ['SMS_CALLBACK_URL', 'https://shop.example.com/?x=1'],
      ['PLAY_MOBILE_API_URL', 'not a url'],
    ] as const) {
      expect(() => resolveSmsConfig({}, { [name]: value }), value).toThrow(DeploymentConfigError);
      expect(() => resolveSmsConfig({}, { [name]: value }), value).toThrow(name);
    }
  });

  it('under test, refuses any gateway that is not this machine', () => {
    expect(() => resolveSmsConfig({ loopbackOnly: true }, { NODE_ENV: 'production' })).toThrow(
      /ESKIZ at https:\/\/notify\.eskiz\.uz\/api is not this machine/,
    );
    expect(() =>
      resolveSmsConfig({}, { VITEST: 'true', ESKIZ_API_URL: 'https://eskiz.example.com' }),
    ).toThrow(DeploymentConfigError);
  });

  it('createApp stops on a bad value', async () => {
    await expect(featureApp({ sms: { urls: { PLAY_MOBILE: 'http://broker.example.com' } } })).rejects.toThrow(
      /Invalid SMS settings: PLAY_MOBILE_API_URL/,
    );
  });
});
