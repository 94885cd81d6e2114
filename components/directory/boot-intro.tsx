'use client';

import { useEffect, useState } from 'react';
import { BOOT_INTRO_MS } from '@/components/lore/lore-progress';
import { SESSION_KEYS } from '@/lib/rules/storage-keys';

/** With reduced motion the intro is only a brief flash. */
const REDUCED_MOTION_BOOT_MS = 600;

const LINES = ['> mounting floor plans...', '> syncing wing rotations...', '> waking the directory kiosk...'];

function seenThisSession(): boolean {
  try {
    return sessionStorage.getItem(SESSION_KEYS.bootIntroSeen) === '1';
  } catch {
    return false;
  }
}

function markSeen() {
  try {
    sessionStorage.setItem(SESSION_KEYS.bootIntroSeen, '1');
  } catch (error) {
    console.warn('[directory] session storage unavailable:', error);
  }
}

/**
 * The fake 'BOOTING TERMINAL' intro of /directory (3 s). It never stands between a visitor and the map: the server
 * does not render it (so without JavaScript there is none), it runs once a browser session, and the Skip button or
 * Escape ends it (docs/product.md §2).
 */
export function BootIntro() {
  const [closesIn, setClosesIn] = useState<number | null>(null);
  useEffect(() => {
    if (seenThisSession()) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const ms = reduced ? REDUCED_MOTION_BOOT_MS : BOOT_INTRO_MS;
    setClosesIn(ms);
    const close = () => {
      markSeen();
      setClosesIn(null);
    };
    const timer = setTimeout(close, ms);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);
  if (closesIn === null) return null;
  return (
    <div
      role="status"
      className="fixed inset-0 z-40 flex flex-col items-center justify-center gap-4 bg-void/95 px-6 font-mono scanlines"
      data-testid="boot-intro"
      data-closes-in={closesIn}
    >
      <p className="animate-pulse text-2xl tracking-[0.3em] text-neon-green">BOOTING TERMINAL</p>
      <ul className="space-y-1 text-sm text-dim" aria-hidden="true">
        {LINES.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => {
          markSeen();
          setClosesIn(null);
        }}
        className="mt-4 rounded border border-neon-cyan px-4 py-2 text-sm text-neon-cyan hover:bg-neon-cyan/10"
      >
        Skip intro
      </button>
    </div>
  );
}
