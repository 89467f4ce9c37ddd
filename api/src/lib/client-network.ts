import net from 'node:net';

// Per-address limits count a client's network, not its address: an IPv6 subscriber is given a
// whole /64 (2^64 addresses), so counting each address on its own would give one household
// unlimited sign-ups and sign-in guesses. IPv4 addresses are scarce and count one by one.

/** The eight 16-bit groups of an IPv6 address, or undefined when `address` is not one. */
function ipv6Groups(address: string): number[] | undefined {
  const zoneless = address.split('%')[0] ?? '';
  if (!net.isIPv6(zoneless)) return undefined;
  let text = zoneless.toLowerCase();
  // A dotted IPv4 tail (::ffff:192.0.2.1) is two groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split('.').map(Number);
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  const groups = [...headGroups, ...zeros, ...tailGroups].map((group) => parseInt(group, 16));
  return groups.length === 8 && groups.every((group) => Number.isInteger(group)) ? groups : undefined;
}

/**
 * The network a client address is counted as: an IPv4 address itself (also when written as
 * ::ffff:a.b.c.d), an IPv6 address's /64 (`2001:db8:0:1::/64`). Anything else is returned as it is.
 */
export function clientNetwork(address: string): string {
  if (net.isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const [a, b, c, d, e, f, g, h] = groups;
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff && g !== undefined && h !== undefined) {
    return `${g >> 8}.${g & 255}.${h >> 8}.${h & 255}`;
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
