import { useEffect, useState } from 'react';
import { nameOnHold } from '@/lib/rules/name-hold';
import { holdEnd, subscribeToHolds } from './name-holds';

/**
 * "On hold — back in mm:ss" while an open order holds `slug`, ticking each second, else null. `live`: only a mall
 * that takes payments has orders (and the sales feed) to follow.
 */
export function useNameHold(slug: string, live: boolean): string | null {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!live) return;
    return subscribeToHolds(() => {
      setUntil(holdEnd(slug));
      setNow(Date.now());
    });
  }, [slug, live]);
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until !== null && until > now ? nameOnHold(until, now) : null;
}
