import { describe, expect, it } from 'vitest';
import { quizResult, quizScore } from '@/components/tools/quiz-state';
import { catalogDomains } from '@/content/catalog';
import { communityPoll } from '@/content/poll';
import { QUIZ_OPTION_COUNT, QUIZ_QUESTION_COUNT, QUIZ_QUESTIONS } from '@/content/quiz';
import { TOOL_CARDS } from '@/content/tools';
import { pollStanding, visiblePollOptions } from '@/lib/community/poll-standing';
import { POLL_CATEGORIES, POLL_TOTAL_VOTES } from '@/lib/rules/community';
import { saleOffer } from '@/lib/rules/offer';

const NOW = new Date('2026-01-01T00:00:00Z');

describe('the community poll content', () => {
  it('starts at 186 votes, split over Premium and Mid options that are real catalogue domains', () => {
    expect(communityPoll.totalVotes).toBe(POLL_TOTAL_VOTES);
    expect(communityPoll.options.reduce((sum, option) => sum + option.votes, 0)).toBe(POLL_TOTAL_VOTES);
    const names = new Set(catalogDomains.map((domain) => domain.name));
    for (const option of communityPoll.options) {
      expect(POLL_CATEGORIES).toContain(option.category);
      expect(names).toContain(option.name);
      expect(option.image).toMatch(/\p{Extended_Pictographic}/u);
    }
    expect(new Set(communityPoll.options.map((option) => option.id)).size).toBe(communityPoll.options.length);
  });

  it('offers only names still locked away (vaulted or coming soon), never one on sale, in their catalogue category', () => {
    const bySlug = new Map(catalogDomains.map((domain) => [domain.slug, domain]));
    for (const option of communityPoll.options) {
      const domain = bySlug.get(option.id)!;
      expect(domain.name).toBe(option.name);
      expect(saleOffer(domain).kind, option.name).toBe('none');
      expect(domain.vaulted || domain.status === 'coming-soon', option.name).toBe(true);
      expect(domain.category, option.name).toBe(option.category.toLowerCase());
    }
  });

  it('ships open, with an end date the operator can move', () => {
    expect(communityPoll.endDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(pollStanding(communityPoll, new Map(), NOW).open).toBe(true);
  });
});

describe('poll standing', () => {
  it('adds real votes to the starting counts and rounds each share', () => {
    const standing = pollStanding(communityPoll, new Map([['rugmuseum', 14]]), NOW, 'rugmuseum');
    expect(standing.totalVotes).toBe(200);
    const rugmuseum = standing.options.find((option) => option.id === 'rugmuseum');
    expect(rugmuseum).toMatchObject({ votes: 38, percent: 19 });
    expect(standing.myVote).toBe('rugmuseum');
  });

  it('is closed from the day after the end date (UTC)', () => {
    const poll = { ...communityPoll, endDate: '2025-02-15' };
    expect(pollStanding(poll, new Map(), new Date('2025-02-15T23:59:59Z')).open).toBe(true);
    expect(pollStanding(poll, new Map(), new Date('2025-02-16T00:00:00Z')).open).toBe(false);
  });

  it('hides the mall site names and their starting votes', () => {
    const poll = {
      ...communityPoll,
      totalVotes: 196,
      options: [
        ...communityPoll.options,
        { ...communityPoll.options[0], id: 'scavrack', name: 'scavrack.sol', votes: 10 },
      ],
    };
    expect(visiblePollOptions(poll).map((option) => option.id)).not.toContain('scavrack');
    expect(pollStanding(poll, new Map([['scavrack', 5]]), NOW, 'scavrack')).toMatchObject({
      totalVotes: 186,
      myVote: null,
    });
  });
});

describe('quiz and tools content', () => {
  it('has 3 questions of 4 options', () => {
    expect(QUIZ_QUESTIONS).toHaveLength(QUIZ_QUESTION_COUNT);
    for (const question of QUIZ_QUESTIONS) expect(question.options).toHaveLength(QUIZ_OPTION_COUNT);
  });

  it('all first options make a Tech Architect, all last a Meme Lord', () => {
    expect(quizResult(quizScore([0, 0, 0])).name).toBe('Tech Architect');
    expect(quizResult(quizScore([3, 3, 3])).name).toBe('Meme Lord');
  });

  it('lists the three tools with the labels of docs/product.md §2', () => {
    expect(TOOL_CARDS.map((tool) => [tool.title, tool.status])).toEqual([
      ['Domain Tester', 'Live'],
      ['Archetype Quiz', 'Live'],
      ['Domain Leaderboard', 'Live'],
    ]);
  });
});
