'use client';
import { useSyncExternalStore } from 'react';
import { COUNTDOWN_TICK_MS } from '@/lib/rules/rotation';

// One clock for every countdown on the page: a single interval, and only the components that show the time
// re-render on each tick (not the boards around them).
const listeners = new Set<() => void>();
let current: number | null = null;
let timer: ReturnType<typeof setInterval> | undefined;

function tick() {
  current = Date.now();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) {
    tick();
    timer = setInterval(tick, COUNTDOWN_TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    clearInterval(timer);
    timer = undefined;
    current = null;
  };
}

const getSnapshot = () => current;
const getServerSnapshot = () => null;

/** The current time, ticking every second once mounted; null during server render and hydration. */
export function useNow(): number | null {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
