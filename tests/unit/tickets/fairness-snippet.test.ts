import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FAIRNESS_SNIPPET } from '../../../components/tickets/fairness-snippet';
import { prizeFromHmac } from '../../../lib/rules/spin-wheel';

const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
  ...args: string[]
) => (...a: unknown[]) => Promise<void>;

describe('the /fairness recipe', () => {
  it('recomputes the same HMAC and prize as the server for many spins', async () => {
    const seed = 'c0ffee'.repeat(10);
    const wallet = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
    for (let i = 0; i < 200; i++) {
      const spinId = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
      const source = FAIRNESS_SNIPPET.replace('REVEALED_SEED', seed)
        .replace('YOUR_WALLET_ADDRESS', wallet)
        .replace("'SPIN_ID'", `'${spinId}'`);
      const logged: unknown[][] = [];
      await new AsyncFunction('console', source)({ log: (...args: unknown[]) => logged.push(args) });
      const hmac = createHmac('sha256', seed).update(`${wallet}:${spinId}`).digest('hex');
      const result = logged.at(-1)![0] as { hmac: string; prize: string };
      expect(result.hmac).toBe(hmac);
      expect(result.prize).toBe(prizeFromHmac(hmac).label);
    }
  });
});
