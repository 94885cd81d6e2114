import Link from 'next/link';
import { ConnectPrompt } from '@/components/tickets/connect-prompt';
import { ClaimShopButton } from './claim-shop-button';

/**
 * Claiming the shop: sign in with the wallet that will own it, then claim. The owner's wallet receives test payments
 * until a seller wallet is set, and opens the console.
 */
export function SetupPage({ code, claimed }: { code: string | null; claimed: boolean }) {
  return (
    <div className="mx-auto grid max-w-2xl gap-6" data-testid="setup-page">
      <h1 className="font-display text-3xl text-neon-cyan">Claim this shop</h1>
      {claimed ? (
        <p className="text-dim">
          This shop already has an owner. An operator signs in to the{' '}
          <Link href="/operator" className="text-neon-cyan underline">
            console
          </Link>
          .
        </p>
      ) : !code ? (
        <p className="text-dim">
          Open the setup link printed in the terminal where the mall started, or run{' '}
          <code className="font-mono">npm run setup-link</code> for a new one.
        </p>
      ) : (
        <>
          <p className="text-dim">
            The wallet you sign in with becomes the owner: it opens the operator console, and receives the payments of
            test sales (devnet SOL) until you set a seller wallet.
          </p>
          <ConnectPrompt why="1. Sign in with the wallet that will own this shop (no transaction, no fee)." />
          <ClaimShopButton code={code} />
        </>
      )}
    </div>
  );
}
