/** Lore chapters and their reading progress (docs/product.md §2, §4, §9). */
const LORE_CHAPTER_COUNT = 8;
/** The fake 'BOOTING TERMINAL' intro of /directory. */
export const BOOT_INTRO_MS = 3000;

/** Share of chapters read as a rounded percent (duplicates ignored, capped at 100). */
export function loreProgressPercent(readIds: readonly string[], total: number = LORE_CHAPTER_COUNT): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.round((new Set(readIds).size / total) * 100));
}

function wrap(index: number, total: number): number {
  if (!Number.isInteger(total) || total <= 0) throw new RangeError('chapter total must be a positive integer');
  return ((index % total) + total) % total;
}

/** The next chapter index; after the last comes the first. */
export function nextChapter(index: number, total: number = LORE_CHAPTER_COUNT): number {
  return wrap(index + 1, total);
}

/** The previous chapter index; before the first comes the last. */
export function prevChapter(index: number, total: number = LORE_CHAPTER_COUNT): number {
  return wrap(index - 1, total);
}

/** The read list with `id` added once (order kept, no duplicates). */
function markRead(readIds: readonly string[], id: string): string[] {
  return readIds.includes(id) ? [...readIds] : [...readIds, id];
}

/**
 * A chapter counts as read when the user moves on from it (next or previous) or jumps to it (dot indicator).
 */
export function readAfterNavigation(
  readIds: readonly string[],
  move: { from: string; to: string; via: 'next' | 'prev' | 'jump' },
): string[] {
  const movedOn = markRead(readIds, move.from);
  return move.via === 'jump' ? markRead(movedOn, move.to) : movedOn;
}

/** 'Chapter n of 8' for a 0-based index. */
export function chapterCounter(index: number, total: number = LORE_CHAPTER_COUNT): string {
  return `Chapter ${wrap(index, total) + 1} of ${total}`;
}
