import { lookup, type LookupAddress } from 'node:dns';
import { type IncomingMessage, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import type * as oidc from 'openid-client';

export const issuerTimeoutMs = 10_000;
export const maxIssuerResponseBytes = 256 * 1024;

// Addresses an issuer URL may not reach: the host itself, the company's private networks and
// cloud metadata endpoints, and ranges that embed or translate such addresses (an IPv4-mapped
// IPv6 address is checked against the IPv4 ranges).
const nonPublic = new BlockList();
const ipv4Ranges: [string, number][] = [
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
];
const ipv6Ranges: [string, number][] = [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
];
for (const [net, prefix] of ipv4Ranges) nonPublic.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of ipv6Ranges) nonPublic.addSubnet(net, prefix, 'ipv6');

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !nonPublic.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class NonPublicIssuerError extends Error {
  constructor(host: string) {
    super(`${host} is not a public internet address`);
  }
}

// Resolves as the system does, then refuses when any answer is not public. It runs when the
// socket connects, so a second DNS answer cannot slip a private address in after the check.
const publicOnlyLookup = ((hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    if (addresses.length === 0 || addresses.some((a) => !isPublicAddress(a.address))) {
      return callback(new NonPublicIssuerError(hostname), '', 0);
    }
    if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
    return callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}) as LookupFunction;

function toResponse(res: IncomingMessage, body: Buffer): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      headers.append(name, one);
    }
  }
  const status = res.statusCode ?? 502;
  const empty = status === 204 || status === 304 || (status >= 100 && status < 200);
  return new Response(empty ? null : new Uint8Array(body), {
    status: status >= 200 ? status : 502,
    statusText: res.statusMessage,
    headers,
  });
}

/**
 * The HTTP client for everything said to an issuer (discovery, keys, tokens, user info): only
 * public addresses unless `allowPrivate`, no redirects followed, a bounded wait and a bounded
 * answer.
 */
export function createIssuerFetch({ allowPrivate }: { allowPrivate: boolean }): oidc.CustomFetch {
  return (url, init) =>
    new Promise<Response>((resolve, reject) => {
      const target = new URL(url);
      const host = target.hostname.replace(/^\[|\]$/g, '');
      // An address in the URL itself never goes through the lookup.
      if (!allowPrivate && isIP(host) !== 0 && !isPublicAddress(host)) {
        reject(new NonPublicIssuerError(host));
        return;
      }
      const signals = [AbortSignal.timeout(issuerTimeoutMs), ...(init.signal ? [init.signal] : [])];
      const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
      const req = send(
        target,
        {
          method: init.method,
          headers: init.headers,
          signal: AbortSignal.any(signals),
          ...(allowPrivate ? {} : { lookup: publicOnlyLookup }),
        },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > maxIssuerResponseBytes) {
              req.destroy(
                new Error(`the issuer answered more than ${maxIssuerResponseBytes} bytes`),
              );
              return;
            }
            chunks.push(chunk);
          });
          res.on('end', () => resolve(toResponse(res, Buffer.concat(chunks))));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      const body: unknown = init.body;
      if (typeof body === 'string' || body instanceof URLSearchParams) req.end(String(body));
      else if (body instanceof Uint8Array) req.end(body);
      else req.end();
    });
}
