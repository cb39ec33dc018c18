import { BlockList, isIP } from 'node:net';

const listOf = (type: 'ipv4' | 'ipv6', subnets: readonly (readonly [string, number])[]): BlockList => {
  const list = new BlockList();
  for (const [net, bits] of subnets) list.addSubnet(net, bits, type);
  return list;
};

/**
 * The IPv4 space that is not global unicast (IANA's special-purpose registry, then multicast and
 * the reserved 240/4, which holds the broadcast address): "this network", private, CGNAT,
 * loopback, link-local (cloud metadata at 169.254.169.254), IETF protocol assignments, the
 * documentation and benchmarking nets and the 6to4 relay.
 */
const NOT_GLOBAL_V4 = listOf('ipv4', [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
]);

/** Global unicast IPv6 is 2000::/3: loopback, unspecified, IPv4-compatible, unique-local, link-local and multicast lie outside it. */
const GLOBAL_V6 = listOf('ipv6', [['2000::', 3]]);
/** Inside 2000::/3 but not global: IETF protocol assignments (Teredo, which hides an IPv4 address, among them) and documentation. */
const NOT_GLOBAL_V6 = listOf('ipv6', [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['3fff::', 20],
]);

/** The eight 16-bit groups of an IPv6 address (one `isIP` accepts), a trailing dotted quad read as two. */
function groupsOf(address: string): number[] {
  let text = address.replace(/%.*$/, '');
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number);
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const read = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const [head, tail] = text.split('::');
  if (tail === undefined) return read(head);
  const [before, after] = [read(head), read(tail)];
  return [...before, ...new Array<number>(8 - before.length - after.length).fill(0), ...after];
}

/**
 * The IPv4 address an IPv6 one stands for, where the network carries it on to that address:
 * IPv4-mapped (::ffff:0:0/96), NAT64 (64:ff9b::/96, what DNS64 answers on IPv6-only hosts) and
 * 6to4 (2002::/16). `64:ff9b::a9fe:a9fe` reaches 169.254.169.254 through a NAT64 gateway.
 */
function embeddedIpv4(g: readonly number[]): string | undefined {
  const quad = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && g[5] === 0xffff) return quad(g[6], g[7]);
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return quad(g[6], g[7]);
  if (g[0] === 0x2002) return quad(g[1], g[2]);
  return undefined;
}

/**
 * Whether a webhook may reach an address outside development: global unicast only, an allowlist,
 * so a form nobody thought of is refused rather than let through. IPv6 forms that carry an IPv4
 * address are judged by that address.
 */
export function isGlobalUnicast(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !NOT_GLOBAL_V4.check(address, 'ipv4');
  if (family !== 6) return false;
  const groups = groupsOf(address);
  const ipv4 = embeddedIpv4(groups);
  if (ipv4 !== undefined) return isGlobalUnicast(ipv4);
  const canonical = groups.map((g) => g.toString(16)).join(':');
  return GLOBAL_V6.check(canonical, 'ipv6') && !NOT_GLOBAL_V6.check(canonical, 'ipv6');
}
