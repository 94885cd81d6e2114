import { describe, expect, it } from 'vitest';
import { healthProblems, type HealthFacts } from '@/lib/rules/health';

const NETWORK_UNREACHABLE =
  'The Solana network cannot be reached. Payments cannot be checked, and buyers cannot open orders, until it answers again.';

const well: HealthFacts = {
  payments: true,
  rpc: { state: 'ok', latencyMs: 40 },
  websocket: 'off',
  scan: { secondsSince: 2, failures: 0, lastError: null },
  outbox: { pending: 3, failed: 0 },
  deliveries: { waiting: 1, blocked: 0 },
  price: { source: 'live', ageSeconds: 30 },
  database: true,
  siteUrl: { built: 'https://mall.example', running: 'https://mall.example' },
};
const problems = (facts: Partial<HealthFacts>) => healthProblems({ ...well, ...facts }, { failingAfter: 3 });

describe('what the health page and the console banner say is wrong', () => {
  it('nothing when all is well', () => expect(problems({})).toEqual([]));

  it('the network cannot be reached: from a probe at once, from the stored scan only after failures in a row', () => {
    expect(problems({ rpc: { state: 'unreachable', latencyMs: null } })).toEqual([NETWORK_UNREACHABLE]);
    const failing = (failures: number) => ({
      rpc: null,
      scan: { secondsSince: 90, failures, lastError: 'unreachable' },
    });
    expect(problems(failing(2))).toEqual(["The seller's address was last scanned 90 seconds ago: payments wait."]);
    expect(problems(failing(3))).toEqual([NETWORK_UNREACHABLE]);
  });

  it('a slow RPC, a lost websocket, jobs that gave up, blocked deliveries, a stale price and a build for another address', () => {
    expect(
      problems({
        rpc: { state: 'ok', latencyMs: 2_001 },
        websocket: 'disconnected',
        outbox: { pending: 0, failed: 1 },
        deliveries: { waiting: 0, blocked: 2 },
        price: { source: 'live', ageSeconds: 20 * 60 },
        siteUrl: { built: 'http://localhost:3000', running: 'https://mall.example' },
      }),
    ).toEqual([
      'The Solana network answers slowly (2,001 ms): payments are seen later.',
      'The websocket to the Solana network is not connected: payments are found at the next scan.',
      '1 background job gave up: retry from the dashboard.',
      '2 deliveries need the operator.',
      'The SOL price is 20 minutes old.',
      'This build was made for http://localhost:3000 but runs as https://mall.example: pages made at build time link to the wrong address.',
    ]);
  });

  it('a database that does not answer is the one thing said; a mall without a seller wallet watches no chain', () => {
    expect(problems({ database: false, outbox: { pending: 0, failed: 4 } })).toEqual([
      'The database cannot be reached: the mall shows its built-in catalogue and takes no orders.',
    ]);
    expect(
      problems({ payments: false, rpc: null, scan: { secondsSince: null, failures: 9, lastError: 'unreachable' } }),
    ).toEqual([]);
    expect(problems({ price: { source: 'fallback', ageSeconds: 0 } })).toEqual([
      'The SOL price feed does not answer: dollar prices use the fallback price.',
    ]);
  });
});
