import { describe, expect, it } from 'vitest';
import { rewardStanding, WELCOME_NEEDS_HISTORY } from '@/lib/rules/reward-proof';

const NOW = new Date('2026-06-01T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
const history = (balanceLamports: bigint, firstTransactionAt: Date | null) => ({ balanceLamports, firstTransactionAt });

describe('who the free rewards are for', () => {
  it('on-chain history: at least 0.05 SOL and a first transaction 30 days old, both', () => {
    const qualifies = (chain: ReturnType<typeof history>) =>
      rewardStanding({ paidOrder: false, namesHeld: 0, chain }, NOW).eligible;
    expect(qualifies(history(50_000_000n, daysAgo(30)))).toBe(true);
    expect(qualifies(history(49_999_999n, daysAgo(400)))).toBe(false);
    expect(qualifies(history(10n ** 12n, daysAgo(29.9)))).toBe(false);
    expect(qualifies(history(10n ** 12n, null))).toBe(false);
  });

  it('a paid order or a name held is proof without the chain; an unreadable chain is never proof', () => {
    const none = { paidOrder: false, namesHeld: 0, chain: null };
    expect(rewardStanding({ ...none, paidOrder: true }, NOW)).toEqual({ eligible: true, reason: 'paid-order' });
    expect(rewardStanding({ ...none, namesHeld: 1 }, NOW)).toEqual({ eligible: true, reason: 'name-held' });
    expect(rewardStanding(none, NOW)).toEqual({ eligible: false, reason: 'chain-unreadable' });
    const fresh = { ...none, chain: history(5_000_000_000n, daysAgo(1)) };
    expect(rewardStanding(fresh, NOW)).toEqual({ eligible: false, reason: 'no-history' });
    const old = { ...none, chain: history(5_000_000_000n, daysAgo(90)) };
    expect(rewardStanding(old, NOW)).toEqual({ eligible: true, reason: 'on-chain-history' });
  });

  it('tells a wallet without proof what opens the grant, with the thresholds', () => {
    expect(WELCOME_NEEDS_HISTORY).toBe(
      'Welcome grant: for wallets with on-chain history; yours has none yet. It opens once this wallet buys a name ' +
        'here, or holds at least 0.05 SOL with a first transaction 30 or more days old.',
    );
  });
});
