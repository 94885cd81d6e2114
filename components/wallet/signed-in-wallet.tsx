'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { apiRequest } from '@/components/api/client';
import { IntentLink } from '../navigation/intent-link';
import { announceWalletSession } from './use-wallet-session';

const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-4)}`;

/** The signed-in wallet, shortened, with the pages that are its own (the console for an operator) and Sign out. */
export function SignedInWallet({ wallet, operator }: { wallet: string; operator?: boolean }) {
  const router = useRouter();
  const [signingOut, setSigningOut] = useState(false);

  async function signOut() {
    setSigningOut(true);
    try {
      await apiRequest('/api/auth/logout', { method: 'POST' });
      announceWalletSession(null);
      router.refresh();
    } finally {
      setSigningOut(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2 font-mono text-sm" data-testid="wallet-session">
      <span className="rounded border border-neon-green/60 px-2 py-1 text-neon-green" title={wallet}>
        <span aria-hidden="true">◉ </span>
        <span className="sr-only">Signed in as </span>
        {short(wallet)}
      </span>
      <IntentLink
        href="/orders"
        className="rounded border border-edge px-2 py-1 text-neon-cyan hover:border-neon-cyan"
        data-testid="my-orders-link"
      >
        My orders
      </IntentLink>
      <a
        href="/names"
        className="rounded border border-edge px-2 py-1 text-dim hover:border-neon-cyan hover:text-neon-cyan"
      >
        My names
      </a>
      <a
        href="/watchlist"
        className="rounded border border-edge px-2 py-1 text-dim hover:border-neon-cyan hover:text-neon-cyan"
      >
        Watchlist
      </a>
      {operator ? (
        <a
          href="/operator"
          className="rounded border border-neon-yellow/60 px-2 py-1 text-neon-yellow hover:bg-neon-yellow/10"
        >
          Console
        </a>
      ) : null}
      <button
        type="button"
        onClick={signOut}
        disabled={signingOut}
        className="rounded border border-edge px-2 py-1 text-dim hover:border-neon-pink hover:text-neon-pink disabled:opacity-60"
      >
        Sign out
      </button>
    </div>
  );
}
