/** @import { IncomingMessage } from 'node:http' */
import net from 'node:net';
import proxyaddr from 'proxy-addr';

/** The header the server sets on every request it passes on: the client address it decided on. */
export const CLIENT_IP_HEADER = 'x-retailverse-client-ip';

/** What a proxy says about the client and the address it was asked for: believed from a trusted proxy only. */
const FORWARDING_HEADERS = [
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'forwarded',
];

/** @param {string | undefined} address */
const withoutMapping = (address) => (address?.startsWith('::ffff:') ? address.slice(7) : address);

/**
 * Parses TRUSTED_PROXIES (comma-separated addresses or CIDRs, e.g. "127.0.0.1, 10.0.0.0/8, ::1") into a matcher,
 * with proxy-addr. Nothing is trusted that the list does not name: not even loopback. An entry that is not an
 * address or a prefix throws, naming it.
 * @param {string} [list]
 * @returns {(address: string | undefined) => boolean}
 */
export function trustedProxies(list = '') {
  const entries = list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const entry of entries) {
    try {
      proxyaddr.compile(entry);
    } catch {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`);
    }
  }
  const trust = proxyaddr.compile(entries);
  return (address) => (address && net.isIP(address) ? trust(address, 0) : false);
}

/**
 * The client's address: the socket's peer, unless that peer is a trusted proxy; then X-Forwarded-For is read
 * from the right, skipping trusted proxies, and the first address no trusted proxy vouches past is the client
 * (a hop that is not an address ends the walk at the last proxy).
 * @param {string | undefined} socketAddress
 * @param {string | string[] | undefined} forwardedFor
 * @param {(address: string | undefined) => boolean} isTrusted
 * @returns {string}
 */
function clientAddress(socketAddress, forwardedFor, isTrusted) {
  const headers = forwardedFor ? { 'x-forwarded-for': String(forwardedFor) } : {};
  // proxy-addr reads only the headers and the peer's address of the request it is given.
  const request = /** @type {IncomingMessage} */ (
    /** @type {unknown} */ ({
      headers,
      connection: { remoteAddress: socketAddress },
      socket: { remoteAddress: socketAddress },
    })
  );
  const chain = proxyaddr.all(request, isTrusted);
  const addresses = chain.filter((address) => net.isIP(address));
  const client = addresses.length === chain.length ? chain.at(-1) : addresses.at(-1);
  return withoutMapping(client) ?? 'unknown';
}

/**
 * Decides the client's address for the handlers (CLIENT_IP_HEADER), and drops the forwarding headers of a request
 * whose peer is not a trusted proxy: a client cannot name the host the same-site check compares its Origin with.
 * @param {IncomingMessage} request
 * @param {(address: string | undefined) => boolean} isTrusted
 */
export function settleForwarding(request, isTrusted) {
  const peer = request.socket?.remoteAddress;
  request.headers[CLIENT_IP_HEADER] = clientAddress(peer, request.headers['x-forwarded-for'], isTrusted);
  if (!isTrusted(peer)) for (const name of FORWARDING_HEADERS) delete request.headers[name];
}
