'use client';

import { RouteError } from '@/components/layout/route-error';
import { displayFont, monoFont } from './fonts';
import './globals.css';

/** Replaces the root layout when it fails, so it brings its own <html> and <body>. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en" className={`${monoFont.variable} ${displayFont.variable}`}>
      <head>
        <title>Error | Retailverse</title>
      </head>
      <body className="antialiased">
        <main id="main" className="flex min-h-dvh items-center px-4">
          <RouteError error={error} reset={reset} />
        </main>
      </body>
    </html>
  );
}
