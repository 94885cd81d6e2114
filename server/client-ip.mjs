import net from 'node:net';

/** The header the server sets on every request it passes on: the client address it decided on. */
export const CLIENT_IP_HEADER = 'x-retailverse-client-ip';

const withoutMapping = (address) => (address?.startsWith('::ffff:') ? address.slice(7) : address);

/**
 * Parses TRUSTED_PROXIES (comma-separated CIDRs or addresses, e.g. "127.0.0.1/32, 10.0.0.0/8, ::1") into a
 * matcher. An entry that is not a valid address or prefix throws, naming it.
 */
export function trustedProxies(list = '') {
  const blocks = new net.BlockList();
  for (const entry of list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [address, prefixText] = entry.split('/');
    const family = net.isIPv4(address) ? 'ipv4' : net.isIPv6(address) ? 'ipv6' : null;
    const maxPrefix = family === 'ipv4' ? 32 : 128;
    const prefix = prefixText === undefined ? maxPrefix : Number(prefixText);
    if (!family || !Number.isInteger(prefix) || prefix < 0 || prefix > maxPrefix) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`);
    }
    blocks.addSubnet(address, prefix, family);
  }
  return (address) => {
    const plain = withoutMapping(address);
    if (net.isIPv4(plain)) return blocks.check(plain, 'ipv4');
    if (net.isIPv6(plain)) return blocks.check(plain, 'ipv6');
    return false;
  };
}

/**
 * The client's address: the socket's peer, unless that peer is a trusted proxy; then X-Forwarded-For is read
 * from the right, skipping trusted proxies, and the first address no trusted proxy vouches past is the client.
 */
export function clientAddress(socketAddress, forwardedFor, isTrusted) {
  let client = withoutMapping(socketAddress) ?? 'unknown';
  if (!isTrusted(client) || !forwardedFor) return client;
  const hops = String(forwardedFor)
    .split(',')
    .map((hop) => withoutMapping(hop.trim()))
    .filter(Boolean);
  for (let at = hops.length - 1; at >= 0; at -= 1) {
    if (!net.isIP(hops[at])) break;
    client = hops[at];
    if (!isTrusted(client)) break;
  }
  return client;
}
