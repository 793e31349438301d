import { describe, expect, it } from 'vitest';
import { DeploymentConfigError } from '../http/security-config.ts';
import { resolveCallbackAllow } from './callback-allow.ts';

const fromEnv = (value: string) => resolveCallbackAllow({}, { PAYMENT_CALLBACK_ALLOW: value });

/** The message the setting stops the start with. */
function problemOf(value: string): string {
  try {
    fromEnv(value);
  } catch (error) {
    expect(error).toBeInstanceOf(DeploymentConfigError);
    return (error as Error).message;
  }
  throw new Error(`${value} was accepted`);
}

describe('PAYMENT_CALLBACK_ALLOW', () => {
  it('unset or blank: no provider is filtered', () => {
    expect(resolveCallbackAllow({}, {})).toEqual({});
    expect(fromEnv('  ')).toEqual({});
  });

  it('reads a list per provider, addresses and ranges of both families', () => {
    const allow = fromEnv(
      '{"payme": ["185.234.113.0/28"], "click": ["203.0.113.7", " 2001:db8::/32 "], "uzum": ["::ffff:198.51.100.7"]}',
    );
    expect(allow.payme).toEqual([
      expect.objectContaining({ family: 4, prefix: 28, text: '185.234.113.0/28' }),
    ]);
    expect(allow.click).toEqual([
      expect.objectContaining({ family: 4, prefix: 32 }),
      expect.objectContaining({ family: 6, prefix: 32 }),
    ]);
    expect(allow.uzum).toEqual([expect.objectContaining({ family: 4, prefix: 32 })]);
  });

  it('a provider left out is not filtered', () => {
    expect(Object.keys(fromEnv('{"uzum": ["198.51.100.7"]}'))).toEqual(['uzum']);
  });

  it.each([
    ['not JSON', '185.234.113.0/28', 'PAYMENT_CALLBACK_ALLOW: not JSON'],
    ['not an object', '["185.234.113.0/28"]', 'expected a JSON object keyed by payme, click, uzum'],
    [
      'an unknown provider',
      '{"paynet": ["1.2.3.4"]}',
      '"paynet" is no provider; expected payme, click, uzum',
    ],
    ['a list that is a string', '{"click": "1.2.3.4"}', 'click: expected a list of addresses or CIDR ranges'],
    ['an empty list', '{"uzum": []}', 'uzum: an empty list would refuse every callback'],
    ['a number', '{"payme": [185]}', 'payme[0]: expected an address or CIDR range, as a string'],
    [
      'a host name',
      '{"payme": ["payme.uz"]}',
      'payme[0]: "payme.uz" is not an IPv4 or IPv6 address or CIDR range',
    ],
    [
      'the second entry of a list',
      '{"click": ["203.0.113.7", "203.0.113.300"]}',
      'click[1]: "203.0.113.300" is not an IPv4',
    ],
    ['a range with host bits', '{"payme": ["185.234.113.1/28"]}', 'the range is 185.234.113.0/28'],
  ])('stops the start on %s, naming the variable, the provider and the entry', (_, value, problem) => {
    const message = problemOf(value);
    expect(message).toMatch(/^Invalid payment callback settings: PAYMENT_CALLBACK_ALLOW: /);
    expect(message).toContain(problem);
  });

  it("createApp's lists replace the environment's, provider by provider, and are checked the same", () => {
    const env = { PAYMENT_CALLBACK_ALLOW: '{"payme": ["185.234.113.0/28"], "click": ["203.0.113.7"]}' };
    const allow = resolveCallbackAllow({ click: ['192.0.2.1'] }, env);
    expect(allow.payme?.map((range) => range.text)).toEqual(['185.234.113.0/28']);
    expect(allow.click?.map((range) => range.text)).toEqual(['192.0.2.1']);
    expect(() => resolveCallbackAllow({ uzum: ['nope'] }, {})).toThrow(
      /paymentCallbackAllow: uzum\[0\]: "nope" is not/,
    );
  });
});
