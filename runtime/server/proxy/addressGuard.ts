import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { PROXY_MESSAGES } from './proxyMessages';

/**
 * Addresses that are not the public internet: this host, private networks, link-local (cloud
 * metadata services), carrier-grade NAT, benchmarking, multicast and reserved ranges.
 */
const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** IPv4 inside an IPv4-mapped IPv6 address (`::ffff:127.0.0.1`), which reaches the IPv4 host. */
const MAPPED_IPV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** Whether an IP address lies outside the public internet. */
export function isNonPublicAddress(address: string): boolean {
  const mapped = MAPPED_IPV4.exec(address)?.[1];
  if (mapped) return NON_PUBLIC.check(mapped, 'ipv4');
  const family = isIP(address);
  return family === 0 || NON_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

function isLoopback(address: string): boolean {
  return address === '::1' || /^(::ffff:)?127\./i.test(address);
}

/** An error the proxy turns into its Chinese refusal. */
export class RefusedAddressError extends Error {}

/**
 * A `lookup` for http.request that resolves the host itself and refuses it when any of its
 * addresses is not public. Checking at connect time, on the addresses actually dialled, leaves
 * no gap for a DNS answer that changes between a check and the connection. The proxy dials only
 * hosts a route names, so `localhost` here was named explicitly and may resolve to this host.
 */
export function guardedLookup(): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(new RefusedAddressError(PROXY_MESSAGES.unresolved), '', 4);
      const refused =
        hostname === 'localhost' ? addresses.some(({ address }) => !isLoopback(address)) : addresses.some(({ address }) => isNonPublicAddress(address));
      if (addresses.length === 0 || refused) {
        return callback(new RefusedAddressError(PROXY_MESSAGES.privateAddress), '', 4);
      }
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}
