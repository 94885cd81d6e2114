import { describe, expect, it } from 'vitest';
import {
  BOOT_INTRO_MS,
  chapterCounter,
  loreProgressPercent,
  nextChapter,
  prevChapter,
  readAfterNavigation,
} from '@/components/lore/lore-progress';

describe('lore progress', () => {
  it('quotes 8 chapters, a 3 s boot intro and a 150 ms glitch blink', () => {
    expect(BOOT_INTRO_MS).toBe(3000);
    expect(chapterCounter(7)).toBe('Chapter 8 of 8');
  });

  it('is the rounded share of distinct chapters read', () => {
    expect(loreProgressPercent([])).toBe(0);
    expect(loreProgressPercent(['a'])).toBe(13);
    expect(loreProgressPercent(['a', 'b', 'c'])).toBe(38);
    expect(loreProgressPercent(['a', 'a', 'b'])).toBe(25);
    expect(loreProgressPercent(['1', '2', '3', '4', '5', '6', '7', '8', '9'])).toBe(100);
    expect(loreProgressPercent(['a'], 0)).toBe(0);
  });

  it('wraps around in both directions', () => {
    expect(nextChapter(0)).toBe(1);
    expect(nextChapter(7)).toBe(0);
    expect(prevChapter(0)).toBe(7);
    expect(prevChapter(3)).toBe(2);
    expect(chapterCounter(0)).toBe('Chapter 1 of 8');
    expect(chapterCounter(8)).toBe('Chapter 1 of 8');
  });

  it('marks a chapter read once; moving on marks the left chapter, jumping marks both', () => {
    expect(readAfterNavigation(['a'], { from: 'a', to: 'b', via: 'next' })).toEqual(['a']);
    expect(readAfterNavigation(['a'], { from: 'b', to: 'c', via: 'next' })).toEqual(['a', 'b']);
    expect(readAfterNavigation([], { from: 'a', to: 'b', via: 'next' })).toEqual(['a']);
    expect(readAfterNavigation([], { from: 'a', to: 'h', via: 'prev' })).toEqual(['a']);
    expect(readAfterNavigation([], { from: 'a', to: 'e', via: 'jump' })).toEqual(['a', 'e']);
  });
});
