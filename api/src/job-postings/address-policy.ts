import ipaddr from 'ipaddr.js';

// Why an address is refused, by ipaddr.js range name. Only public unicast is reachable.
const RANGE_REASONS: Record<string, string> = {
  unspecified: 'an unspecified address',
  broadcast: 'a broadcast address',
  multicast: 'a multicast address',
  linkLocal: 'a link-local or cloud metadata address',
  loopback: 'this server itself (loopback)',
  carrierGradeNat: 'a carrier-grade NAT range',
  private: 'a private network',
  uniqueLocal: 'a private network',
  deprecatedSiteLocal: 'a private network',
};

/**
 * Why this IP address must not be fetched (private, loopback, link-local and metadata,
 * multicast, unspecified, CGNAT, reserved, and IPv6 forms that embed an IPv4 address),
 * or null when it is public unicast. IPv4-mapped IPv6 is judged as the IPv4 it carries.
 */
export function addressRefusal(address: string): string | null {
  let ip: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    ip = ipaddr.parse(address.replace(/^\[|\]$/g, '').replace(/%.*$/, ''));
  } catch {
    return 'an address that is not a valid IP';
  }
  if (ip.kind() === 'ipv6') {
    const v6 = ip as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) return addressRefusal(v6.toIPv4Address().toString());
    const range = v6.range();
    if (range !== 'unicast') return RANGE_REASONS[range] ?? 'a reserved or translated address range';
    // Global unicast is 2000::/3; anything else left as "unicast" (such as the deprecated
    // IPv4-compatible ::a.b.c.d) is not a public internet address.
    if (!v6.match(ipaddr.IPv6.parse('2000::'), 3)) return 'a reserved address range';
    return null;
  }
  const range = (ip as ipaddr.IPv4).range();
  if (range === 'unicast') return null;
  return RANGE_REASONS[range] ?? 'a reserved address range';
}
