import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { CLIENT_IP_HEADER, settleForwarding, trustedProxies } from '@/lib/http/client-ip.mjs';

/** The client address the server decides for a request from `peer` carrying `forwardedFor`. */
function clientAddress(
  peer: string | undefined,
  forwardedFor: string,
  isTrusted: (address: string | undefined) => boolean,
): unknown {
  const request = {
    socket: { remoteAddress: peer },
    headers: { 'x-forwarded-for': forwardedFor },
  } as unknown as IncomingMessage;
  settleForwarding(request, isTrusted);
  return request.headers[CLIENT_IP_HEADER];
}

describe('client address behind TRUSTED_PROXIES', () => {
  it('with no trusted proxy, X-Forwarded-For is ignored: the socket peer is the client', () => {
    const none = trustedProxies('');
    expect(clientAddress('203.0.113.9', '1.2.3.4', none)).toBe('203.0.113.9');
    expect(clientAddress('::ffff:203.0.113.9', '1.2.3.4', none)).toBe('203.0.113.9');
  });

  it('from a trusted proxy, the rightmost address it does not vouch for is the client', () => {
    const trusted = trustedProxies('127.0.0.1/32, 10.0.0.0/8');
    expect(clientAddress('127.0.0.1', '198.51.100.7', trusted)).toBe('198.51.100.7');
    expect(clientAddress('127.0.0.1', 'spoofed-by-client, 198.51.100.7, 10.1.2.3', trusted)).toBe('198.51.100.7');
    expect(clientAddress('127.0.0.1', '6.6.6.6, 198.51.100.7', trusted)).toBe('198.51.100.7');
  });

  it('a rotating X-Forwarded-For from an untrusted peer cannot change who the client is', () => {
    const trusted = trustedProxies('10.0.0.0/8');
    const seen = new Set(Array.from({ length: 40 }, (_, i) => clientAddress('203.0.113.9', `192.0.2.${i}`, trusted)));
    expect([...seen]).toEqual(['203.0.113.9']);
  });

  it('refuses an entry that is not an address or a CIDR range, naming it', () => {
    expect(() => trustedProxies('10.0.0.0/8, proxy.local')).toThrow('TRUSTED_PROXIES: "proxy.local"');
    expect(() => trustedProxies('10.0.0.0/33')).toThrow('"10.0.0.0/33"');
    expect(trustedProxies('::1')('::1')).toBe(true);
  });

  it('trusts no address the list does not name: not loopback, not a neighbour of a listed address', () => {
    const none = trustedProxies('');
    expect([none('127.0.0.1'), none('::1'), none('::ffff:127.0.0.1')]).toEqual([false, false, false]);
    expect(clientAddress('127.0.0.1', '198.51.100.7', none)).toBe('127.0.0.1');
    const nginx = trustedProxies('127.0.0.1');
    expect([nginx('127.0.0.1'), nginx('::ffff:127.0.0.1'), nginx('127.0.0.2'), nginx('::1')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(clientAddress('127.0.0.2', '198.51.100.7', nginx)).toBe('127.0.0.2');
  });

  it('a forwarded hop that is not an address ends the walk at the last trusted proxy', () => {
    const nginx = trustedProxies('127.0.0.1');
    expect(clientAddress('127.0.0.1', 'not-an-address', nginx)).toBe('127.0.0.1');
    expect(clientAddress(undefined, '198.51.100.7', nginx)).toBe('unknown');
  });
});
