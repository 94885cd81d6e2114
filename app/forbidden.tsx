import { ReloadOnSignIn } from '@/components/operator/reload-on-sign-in';
import Link from 'next/link';
import { ConnectButton } from '@/components/wallet/connect-button';

/** 403 of the operator console (components/operator/require-console.ts): the wallet is not an operator's. */
export default function Forbidden() {
  return (
    <main className="mx-auto max-w-2xl px-4 py-12">
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
