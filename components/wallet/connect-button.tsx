'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import { SignedInWallet } from './signed-in-wallet';
import { SignInModal } from './sign-in-modal';
import { useWalletSession } from './use-wallet-session';

/** Shows the signed-in wallet, or a Connect Wallet button opening the wallet picker. */
export function ConnectButton({ label = 'Connect Wallet' }: { label?: string }) {
  const router = useRouter();
  const session = useWalletSession();
  const [pickerOpen, setPickerOpen] = useState(false);

  const closePicker = useCallback(() => setPickerOpen(false), []);
  const onSignedIn = useCallback(() => {
    setPickerOpen(false);
    router.refresh();
  }, [router]);

  if (session.state === 'signed-in') return <SignedInWallet wallet={session.wallet} operator={session.operator} />;

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
      <SignInModal open={pickerOpen} onClose={closePicker} title="Connect a Solana wallet" onSignedIn={onSignedIn} />
    </>
  );
}
