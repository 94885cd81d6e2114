'use client';

import { RouteError } from '@/components/layout/route-error';

/** Errors inside the mall keep the sidebar, chat bot and badge around the panel. */
export default function MallErrorBoundary({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <RouteError error={error} reset={reset} />;
}
