'use client';

import { useEffect } from 'react';
import { inNextTask } from '@/components/layout/in-next-task';

/**
 * Counts a view of a name's page once it is shown (a cached render is not a view): a beacon to /api/views that
 * outlives the page. Tiny on purpose, and free of wallet code. Sent in a task of its own, not the hydration's.
 */
export function ViewBeacon({ slug }: { slug: string }) {
  useEffect(() => inNextTask(() => sendView(slug)), [slug]);
  return null;
}

function sendView(slug: string): void {
  const body = JSON.stringify({ slug });
  const blob = new Blob([body], { type: 'application/json' });
  if (navigator.sendBeacon?.('/api/views', blob)) return;
  void fetch('/api/views', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    keepalive: true,
  }).catch(() => undefined);
}
