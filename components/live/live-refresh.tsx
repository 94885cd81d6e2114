'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { subscribeToSales } from './sales-feed';

/** Sales arriving together (a burst, a reconnect) cost the page one re-render. */
const COALESCE_MS = 300;

/**
 * Renders nothing; on a page that shows what is for sale, re-renders it from the server when a name is sold (or
 * returned to sale) on any process: every name, or only `slug` on a name's page. Rendered on a mall with payments.
 */
export function LiveRefresh({ slug }: { slug?: string }) {
  const router = useRouter();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = subscribeToSales((event) => {
      if (event.type === 'sales') return;
      const changed = event.type === 'sale' ? event.sale.slug : event.type === 'change' ? event.slug : null;
      if (slug && changed !== null && changed !== slug) return;
      timer ??= setTimeout(() => {
        timer = undefined;
        router.refresh();
      }, COALESCE_MS);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [router, slug]);
  return null;
}
