'use client';

import { RouteError } from '@/components/layout/route-error';

const reload = () => window.location.reload();

/** The domain list and detail pages: the docs/product.md §8 panel, whose Retry reloads the page. */
export default function DomainsError({ error }: { error: Error & { digest?: string } }) {
  return <RouteError error={error} reset={reload} />;
}
