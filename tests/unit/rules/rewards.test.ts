import { describe, expect, it } from 'vitest';
import {
  ANON_VOTE_LIMIT_MESSAGE,
  ANON_VOTES_PER_ADDRESS_PER_DAY,
  DEFAULT_WELCOME_GRANT,
  FEEDBACK_REWARD,
  REFERRAL_REWARD,
  referralLink,
  utcDay,
} from '@/lib/rules/rewards';
import { SPIN_WHEEL_COST } from '@/lib/rules/tickets';

describe('earning rules', () => {
  it('pays what /retail-tickets promises: feedback 3, referrals 5; the welcome grant buys one spin', () => {
    expect(FEEDBACK_REWARD).toBe(3);
    expect(REFERRAL_REWARD).toBe(5);
    expect(DEFAULT_WELCOME_GRANT).toBe(SPIN_WHEEL_COST);
  });

  it('counts days in UTC: 23:59:59.999 and 00:00 are different days whatever the local zone', () => {
    expect(utcDay(new Date('2030-05-01T23:59:59.999Z'))).toBe('2030-05-01');
    expect(utcDay(new Date('2030-05-02T00:00:00.000Z'))).toBe('2030-05-02');
    expect(utcDay(new Date('2030-05-02T01:30:00+02:00'))).toBe('2030-05-01');
  });

  it('builds the referral link on the home page of the site', () => {
    const wallet = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
    expect(referralLink('https://retailverse.example', wallet)).toBe(`https://retailverse.example/?ref=${wallet}`);
    expect(referralLink('http://localhost:3000/', wallet)).toBe(`http://localhost:3000/?ref=${wallet}`);
  });

  it('says the anonymous vote cap it applies', () => {
    expect(ANON_VOTES_PER_ADDRESS_PER_DAY).toBe(3);
    expect(ANON_VOTE_LIMIT_MESSAGE).toContain(`${ANON_VOTES_PER_ADDRESS_PER_DAY} anonymous votes`);
  });
});
