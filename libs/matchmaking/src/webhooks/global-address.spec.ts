import { isGlobalUnicast } from './global-address';

describe('the addresses a webhook may reach outside development', () => {
  it.each([
    ['loopback', '127.0.0.1'],
    ['private', '10.1.2.3'],
    ['private', '172.20.0.1'],
    ['private', '192.168.1.1'],
    ['cloud metadata (link-local)', '169.254.169.254'],
    ['carrier-grade NAT', '100.64.0.1'],
    ['"this network"', '0.0.0.0'],
    ['benchmarking', '198.18.0.1'],
    ['documentation', '203.0.113.7'],
    ['multicast', '224.0.0.251'],
    ['reserved', '240.0.0.1'],
    ['broadcast', '255.255.255.255'],
    ['IPv6 loopback', '::1'],
    ['IPv6 unspecified', '::'],
    ['unique-local', 'fd00::1'],
    ['link-local with a zone', 'fe80::1%eth0'],
    ['IPv6 multicast', 'ff02::1'],
    ['IPv4-compatible loopback', '::7f00:1'],
    ['IPv4-compatible loopback, dotted', '::127.0.0.1'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped loopback, in hex', '::ffff:7f00:1'],
    ['NAT64 of cloud metadata', '64:ff9b::a9fe:a9fe'],
    ['NAT64 of loopback', '64:ff9b::7f00:1'],
    ['local-use NAT64', '64:ff9b:1::808:808'],
    ['6to4 of loopback', '2002:7f00:1::1'],
    ['6to4 of a private address', '2002:c0a8:101::1'],
    ['Teredo', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
    ['IPv6 documentation', '2001:db8::1'],
    ['not an address', 'localhost'],
  ])('refuses %s: %s', (_, address) => expect(isGlobalUnicast(address)).toBe(false));

  it.each([
    ['public IPv4', '93.184.216.34'],
    ['public IPv6', '2606:2800:220:1::1'],
    ['IPv4-mapped public', '::ffff:93.184.216.34'],
    ['NAT64 of a public address (DNS64 on an IPv6-only host)', '64:ff9b::5db8:d822'],
    ['6to4 of a public address', '2002:5db8:d822::1'],
  ])('lets through %s: %s', (_, address) => expect(isGlobalUnicast(address)).toBe(true));
});
