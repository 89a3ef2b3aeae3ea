import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

// Every log line of a request carries its id (reqId), and the answer echoes it (x-request-id),
// so one request can be followed from the balancer's log into ours. The balancer's id is taken
// only from a trusted proxy (TRUST_PROXY): anyone else could otherwise choose the id their
// request is logged under, and make it collide with another's. Otherwise a new one is made.

/** Short and plain: an id the balancer made, never a place to smuggle text into the log. */
const REQUEST_ID = /^[\w.-]{1,64}$/;

// proxy-addr's keywords, as Fastify's trustProxy reads them.
const KEYWORD_RANGES: Record<string, readonly string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** Whether a peer address is one of the configured proxies (addresses, CIDR ranges, keywords). */
export function trustedPeer(
  trustProxy: readonly string[] | undefined,
): (address: string | undefined) => boolean {
  if (!trustProxy?.length) return () => false;
  const list = new BlockList();
  for (const entry of trustProxy.flatMap((item) => KEYWORD_RANGES[item] ?? [item])) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    if (!address) return false;
    // An IPv4 peer on a dual-stack socket is named ::ffff:a.b.c.d.
    const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
    const version = isIP(plain);
    return version !== 0 && list.check(plain, version === 6 ? 'ipv6' : 'ipv4');
  };
}

/** Fastify's genReqId: the trusted proxy's X-Request-Id when well formed, else a new UUID. */
export function requestIdGenerator(
  trustProxy: readonly string[] | undefined,
): (raw: IncomingMessage) => string {
  const isTrusted = trustedPeer(trustProxy);
  return (raw) => {
    const incoming = raw.headers['x-request-id'];
    return typeof incoming === 'string' && REQUEST_ID.test(incoming) && isTrusted(raw.socket?.remoteAddress)
      ? incoming
      : randomUUID();
  };
}
