export declare const CLIENT_IP_HEADER: string;
export declare function trustedProxies(list?: string): (address: string | undefined) => boolean;
export declare function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  isTrusted: (address: string | undefined) => boolean,
): string;
export declare const FORWARDING_HEADERS: string[];
export declare function settleForwarding(
  request: import('node:http').IncomingMessage,
  isTrusted: (address: string | undefined) => boolean,
): void;
