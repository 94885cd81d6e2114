'use client';

import { useCallback, useEffect, useState } from 'react';
import { loreProgressPercent } from '@/components/lore/lore-progress';
import { parseStoredStringList, STORAGE_KEYS } from '@/lib/rules/storage-keys';

/** Read chapter ids and the progress percent, kept in local storage (errors are logged and ignored). */
export function useLoreProgress() {
  const [readIds, setReadIds] = useState<string[]>([]);
  useEffect(() => {
    try {
      setReadIds(parseStoredStringList(localStorage.getItem(STORAGE_KEYS.readChapters)));
    } catch (error) {
      console.warn('[lore] local storage unavailable:', error);
    }
  }, []);
  const save = useCallback((next: string[]) => {
    setReadIds(next);
    try {
      localStorage.setItem(STORAGE_KEYS.readChapters, JSON.stringify(next));
      localStorage.setItem(STORAGE_KEYS.loreProgress, JSON.stringify(loreProgressPercent(next)));
    } catch (error) {
      console.warn('[lore] local storage unavailable:', error);
    }
  }, []);
  return { readIds, percent: loreProgressPercent(readIds), save };
}
