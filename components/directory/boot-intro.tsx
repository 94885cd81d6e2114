'use client';

import { useEffect, useState } from 'react';
import { BOOT_INTRO_MS } from '@/lib/rules/lore-progress';

/** With reduced motion the intro is only a brief flash. */
const REDUCED_MOTION_BOOT_MS = 600;

const LINES = ['> mounting floor plans...', '> syncing wing rotations...', '> waking the directory kiosk...'];

/**
 * The fake 'BOOTING TERMINAL' intro of /directory (3 s, skippable). Without JavaScript a CSS animation
 * hides it after the same time, so the map is never locked away.
 */
export function BootIntro() {
  const [visible, setVisible] = useState(true);
  const [closesIn, setClosesIn] = useState<number | null>(null);
  useEffect(() => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const ms = reduced ? REDUCED_MOTION_BOOT_MS : BOOT_INTRO_MS;
    setClosesIn(ms);
    const timer = setTimeout(() => setVisible(false), ms);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div
      role="status"
      className="fixed inset-0 z-40 flex flex-col items-center justify-center gap-4 bg-void/95 px-6 font-mono scanlines"
      style={{ animation: `rv-boot-out 1ms linear ${BOOT_INTRO_MS}ms forwards` }}
      data-testid="boot-intro"
      data-closes-in={closesIn ?? undefined}
    >
      <style>{'@keyframes rv-boot-out { to { visibility: hidden; opacity: 0; } }'}</style>
      <p className="animate-pulse text-2xl tracking-[0.3em] text-neon-green">BOOTING TERMINAL</p>
      <ul className="space-y-1 text-sm text-dim" aria-hidden="true">
        {LINES.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => setVisible(false)}
        className="mt-4 rounded border border-neon-cyan px-4 py-2 text-sm text-neon-cyan hover:bg-neon-cyan/10"
      >
        Skip intro
      </button>
    </div>
  );
}
