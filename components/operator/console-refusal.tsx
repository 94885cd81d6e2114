import Link from 'next/link';
import { ReloadOnSignIn } from '@/components/operator/reload-on-sign-in';
import { ConnectPrompt } from '@/components/tickets/connect-prompt';
import { ConnectButton } from '@/components/wallet/connect-button';

/** The console's 401: no wallet is signed in (docs/operators.md). */
export function ConsoleSignIn() {
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="mb-6 font-display text-3xl text-neon-cyan">Operator console</h1>
      <ReloadOnSignIn />
      <ConnectPrompt why="Sign in with an operator wallet to open the console." />
      <p className="mt-6 font-mono text-sm">
        <Link href="/" className="text-neon-cyan hover:underline">
          Back to the mall
        </Link>
      </p>
    </main>
  );
}

/** The console's 403: the wallet is not an operator's. */
export function ConsoleForbidden() {
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-12">
      <ReloadOnSignIn />
      <h1 className="font-display text-3xl text-neon-pink">Operators only</h1>
      <p className="mt-3 text-dim">This wallet is not an operator of this mall.</p>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <ConnectButton />
        <Link href="/" className="font-mono text-sm text-neon-cyan hover:underline">
          Back to the mall
        </Link>
      </div>
    </main>
  );
}
