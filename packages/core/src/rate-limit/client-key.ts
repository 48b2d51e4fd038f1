import { isIPv4, isIPv6 } from 'node:net';

/**
 * What counts as one client for rate limits: an IPv4 address (also when written IPv4-mapped, `::ffff:1.2.3.4`), or the
 * /64 network of an IPv6 address — one subscriber usually holds a whole /64 and could otherwise rotate through it.
 */
export function clientKey(ip: string): string {
  const address = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (isIPv4(address)) return address;
  const withoutZone = address.replace(/%.*$/, '');
  if (!isIPv6(withoutZone)) return address;
  return `${expandIPv6(withoutZone).slice(0, 4).join(':')}::/64`;
}

function expandIPv6(address: string): string[] {
  // An embedded dotted quad (e.g. 64:ff9b::1.2.3.4) occupies the last two groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  let text = address;
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split('.').map(Number);
    text = `${address.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? [] : new Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...zeros, ...tailGroups].map((group) => group.replace(/^0+(?=.)/, ''));
}
