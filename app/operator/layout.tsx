import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { ConsoleNav } from '@/components/operator/console-nav';
import { ConsoleForbidden, ConsoleSignIn } from '@/components/operator/console-refusal';
import { HealthBanner } from '@/components/operator/health-banner';
import { consoleAccess } from '@/lib/auth/operator-session';
import { answerStatus } from '@/lib/http/answer-status';
import { ConnectButton } from '@/components/wallet/connect-button';
import { TestModeRibbon } from '@/components/layout/test-mode-ribbon';
import { currentSettings } from '@/lib/settings';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: { default: 'Operator console', template: '%s | Operator console' },
  robots: { index: false, follow: false },
};

/** The operator console (docs/operators.md): its own frame, open only to operators (lib/auth/operators.ts). */
export default async function OperatorLayout({ children }: { children: ReactNode }) {
  // Rendered here with its status rather than thrown (unauthorized() and forbidden() before the first flush are an
  // empty document without JavaScript); each page still checks for itself with requireConsole().
  const access = await consoleAccess();
  if (access.state !== 'operator') {
    answerStatus(access.state === 'signed-out' ? 401 : 403);
    return access.state === 'signed-out' ? <ConsoleSignIn /> : <ConsoleForbidden />;
  }
  return (
    <div className="min-h-screen">
      {currentSettings().mode === 'test' ? <TestModeRibbon /> : null}
      <a
        href="#console-main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-panel focus:p-2"
      >
        Skip to content
      </a>
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-edge px-4 py-3">
        <p className="font-display text-lg text-neon-cyan">
          <Link href="/operator">Retailverse console</Link>
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <Link href="/" className="font-mono text-sm text-dim hover:text-neon-cyan">
            Back to the mall
          </Link>
          <ConnectButton />
        </div>
      </header>
      <HealthBanner />
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:flex-row">
        <aside className="sm:w-48 sm:shrink-0">
          <ConsoleNav />
        </aside>
        <main id="console-main" className="min-w-0 flex-1">
          {children}
        </main>
      </div>
    </div>
  );
}
