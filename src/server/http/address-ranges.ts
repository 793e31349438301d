/**
 * IPv4 and IPv6 addresses and CIDR ranges, for allow-lists a deployment writes (the payment
 * providers' callback addresses). Addresses are compared as numbers, so every spelling of one address
 * matches ("2001:db8::1" and "2001:0db8:0:0:0:0:0:1"). An IPv4 address written IPv4-mapped
 * (::ffff:203.0.113.9), as a dual-stack socket or a proxy may report it, is that IPv4 address, in a
 * rule and in a caller's address alike: one client, one rule.
 */
import { isIPv4, isIPv6 } from 'node:net';

/** An address as a number of its family's width (32 or 128 bits). */
interface Address {
  family: 4 | 6;
  bits: bigint;
}

/** A range of addresses: the first `prefix` bits of `bits` (a single address has the full width). */
export interface AddressRange extends Address {
  prefix: number;
  /** As the deployment wrote it, for messages. */
  text: string;
}

const width = (family: 4 | 6) => (family === 4 ? 32 : 128);

/** The 16 bits of ::ffff:0:0/96 that mark an IPv4-mapped IPv6 address. */
const MAPPED_MARK = 0xffffn << 32n;

function ipv4Bits(text: string): bigint {
  return text.split('.').reduce((bits, part) => (bits << 8n) | BigInt(Number(part)), 0n);
}

/** An IPv6 address node:net already accepted, as 128 bits: "::" filled in, a dotted tail read as two groups. */
function ipv6Bits(text: string): bigint {
  let groups = text;
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1] && dotted[2]) {
    const v4 = ipv4Bits(dotted[2]);
    groups = `${dotted[1]}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = '', tail] = groups.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...zeros, ...tailGroups].reduce(
    (bits, group) => (bits << 16n) | BigInt(parseInt(group, 16)),
    0n,
  );
}

/** An address as a number; an IPv4-mapped IPv6 address as its IPv4 address. */
function parseAddress(text: string): Address | undefined {
  if (isIPv4(text)) return { family: 4, bits: ipv4Bits(text) };
  if (!isIPv6(text) || text.includes('%')) return undefined;
  const bits = ipv6Bits(text);
  return bits >> 32n === MAPPED_MARK >> 32n ? { family: 4, bits: bits & 0xffffffffn } : { family: 6, bits };
}

/**
 * A rule as a deployment writes it: an address ("185.234.113.1", "2001:db8::1") or a CIDR range
 * ("185.234.113.0/28", "2001:db8::/32"). A string saying what is wrong when it is neither, or when
 * the range has bits set after its prefix (a typo more often than a meaning; the message gives the
 * range that was probably meant).
 */
export function parseAddressRange(text: string): AddressRange | string {
  const [addressText = '', prefixText, extra] = text.split('/');
  const address = parseAddress(addressText);
  if (!address || extra !== undefined || (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)))
    return `"${text}" is not an IPv4 or IPv6 address or CIDR range (such as 185.234.113.0/28 or 2001:db8::/32)`;
  const mappedFrom = address.family === 4 && !isIPv4(addressText);
  let prefix = prefixText === undefined ? width(address.family) : Number(prefixText);
  // A mapped range counts its prefix over 128 bits; as an IPv4 range it is 96 bits shorter.
  if (mappedFrom && prefixText !== undefined) {
    if (prefix < 96 || prefix > 128)
      return `"${text}": an IPv4-mapped range needs a prefix from 96 to 128 (or write the IPv4 range)`;
    prefix -= 96;
  }
  if (prefix > width(address.family))
    return `"${text}": the prefix of an IPv${address.family} range is at most ${width(address.family)}`;
  const hostBits = BigInt(width(address.family) - prefix);
  const network = (address.bits >> hostBits) << hostBits;
  if (network !== address.bits) {
    const meant = `${mappedFrom ? '::ffff:' : ''}${formatAddress({ ...address, bits: network })}/${prefixText}`;
    return `"${text}" has bits set after its /${prefixText}: the range is ${meant}`;
  }
  return { ...address, prefix, text };
}

/** An address written the usual way (IPv6: the longest run of two or more zero groups as "::"). */
function formatAddress({ family, bits }: Address): string {
  if (family === 4) return [24n, 16n, 8n, 0n].map((shift) => String((bits >> shift) & 0xffn)).join('.');
  const groups = [112n, 96n, 80n, 64n, 48n, 32n, 16n, 0n].map((shift) =>
    ((bits >> shift) & 0xffffn).toString(16),
  );
  const runs = groups.join(':').match(/(^|:)0(:0)+(:|$)/g) ?? [];
  const longest = runs.reduce((best, run) => (run.length > best.length ? run : best), '');
  return longest ? groups.join(':').replace(longest, '::') : groups.join(':');
}

/**
 * Whether a caller's address (as clientAddress gives it) lies in one of the ranges. A zone index
 * (fe80::1%eth0) is dropped: it names the local interface, not the caller. Anything that is no
 * address ("local" for a request without a socket, a forged header) matches nothing.
 */
export function addressInRanges(address: string, ranges: readonly AddressRange[]): boolean {
  const parsed = parseAddress(address.trim().replace(/%.*$/, ''));
  if (!parsed) return false;
  return ranges.some((range) => {
    if (range.family !== parsed.family) return false;
    const hostBits = BigInt(width(range.family) - range.prefix);
    return parsed.bits >> hostBits === range.bits >> hostBits;
  });
}
