'use client';
import { useEffect, useState } from 'react';
import { COUNTDOWN_TICK_MS } from '@/lib/rules/rotation';

/** The current time, ticking every second once mounted; null during server render and hydration. */
export function useNow(tickMs: number = COUNTDOWN_TICK_MS): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}
