// The searches people type, for `npm run bench -- --scale N` (docs/architecture-reference.md "The catalogue at
// scale"): common words, two-word phrases, name prefixes, numbers and typos, from the synthetic catalogue's words.
import autocannon from 'autocannon';

export const SEARCH_KINDS = ['common word', 'two-word phrase', 'name prefix', 'number', 'typo'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** One search of `kind`; `i` makes it differ from every other search of the run (no cache can answer it). */
export function searchTerm(kind: SearchKind, i: number, words: readonly string[], names: number, random: () => number) {
  const word = () => words[Math.floor(random() * words.length)]!;
  const n = (max: number) => Math.floor(random() * max);
  switch (kind) {
    case 'common word':
      // A word a twelfth of the names hold (the read cache is off, so a repeated word is still read afresh).
      return word();
    case 'two-word phrase':
      // Half a phrase the descriptions hold ("neon shop"), half two words no text holds side by side.
      return i % 2 ? `${word()} shop` : `${word()} ${word()}`;
    case 'name prefix':
      return `${word()}${word()}${n(names)}`.slice(0, 10 + (i % 4));
    case 'number':
      return String(n(names));
    case 'typo': {
      // A real name's first part with two letters swapped: "noenpixel12".
      const term = `${word()}${word()}${n(1000)}`;
      const at = 1 + (i % (term.length - 2));
      return `${term.slice(0, at)}${term[at + 1]}${term[at]}${term.slice(at + 2)}`;
    }
  }
}

export interface Concurrent {
  name: string;
  connections: number;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/**
 * `paths` requested by `connections` clients at once, each taking the next path when its answer is read. autocannon
 * drives them: the load's own client shares the machine's two cores with the app and PostgreSQL, and `fetch` spent
 * about 3 ms of CPU a request against autocannon's 0.6 ms. Bodies are asked for gzipped, as browsers ask.
 */
export async function runConcurrent(
  name: string,
  baseUrl: string,
  paths: string[],
  connections: number,
): Promise<Concurrent> {
  let next = 0;
  const result = await autocannon({
    url: baseUrl,
    connections,
    amount: paths.length,
    timeout: 60,
    headers: { 'accept-encoding': 'gzip, deflate' },
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) }],
  });
  return {
    name,
    connections,
    requests: paths.length,
    requestsPerSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
