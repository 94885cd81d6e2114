'use client';

import { useState } from 'react';
import type { LoreChapter } from '@/content/catalog';
import { chapterCounter, nextChapter, prevChapter, readAfterNavigation } from '@/components/lore/lore-progress';
import { PagerControl } from './pager-control';
import { useLoreProgress } from './use-lore-progress';

const navButton = 'rounded border border-neon-cyan px-4 py-2 font-mono text-sm text-neon-cyan hover:bg-neon-cyan/10';

/** Paged lore chapters: Previous/Next wrap around, dots jump, progress is remembered (docs/product.md §2, §4). */
export function ChapterPager({
  chapters,
  headingLevel = 2,
  initialIndex = 0,
  chapterHrefPrefix,
}: {
  chapters: readonly LoreChapter[];
  headingLevel?: 2 | 3;
  initialIndex?: number;
  /** With it, the pager is links: chapter n (1-based) is `${chapterHrefPrefix}${n}`. Without it, buttons. */
  chapterHrefPrefix?: string;
}) {
  const hrefFor = chapterHrefPrefix === undefined ? undefined : (at: number) => `${chapterHrefPrefix}${at + 1}`;
  const [index, setIndex] = useState(initialIndex);
  const { readIds, percent, save } = useLoreProgress();
  const total = chapters.length;
  const chapter = chapters[index]!;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const go = (to: number, via: 'next' | 'prev' | 'jump') => {
    save(readAfterNavigation(readIds, { from: chapter.id, to: chapters[to]!.id, via }));
    setIndex(to);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Lore chapters"
      className="panel p-6"
      data-testid="chapter-pager"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 font-mono text-xs text-dim">
        <p data-testid="chapter-counter" aria-live="polite">
          {chapterCounter(index, total)}
        </p>
        <p>
          Lore progress:{' '}
          <span className="text-neon-green" data-testid="lore-progress">
            {percent}%
          </span>
          {' · '}
          {new Set(readIds).size} read
        </p>
      </div>
      <div className="mt-1 h-1 overflow-hidden rounded bg-panel-2" aria-hidden="true">
        <div className="h-full bg-neon-green transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <Heading className="mt-6 font-display text-2xl text-neon-pink" data-testid="chapter-title">
        <span aria-hidden="true" className="mr-2">
          {chapter.emoji}
        </span>
        {chapter.title}
      </Heading>
      <div className="mt-4 whitespace-pre-line leading-relaxed text-ink">{chapter.content}</div>
      <div className="mt-8 flex items-center justify-between gap-3">
        <PagerControl
          className={navButton}
          href={hrefFor?.(prevChapter(index, total))}
          onActivate={() => go(prevChapter(index, total), 'prev')}
        >
          ← Previous
        </PagerControl>
        <ol className="flex flex-wrap justify-center gap-1" aria-label="Chapters">
          {chapters.map((item, dot) => (
            <li key={item.id}>
              <PagerControl
                href={hrefFor?.(dot)}
                onActivate={() => go(dot, 'jump')}
                aria-label={`Chapter ${dot + 1}: ${item.title}${readIds.includes(item.id) ? ' (read)' : ''}`}
                aria-current={dot === index ? 'step' : undefined}
                className="flex h-6 w-6 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={`block h-3 w-3 rounded-full border ${dot === index ? 'border-neon-cyan bg-neon-cyan' : readIds.includes(item.id) ? 'border-neon-green bg-neon-green/40' : 'border-dim bg-transparent'}`}
                />
              </PagerControl>
            </li>
          ))}
        </ol>
        <PagerControl
          className={navButton}
          href={hrefFor?.(nextChapter(index, total))}
          onActivate={() => go(nextChapter(index, total), 'next')}
        >
          Next →
        </PagerControl>
      </div>
    </section>
  );
}
