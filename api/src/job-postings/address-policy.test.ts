import { describe, expect, it } from 'vitest';
import { addressRefusal } from './address-policy';

describe('addressRefusal', () => {
  it.each([
    ['127.0.0.1', /loopback/],
    ['127.255.0.9', /loopback/],
    ['10.0.0.1', /private/],
    ['172.16.5.4', /private/],
    ['192.168.1.1', /private/],
    ['169.254.169.254', /metadata/],
    ['100.100.100.200', /carrier-grade/],
    ['0.0.0.0', /unspecified/],
    ['224.0.0.1', /multicast/],
    ['255.255.255.255', /broadcast/],
    ['192.0.0.192', /reserved/],
    ['198.18.0.1', /reserved/],
    ['240.0.0.1', /reserved/],
    ['::1', /loopback/],
    ['::', /unspecified/],
    ['fe80::1', /link-local/],
    ['fd00:ec2::254', /private/],
    ['fc00::1', /private/],
    ['ff02::1', /multicast/],
    ['::ffff:127.0.0.1', /loopback/],
    ['::ffff:7f00:1', /loopback/],
    ['::ffff:10.1.2.3', /private/],
    ['::ffff:169.254.169.254', /metadata/],
    ['::127.0.0.1', /loopback|reserved/],
    ['64:ff9b::a00:1', /reserved or translated/],
    ['2002:a00:1::', /reserved or translated/],
    ['2001:db8::1', /reserved/],
    ['[::1]', /loopback/],
    ['not-an-ip', /not a valid IP/],
  ])('refuses %s', (address, reason) => {
    expect(addressRefusal(address)).toMatch(reason);
  });

  it.each(['93.184.215.14', '8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e', '::ffff:8.8.8.8'])(
    'allows public unicast %s',
    (address) => {
      expect(addressRefusal(address)).toBeNull();
    },
  );
});
