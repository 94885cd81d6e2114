import { describe, expect, it } from 'vitest';
import { FIXER_CARD_TITLE, fixerCountdown, showsFixerCard } from '@/components/scavrack/fixer';
import { mulberry32 } from '@/lib/rules/random';
import { DRAWS, expectRate } from '../rules/stats';

const never = () => {
  throw new Error('random must not be consulted');
};

describe('showsFixerCard', () => {
  it('quotes the copy', () => {
    expect(FIXER_CARD_TITLE).toBe('Fixer Upgrade Incoming');
  });

  it('needs a fixer queue and a status other than promoted', () => {
    expect(showsFixerCard({ fixerQueue: false, fixerActive: true, status: 'available' }, never)).toBe(false);
    expect(showsFixerCard({ fixerActive: true }, never)).toBe(false);
    expect(showsFixerCard({ fixerQueue: true, fixerActive: true, status: 'promoted' }, never)).toBe(false);
  });

  it('always shows for an active fixer without drawing', () => {
    expect(showsFixerCard({ fixerQueue: true, fixerActive: true, status: 'available' }, never)).toBe(true);
  });

  it('otherwise shows when random() < 0.12', () => {
    const queued = { fixerQueue: true, fixerActive: false, status: 'available' };
    expect(showsFixerCard(queued, () => 0.1199)).toBe(true);
    expect(showsFixerCard(queued, () => 0.12)).toBe(false);
    const random = mulberry32(12);
    let shown = 0;
    for (let i = 0; i < DRAWS; i++) if (showsFixerCard(queued, random)) shown++;
    expectRate(shown, DRAWS, 0.12);
  });
});

describe('fixerCountdown', () => {
  const now = new Date('2025-03-01T10:00:00Z');

  it('counts down HH:MM:SS under a day and Nd HH:MM:SS beyond', () => {
    expect(fixerCountdown('2025-03-01T11:02:03Z', now)).toEqual({ done: false, text: '01:02:03' });
    expect(fixerCountdown(new Date('2025-03-03T10:00:05Z'), now)).toEqual({ done: false, text: '2d 00:00:05' });
    expect(fixerCountdown(now.getTime() + 400, now)).toEqual({ done: false, text: '00:00:01' });
  });

  it("says 'Upgrading soon!' once passed, at the instant, or when unknown", () => {
    expect(fixerCountdown('2025-03-01T09:00:00Z', now)).toEqual({ done: true, text: 'Upgrading soon!' });
    expect(fixerCountdown(now, now).done).toBe(true);
    expect(fixerCountdown(null, now).done).toBe(true);
    expect(fixerCountdown('garbage', now).done).toBe(true);
  });
});
