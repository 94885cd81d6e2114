/** Reading time and meta descriptions (docs/product.md §2, §9). */
const WORDS_PER_MINUTE = 200;
const META_DESCRIPTION_LENGTH = 150;

/** Words are whitespace-separated tokens with at least one letter or digit (markdown marks like '#' or '-' are not words). */
export function wordCount(text: string): number {
  return text.split(/\s+/u).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Minutes to read at 200 words per minute, rounded up, at least 1. */
export function readingTimeMinutes(markdown: string): number {
  return Math.max(1, Math.ceil(wordCount(markdown) / WORDS_PER_MINUTE));
}

/**
 * The first 150 characters of the text, after collapsing every run of whitespace (line breaks included) to one
 * space and trimming. Counts Unicode code points, so an emoji is never cut in half; no ellipsis is added.
 */
export function metaDescription(text: string, length: number = META_DESCRIPTION_LENGTH): string {
  const collapsed = text.replace(/\s+/gu, ' ').trim();
  return Array.from(collapsed).slice(0, length).join('').trimEnd();
}
