'use client';

import { useRouter } from 'next/navigation';
import { useLayoutEffect, useRef, useState } from 'react';
import type { LoreChapter } from '@/content/catalog';
import { STORAGE_KEYS } from '@/lib/rules/storage-keys';
import { ChapterPager } from './chapter-pager';

/** Whether this is the visitor's first open of the lore modal; marks it visited. */
function firstOpen(): boolean {
  try {
    const seen = localStorage.getItem(STORAGE_KEYS.loreVisited) === '1';
    if (!seen) localStorage.setItem(STORAGE_KEYS.loreVisited, '1');
    return !seen;
  } catch (error) {
    console.warn('[lore] local storage unavailable:', error);
    return false;
  }
}

/**
 * Whether the history entry before this one is a page of this site: going back from anywhere else would leave the
 * mall. The Navigation API lists only this origin's entries, client navigations included; without it, the
 * referrer of a page loaded in full.
 */
function previousEntryIsThisSite(): boolean {
  const navigation = (window as { navigation?: { currentEntry?: { index: number } | null } }).navigation;
  if (navigation?.currentEntry) return navigation.currentEntry.index > 0;
  try {
    return new URL(document.referrer).origin === window.location.origin && window.history.length > 1;
  } catch {
    return false;
  }
}

/** /lore: the lore modal opens at once; closing goes back to the previous page of this site, else home. */
export function LoreModal({ chapters }: { chapters: readonly LoreChapter[] }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const router = useRouter();
  const [welcome, setWelcome] = useState(false);
  const checked = useRef(false);

  // Before the first paint: the welcome line shown a frame after the modal pushed the chapter down.
  useLayoutEffect(() => {
    // Once per mount, even when effects run twice in development.
    if (!checked.current) {
      checked.current = true;
      setWelcome(firstOpen());
    }
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);

  const onClose = () => {
    if (previousEntryIsThisSite()) router.back();
    else router.push('/');
  };

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="lore-modal-title"
      className="m-auto max-h-[90dvh] w-[min(48rem,calc(100vw-1.5rem))] overflow-y-auto rounded-lg border border-neon-pink/60 bg-void p-0 text-ink backdrop:bg-void/85"
      data-testid="lore-modal"
    >
      <div className="p-4 sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id="lore-modal-title" className="font-display text-2xl text-neon-pink">
            Retailverse Lore
          </h2>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="rounded border border-edge px-3 py-1 font-mono text-sm text-dim hover:text-ink"
          >
            Close
          </button>
        </div>
        {welcome ? (
          <p
            role="status"
            className="mt-4 rounded border border-neon-cyan/60 bg-neon-cyan/10 p-3 text-sm text-neon-cyan"
            data-testid="lore-welcome"
          >
            Welcome to the Retailverse, wanderer. Pull up a crate: this is how the mall came back to life.
          </p>
        ) : null}
        <div className="mt-4">
          <ChapterPager chapters={chapters} headingLevel={3} />
        </div>
      </div>
    </dialog>
  );
}
