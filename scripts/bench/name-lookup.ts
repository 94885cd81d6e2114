import { Keypair } from '@solana/web3.js';
import { GET as getName } from '../../app/api/names/[slug]/route';
import { readDomain } from '../../lib/catalog';
import { selectDatabase } from '../../lib/db';
import { openDatabase } from '../../lib/db/open';
import { resetEnvCache } from '../../lib/env';
import { resetChainCache } from '../../lib/integrations/chain-cache';
import { distinctNameLookupLimiter, nameLookupLimiter } from '../../lib/integrations/limits';
import { refillRpcBudget } from '../../lib/integrations/rpc-budget';
import { startSnsRpcStandIn } from '../../tests/support/sns-rpc-stand-in';
import { percentile } from './load';

/** One RPC round trip to a public node from a server in another region (a request answered after this many ms). */
export const RPC_LATENCY_MS = 120;
const LOOKUPS = 40;

interface NameLookupRow {
  what: string;
  cache: 'uncached' | 'cached';
  p50Ms: number;
  p95Ms: number;
}

async function timed(run: () => Promise<unknown>, before: () => void | Promise<void>) {
  const ms: number[] = [];
  for (let i = 0; i < LOOKUPS; i++) {
    await before();
    const start = performance.now();
    await run();
    ms.push(performance.now() - start);
  }
  const sorted = ms.sort((a, b) => a - b);
  return { p50Ms: Math.round(percentile(sorted, 0.5)), p95Ms: Math.round(percentile(sorted, 0.95)) };
}

/**
 * The any-name lookup against the SNS stand-in answering every request after RPC_LATENCY_MS: GET /api/names/{name}
 * for a registered name with records and for a free one, and the /domains?q= card (the catalogue check its server
 * part makes, then the API call its browser code makes), each with the chain cache emptied before every call and with it warm.
 */
export async function measureNameLookups(): Promise<NameLookupRow[]> {
  const rpc = await startSnsRpcStandIn();
  const owner = Keypair.generate();
  rpc.register({ name: 'benchname', owner, records: { sol: owner.publicKey, url: 'https://b.example', twitter: 'b' } });
  rpc.setLatency(RPC_LATENCY_MS);
  Object.assign(process.env, { SOLANA_RPC_URL: rpc.url });
  resetEnvCache();
  const handle = await openDatabase({ engine: 'pglite-memory' });
  selectDatabase(handle);
  const api = async (name: string) => {
    const response = await getName(new Request(`http://bench/api/names/${name}`), {
      params: Promise.resolve({ slug: name }),
    });
    if (response.status !== 200) throw new Error(`/api/names/${name} answered ${response.status}`);
    await response.json();
  };
  const card = async (name: string) => {
    // The page's server part: is the name on our racks? Then the browser asks the API (the card's own code).
    if ((await readDomain(name)).domain) throw new Error(`${name} is in the catalogue`);
    await api(name);
  };
  const rows: NameLookupRow[] = [];
  try {
    const cases: [string, () => Promise<void>][] = [
      ['`/api/names/{name}`, registered, with records', () => api('benchname')],
      ['`/api/names/{name}`, free', () => api('benchfree')],
      ['`/domains?q=` outside-name card, free', () => card('benchfree')],
    ];
    // The latency of one lookup, not the visitor's caps or the mall's RPC budget (measured in their own rows): both are
    // made whole before every lookup.
    const unlimited = async () => {
      await nameLookupLimiter.reset();
      await distinctNameLookupLimiter.reset();
      await refillRpcBudget();
    };
    for (const [what, run] of cases) {
      rows.push({
        what,
        cache: 'uncached',
        ...(await timed(run, async () => {
          resetChainCache();
          await unlimited();
        })),
      });
      rows.push({ what, cache: 'cached', ...(await timed(run, unlimited)) });
    }
    return rows;
  } finally {
    selectDatabase(undefined);
    await handle.close();
    await rpc.close();
  }
}

export function nameLookupSection(rows: NameLookupRow[]): string[] {
  return [
    '## Any-name lookups (the SNS stand-in, every RPC request answered after ' + `${RPC_LATENCY_MS} ms)`,
    '',
    `Measured ${new Date().toISOString()} (also alone, by \`npm run bench -- --names-only\`), in process, PGlite in`,
    `memory, ${LOOKUPS} lookups each; uncached: the chain cache emptied before every lookup.`,
    '',
    '| lookup | chain cache | p50 ms | p95 ms | verdict |',
    '| --- | --- | ---: | ---: | --- |',
    ...rows.map(
      (row) =>
        `| ${row.what} | ${row.cache} | ${row.p50Ms} | ${row.p95Ms} | ${row.p95Ms < 1000 ? 'meets target' : 'misses target'} |`,
    ),
    '',
    'Target: p95 < 1 s for a name lookup, cached or not.',
  ];
}
