import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPrivateAddress, privateRangeOf, type PrivateRangeId } from './private-address.js';

describe('telling private IP addresses from public ones', () => {
  it.each<[string, PrivateRangeId]>([
    // IPv4, including the first and last address of each block
    ['0.0.0.0', 'unspecified'],
    ['0.255.255.255', 'unspecified'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.0', 'private_network'],
    ['10.0.0.5', 'private_network'],
    ['10.255.255.255', 'private_network'],
    ['172.16.0.0', 'private_network'],
    ['172.31.255.255', 'private_network'],
    ['192.168.0.1', 'private_network'],
    ['192.168.255.255', 'private_network'],
    ['169.254.0.1', 'link_local'],
    ['169.254.169.254', 'link_local'],
    ['100.64.0.1', 'shared'],
    ['100.127.255.255', 'shared'],
    ['192.0.0.8', 'special'],
    ['198.18.0.1', 'special'],
    ['198.19.255.255', 'special'],
    ['240.0.0.1', 'special'],
    ['255.255.255.255', 'special'],
    ['224.0.0.251', 'multicast'],
    ['239.255.255.250', 'multicast'],
    // IPv6
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['fc00::1', 'private_network'],
    ['fd12:3456:789a::1', 'private_network'],
    ['fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'private_network'],
    ['fec0::1', 'private_network'],
    ['fe80::1', 'link_local'],
    ['fe80::1%eth0', 'link_local'],
    ['febf:ffff::1', 'link_local'],
    ['[fe80::abcd]', 'link_local'],
    ['ff02::1', 'multicast'],
    // IPv4 inside IPv6: judged by the IPv4 address
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::FFFF:169.254.169.254', 'link_local'],
    ['::ffff:a00:5', 'private_network'],
    ['0:0:0:0:0:ffff:c0a8:101', 'private_network'],
    ['64:ff9b::10.1.2.3', 'private_network'],
    ['64:ff9b:1::a9fe:a9fe', 'link_local'],
    ['2002:7f00:1::', 'loopback'],
    ['2002:c0a8:0101::1', 'private_network'],
    ['::10.0.0.1', 'special'],
    ['::7f00:1', 'special'],
  ])('%s is %s', (address, kind) => {
    expect(privateRangeOf(address)).toBe(kind);
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '9.255.255.255',
    '11.0.0.0',
    '100.63.255.255',
    '100.128.0.0',
    '126.255.255.255',
    '128.0.0.1',
    '169.253.255.255',
    '169.255.0.1',
    '172.15.255.255',
    '172.32.0.0',
    '192.167.255.255',
    '192.169.0.0',
    '198.17.255.255',
    '198.20.0.0',
    '223.255.255.255',
    '162.159.135.232',
    '2606:4700::6810:84e5',
    '2001:4860:4860::8888',
    'fbff:ffff::1',
    'fe7f::1',
    '::ffff:8.8.8.8',
    '::ffff:808:808',
    '64:ff9b::8.8.8.8',
    '2002:808:808::1',
    '::1:0:0:1',
  ])('%s is public', (address) => {
    expect(privateRangeOf(address)).toBeUndefined();
    expect(isPrivateAddress(address)).toBe(false);
  });

  it('throws for text that is not an IP address (a programmer mistake)', () => {
    for (const text of ['localhost', '10.0.0', '', '1.2.3.4.5', '::g'])
      expect(() => privateRangeOf(text), text).toThrow(/not an IP address/);
  });

  it('judges every IPv4 address the same written plainly and mapped into IPv6', () => {
    fc.assert(
      fc.property(fc.ipV4(), (v4) => {
        expect(privateRangeOf(`::ffff:${v4}`)).toBe(privateRangeOf(v4));
      }),
    );
  });

  it('finds every address of 10/8 private, whatever its last three octets', () => {
    fc.assert(
      fc.property(fc.nat(255), fc.nat(255), fc.nat(255), (a, b, c) => {
        expect(privateRangeOf(`10.${a}.${b}.${c}`)).toBe('private_network');
      }),
    );
  });
});
