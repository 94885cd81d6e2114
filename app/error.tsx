'use client';

import { RouteError } from '@/components/layout/route-error';

export default function ErrorBoundary({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main id="main" className="flex min-h-dvh items-center px-4">
      <RouteError error={error} reset={reset} />
    </main>
  );
}
