'use client';

import { useEffect } from 'react';

/**
 * Counts a view of a name's page once it is shown (a cached render is not a view): a beacon to /api/views that
 * outlives the page. Tiny on purpose, and free of wallet code.
 */
export function ViewBeacon({ slug }: { slug: string }) {
  useEffect(() => {
    const body = JSON.stringify({ slug });
    const blob = new Blob([body], { type: 'application/json' });
    if (!navigator.sendBeacon?.('/api/views', blob)) {
      void fetch('/api/views', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
        keepalive: true,
      }).catch(() => undefined);
    }
  }, [slug]);
  return null;
}
