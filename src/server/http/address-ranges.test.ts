import { describe, expect, it } from 'vitest';
import { addressInRanges, parseAddressRange, type AddressRange } from './address-ranges.ts';

function ranges(...texts: string[]): AddressRange[] {
  return texts.map((text) => {
    const range = parseAddressRange(text);
    if (typeof range === 'string') throw new Error(range);
    return range;
  });
}

describe('parseAddressRange', () => {
  it('reads addresses and CIDR ranges of both families', () => {
    expect(parseAddressRange('185.234.113.1')).toMatchObject({ family: 4, prefix: 32 });
    expect(parseAddressRange('185.234.113.0/28')).toMatchObject({ family: 4, prefix: 28 });
    expect(parseAddressRange('2001:db8::1')).toMatchObject({ family: 6, prefix: 128 });
    expect(parseAddressRange('2001:db8::/32')).toMatchObject({ family: 6, prefix: 32 });
    expect(parseAddressRange('0.0.0.0/0')).toMatchObject({ family: 4, prefix: 0 });
  });

  it('reads an IPv4-mapped address or range as IPv4', () => {
    expect(parseAddressRange('::ffff:185.234.113.1')).toMatchObject({ family: 4, prefix: 32 });
    expect(parseAddressRange('::ffff:185.234.113.0/124')).toMatchObject({ family: 4, prefix: 28 });
  });

  it.each([
    ['185.234.113', 'is not an IPv4 or IPv6 address'],
    ['185.234.113.256', 'is not an IPv4 or IPv6 address'],
    ['payme.uz', 'is not an IPv4 or IPv6 address'],
    ['', 'is not an IPv4 or IPv6 address'],
    ['10.0.0.0/8/8', 'is not an IPv4 or IPv6 address'],
    ['10.0.0.0/', 'is not an IPv4 or IPv6 address'],
    ['10.0.0.0/-1', 'is not an IPv4 or IPv6 address'],
    ['2001:db8::g', 'is not an IPv4 or IPv6 address'],
    ['fe80::1%eth0', 'is not an IPv4 or IPv6 address'],
    ['10.0.0.0/33', 'the prefix of an IPv4 range is at most 32'],
    ['2001:db8::/129', 'the prefix of an IPv6 range is at most 128'],
    ['::ffff:10.0.0.0/8', 'an IPv4-mapped range needs a prefix from 96 to 128'],
  ])('refuses %j', (text, problem) => {
    expect(parseAddressRange(text)).toEqual(expect.stringContaining(problem));
  });

  it('refuses a range with bits set after its prefix, naming the range probably meant', () => {
    expect(parseAddressRange('185.234.113.5/28')).toBe(
      '"185.234.113.5/28" has bits set after its /28: the range is 185.234.113.0/28',
    );
    expect(parseAddressRange('2001:db8:1::1/32')).toBe(
      '"2001:db8:1::1/32" has bits set after its /32: the range is 2001:db8::/32',
    );
    expect(parseAddressRange('::ffff:10.1.2.3/120')).toBe(
      '"::ffff:10.1.2.3/120" has bits set after its /120: the range is ::ffff:10.1.2.0/120',
    );
  });
});

describe('addressInRanges', () => {
  it('IPv4: single addresses and CIDR ranges, their edges included', () => {
    const list = ranges('185.234.113.0/28', '203.0.113.7');
    expect(addressInRanges('185.234.113.0', list)).toBe(true);
    expect(addressInRanges('185.234.113.15', list)).toBe(true);
    expect(addressInRanges('185.234.113.16', list)).toBe(false);
    expect(addressInRanges('185.234.112.255', list)).toBe(false);
    expect(addressInRanges('203.0.113.7', list)).toBe(true);
    expect(addressInRanges('203.0.113.8', list)).toBe(false);
    expect(addressInRanges('0.0.0.1', ranges('0.0.0.0/0'))).toBe(true);
  });

  it('IPv6: any spelling of an address, ranges on any bit', () => {
    const list = ranges('2001:db8::/32', '2a00:1450:4001:82a::200e', 'fc00::/7');
    expect(addressInRanges('2001:db8:ffff::1', list)).toBe(true);
    expect(addressInRanges('2001:0DB8:0000:0000:0000:0000:0000:0001', list)).toBe(true);
    expect(addressInRanges('2001:db9::1', list)).toBe(false);
    expect(addressInRanges('2a00:1450:4001:082a:0:0:0:200e', list)).toBe(true);
    expect(addressInRanges('2a00:1450:4001:82a::200f', list)).toBe(false);
    expect(addressInRanges('fdff::1', list)).toBe(true);
    expect(addressInRanges('fe00::1', list)).toBe(false);
  });

  it('an IPv4-mapped IPv6 caller is its IPv4 address, and a mapped rule an IPv4 rule', () => {
    expect(addressInRanges('::ffff:185.234.113.3', ranges('185.234.113.0/28'))).toBe(true);
    expect(addressInRanges('::ffff:b9ea:7103', ranges('185.234.113.0/28'))).toBe(true);
    expect(addressInRanges('185.234.113.3', ranges('::ffff:185.234.113.0/124'))).toBe(true);
    expect(addressInRanges('::ffff:185.234.113.99', ranges('185.234.113.0/28'))).toBe(false);
  });

  it('families do not mix: an IPv6 range holds no IPv4 caller and the other way round', () => {
    expect(addressInRanges('10.0.0.1', ranges('::/0'))).toBe(false);
    expect(addressInRanges('2001:db8::1', ranges('0.0.0.0/0'))).toBe(false);
  });

  it('a zone index is dropped; what is no address matches nothing', () => {
    expect(addressInRanges('fe80::1%eth0', ranges('fe80::/10'))).toBe(true);
    for (const caller of ['local', '', 'unknown', '185.234.113.3, 10.0.0.1', '185.234.113.3:443'])
      expect(addressInRanges(caller, ranges('0.0.0.0/0', '::/0'))).toBe(false);
  });
});
