import http from 'node:http';
import { gzipSync } from 'node:zlib';

/** Strings that only wallet code carries: a content page's scripts must contain none of them. */
const WALLET_MARKERS = ['standard:connect', 'solana:signIn', 'wallet-standard:register-wallet'];

export interface PageWeight {
  path: string;
  scripts: number;
  jsGzipBytes: number;
  /** What the server sends a browser that accepts brotli (the build's precompressed copies). */
  jsSentBytes: number;
  walletCode: boolean;
}

/** The bytes of a body as a browser receives it, before it decompresses them. */
function sentBytes(url: URL): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

/**
 * The gzip size of the scripts a page's HTML loads (Next 16 no longer prints first-load JS). `noModule`
 * scripts (the legacy polyfills) are left out: browsers that run modules, every one in use, never fetch them.
 */
export async function measurePageWeight(baseUrl: string, path: string): Promise<PageWeight> {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  const sources = [...html.matchAll(/<script([^>]+)>/g)]
    .map(([, attributes]) => attributes)
    .filter((attributes) => !/\bnoModule\b/i.test(attributes))
    .map((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1])
    .filter((src): src is string => Boolean(src));
  let jsGzipBytes = 0;
  let jsSentBytes = 0;
  let walletCode = false;
  for (const src of new Set(sources)) {
    const body = Buffer.from(await (await fetch(new URL(src, baseUrl))).arrayBuffer());
    jsGzipBytes += gzipSync(body, { level: 9 }).length;
    jsSentBytes += await sentBytes(new URL(src, baseUrl));
    const text = body.toString('utf8');
    if (WALLET_MARKERS.some((marker) => text.includes(marker))) walletCode = true;
  }
  return { path, scripts: new Set(sources).size, jsGzipBytes, jsSentBytes, walletCode };
}
