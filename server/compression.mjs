import Negotiator from 'negotiator';
import { brotliCompressSync, constants } from 'node:zlib';

/** The codings we answer in, best first: a tie in the client's weights goes to the smaller. */
const CODINGS = ['br', 'gzip', 'identity'];

/**
 * The encoding to answer with, from a request's Accept-Encoding (weighed by `negotiator`): brotli or gzip, or null
 * for the body as it is. A coding listed with q=0 is refused (RFC 9110 §12.5.3); `*` stands for any coding not listed.
 * @param {string | string[] | undefined} acceptEncoding
 * @returns {'br' | 'gzip' | null}
 */
export function preferredEncoding(acceptEncoding) {
  const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': String(acceptEncoding) };
  // @types/negotiator (0.6) predates the `preferred` option of negotiator 1.1.
  const negotiator =
    /** @type {Negotiator & { encoding(available: string[], options: { preferred: string[] }): string | undefined }} */ (
      new Negotiator({ headers })
    );
  const coding = negotiator.encoding(CODINGS, { preferred: CODINGS });
  return coding === 'br' || coding === 'gzip' ? coding : null;
}

/**
 * Brotli options for text of `size` bytes at `quality` (0-11).
 * @param {number} size
 * @param {number} quality
 * @returns {import('node:zlib').BrotliOptions}
 */
export function brotliTextOptions(size, quality) {
  return {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

// Quality 6 compresses a 120 KB page in about a millisecond, as fast as gzip and a fifth smaller; 11 (the
// build's, for files compressed once) takes a hundred times longer.
const PAGE_QUALITY = 6;

/**
 * Brotli for text rendered at run time (pages kept in the rendered-output cache).
 * @param {Buffer} body
 * @returns {Buffer}
 */
export function brotliText(body) {
  return brotliCompressSync(body, brotliTextOptions(body.length, PAGE_QUALITY));
}
