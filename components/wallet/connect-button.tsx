'use client';

import { apiRequest } from '@/components/api/client';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import type { SessionState } from '@/lib/auth/session';
import { IntentLink } from '../navigation/intent-link';
import { inNextTask } from '../layout/in-next-task';
import { Modal } from '../layout/modal';
import { WalletPicker } from './wallet-picker';

/** Connect buttons on one page (sidebar and page body) tell each other about sign-in and sign-out. */
export const WALLET_SESSION_EVENT = 'rv:wallet-session';

function announceWalletSession(wallet: string | null): void {
  window.dispatchEvent(new CustomEvent<string | null>(WALLET_SESSION_EVENT, { detail: wallet }));
}

type Session =
  { state: 'loading' } | { state: 'signed-out' } | { state: 'signed-in'; wallet: string; operator?: boolean };

const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-4)}`;

/** Shows the signed-in wallet, or a Connect Wallet button opening the wallet picker. */
export function ConnectButton({ label = 'Connect Wallet' }: { label?: string }) {
  const router = useRouter();
  const [session, setSession] = useState<Session>({ state: 'loading' });
  const [pickerOpen, setPickerOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

  useEffect(() => {
    let active = true;
    const cancel = inNextTask(() =>
      apiRequest<SessionState>('/api/auth/session').then((result) => {
        const wallet = result.ok ? result.data.wallet : null;
        const operator = result.ok && result.data.operator === true;
        if (active) setSession(wallet ? { state: 'signed-in', wallet, operator } : { state: 'signed-out' });
      }),
    );
    const onChange = (event: Event) => {
      const wallet = (event as CustomEvent<string | null>).detail;
      setSession(wallet ? { state: 'signed-in', wallet } : { state: 'signed-out' });
      // Whether the wallet may open the console is the server's to say.
      if (wallet)
        void apiRequest<SessionState>('/api/auth/session').then((result) => {
          if (active && result.ok && result.data.wallet === wallet && result.data.operator === true)
            setSession({ state: 'signed-in', wallet, operator: true });
        });
    };
    window.addEventListener(WALLET_SESSION_EVENT, onChange);
    return () => {
      active = false;
      cancel();
      window.removeEventListener(WALLET_SESSION_EVENT, onChange);
    };
  }, []);

  const closePicker = useCallback(() => setPickerOpen(false), []);
  const onSignedIn = useCallback(
    (wallet: string) => {
      setPickerOpen(false);
      announceWalletSession(wallet);
      router.refresh();
    },
    [router],
  );

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

  if (session.state === 'signed-in') {
    return (
      <div className="flex flex-wrap items-center gap-2 font-mono text-sm" data-testid="wallet-session">
        <span className="rounded border border-neon-green/60 px-2 py-1 text-neon-green" title={session.wallet}>
          <span aria-hidden="true">◉ </span>
          <span className="sr-only">Signed in as </span>
          {short(session.wallet)}
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
        {session.operator ? (
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

  return (
    <>
      {/* Without JavaScript the session is never checked and no wallet can sign: say so, instead of the button. */}
      <span className="needs-script-note font-mono text-xs text-dim">Signing in with a wallet needs JavaScript.</span>
      <button
        type="button"
        aria-haspopup="dialog"
        disabled={session.state === 'loading'}
        onClick={() => setPickerOpen(true)}
        className="no-script-hidden rounded border border-neon-cyan px-3 py-2 font-mono text-sm text-neon-cyan hover:bg-neon-cyan/10 disabled:opacity-60"
      >
        {session.state === 'loading' ? 'Checking wallet…' : label}
      </button>
      <Modal
        open={pickerOpen}
        onClose={closePicker}
        title="Connect a Solana wallet"
        subtitle="Sign a message to prove the wallet is yours. No transaction, no fee."
      >
        {pickerOpen ? <WalletPicker onSignedIn={onSignedIn} /> : null}
      </Modal>
    </>
  );
}
