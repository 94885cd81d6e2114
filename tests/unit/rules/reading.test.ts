import { describe, expect, it } from 'vitest';
import { metaDescription, readingTimeMinutes, wordCount } from '../../../lib/rules/reading';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('wordCount', () => {
  it('counts words, not markdown marks', () => {
    expect(wordCount('')).toBe(0);
    expect(wordCount('  one two\nthree  ')).toBe(3);
    expect(wordCount('# Title\n\n- item one\n- **bold** move')).toBe(5);
  });
});

describe('readingTimeMinutes', () => {
  it('uses 200 words per minute, rounded up, at least 1', () => {
    expect(readingTimeMinutes('')).toBe(1);
    expect(readingTimeMinutes(words(200))).toBe(1);
    expect(readingTimeMinutes(words(201))).toBe(2);
    expect(readingTimeMinutes(words(1000))).toBe(5);
  });
});

describe('metaDescription', () => {
  it('takes the first 150 characters after collapsing whitespace', () => {
    const body = `First line.\n\nSecond   line. ${'x'.repeat(300)}`;
    const meta = metaDescription(body);
    expect(meta).toHaveLength(150);
    expect(meta.startsWith('First line. Second line. x')).toBe(true);
  });

  it('keeps short text whole and never splits an emoji', () => {
    expect(metaDescription('  short  lore \n')).toBe('short lore');
    const emoji = metaDescription(`${'a'.repeat(149)}🧪tail`);
    expect(Array.from(emoji)).toHaveLength(150);
    expect(emoji.endsWith('🧪')).toBe(true);
  });
});
