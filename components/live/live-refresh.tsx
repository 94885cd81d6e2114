'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { subscribeToSales } from './sales-feed';

/**
 * Renders nothing; on a page that shows what is for sale, re-renders it from the server when a name is sold (or
 * returned to sale) on any process: every name, or only `slug` on a name's page. Rendered on a mall with payments.
 */
export function LiveRefresh({ slug }: { slug?: string }) {
  const router = useRouter();
  useEffect(
    () =>
      subscribeToSales((event) => {
        if (event.type === 'sales') return;
        const changed = event.type === 'sale' ? event.sale.slug : event.type === 'change' ? event.slug : null;
        if (!slug || changed === null || changed === slug) router.refresh();
      }),
    [router, slug],
  );
  return null;
}
