'use client';

import { useCallback, useSyncExternalStore } from 'react';

const LOCAL_EVENT = 'rv:local-storage';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(LOCAL_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(LOCAL_EVENT, onChange);
  };
}

function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch (error) {
    console.warn(`[storage] cannot read ${key}:`, error);
    return null;
  }
}

/**
 * A localStorage string value that re-renders on change (this tab or another). The server snapshot is
 * null, so the first client render matches the server HTML and the stored value applies right after.
 * With `read` false the value is null and storage is not touched: a page's first localStorage access waits
 * on the browser's storage (5–20 ms of main thread), so parts that are not on screen put it off.
 */
export function useLocalStorageItem(key: string, read = true): [string | null, (value: string | null) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => (read ? readItem(key) : null),
    () => null,
  );
  const setValue = useCallback(
    (next: string | null) => {
      try {
        if (next === null) window.localStorage.removeItem(key);
        else window.localStorage.setItem(key, next);
      } catch (error) {
        console.warn(`[storage] cannot write ${key}:`, error);
      }
      window.dispatchEvent(new Event(LOCAL_EVENT));
    },
    [key],
  );
  return [value, setValue];
}
