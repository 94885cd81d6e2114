/** The hostile values the sweep sends, by where they go. */
export const HUGE = 'x'.repeat(100_000);
export const TWO_MB = 2 * 1024 * 1024;

export const NUL = '\u0000';
export const LONE_SURROGATE = '\uD800';
export const RTL_OVERRIDE = '\u202E';
export const ZERO_WIDTH = '\u200B';
export const EMOJI = '\u{1F480}';

/** Placed into a JSON body as raw text, for values JSON.stringify cannot write. */
export const RAW_NUMBERS = ['1e999', '-1e999', '9'.repeat(400), '-0.0000001'];

export interface Case {
  name: string;
  /** Body text (JSON input) or null for no body. */
  body?: string | null;
  /** Overrides the content type; null sends none. */
  contentType?: string | null;
  /** Starts with '?' when present. */
  query?: string;
  slug?: string;
  headers?: Record<string, string>;
  /**
   * error: must be a 4xx JSON error; ignored: a route that takes no input must answer as it does to a
   * clean request.
   */
  expect: 'error' | 'ignored';
}

/** Slugs as a route's [slug] segment could receive them (Next.js hands over the decoded text). */
export const BAD_SLUGS: Record<string, string> = {
  'very long slug': 'a'.repeat(10_000),
  'dot-dot slash': '../../etc/passwd',
  'dot-dot alone': '..',
  'percent-encoded dot-dot': '%2e%2e%2f%2e%2e',
  'percent-encoded NUL': 'cope%00vendor',
  'NUL byte': `cope${NUL}vendor`,
  'lone surrogate': `cope${LONE_SURROGATE}`,
  'RTL override': `cope${RTL_OVERRIDE}rodnev`,
  'zero-width space': `cope${ZERO_WIDTH}vendor`,
  emoji: `${EMOJI}${EMOJI}`,
  empty: '',
  blank: '   ',
  backslashes: '..\\..\\windows',
  'SQL-ish': "x' or '1'='1",
};

/** Query strings a route that reads no query must ignore. */
export const JUNK_QUERIES: Record<string, string> = {
  'unknown key': '?x=1',
  NUL: '?a=%00',
  'bad percent-encoding': '?%zz=%E0%A4%A',
  'huge value': `?a=${HUGE}`,
  'dot-dot': '?../../etc/passwd',
  'repeated keys': '?a=1&a=2&a=3',
};
