'use client';

import { useEffect, useState } from 'react';
import type { WalletChoice } from './wallet-standard';
import { walletBrowseLinks } from '@/lib/rules/payments';

const INSTALL_LINKS = [
  { name: 'Phantom', href: 'https://phantom.com/download' },
  { name: 'Solflare', href: 'https://solflare.com/download' },
  { name: 'Backpack', href: 'https://backpack.app/download' },
];

type WalletModule = typeof import('./wallet-standard');

const friendlyError = (error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  return /reject|denied|cancel/i.test(message) ? 'Sign-in was cancelled in the wallet.' : message || 'Sign-in failed.';
};

/** Lists installed Wallet Standard wallets (the wallet code loads here, on demand) and signs in with one. */
export function WalletPicker({ onSignedIn }: { onSignedIn: (wallet: string) => void }) {
  const [walletModule, setWalletModule] = useState<WalletModule | null>(null);
  const [choices, setChoices] = useState<WalletChoice[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let off = () => {};
    let active = true;
    import('./wallet-standard')
      .then((loaded) => {
        if (!active) return;
        setWalletModule(loaded);
        const refresh = () => setChoices(loaded.listSolanaWallets());
        refresh();
        off = loaded.onWalletsChanged(refresh);
      })
      .catch(() => active && setError('Could not load the wallet connector. Reload the page and try again.'));
    return () => {
      active = false;
      off();
    };
  }, []);

  async function choose(choice: WalletChoice) {
    if (!walletModule) return;
    setBusy(choice.name);
    setError(null);
    try {
      onSignedIn(await walletModule.signInWithWallet(choice.wallet));
    } catch (caught) {
      setError(friendlyError(caught));
    } finally {
      setBusy(null);
    }
  }

  if (choices === null) {
    return error ? (
      <p role="alert" className="text-neon-red">
        {error}
      </p>
    ) : (
      <p className="font-mono text-sm text-dim">Looking for wallets…</p>
    );
  }

  if (choices.length === 0) {
    return (
      <div className="grid gap-3">
        <p className="font-display text-neon-yellow">No Solana wallet found</p>
        <p className="text-sm text-dim">On a phone, open this page inside your wallet app:</p>
        <ul className="flex flex-wrap gap-2" aria-label="Open in a wallet app">
          {walletBrowseLinks(window.location.href).map((link) => (
            <li key={link.name}>
              <a
                href={link.href}
                className="inline-block rounded border border-neon-green/60 px-3 py-2 font-mono text-sm text-neon-green hover:bg-neon-green/10"
              >
                Open in {link.name}
              </a>
            </li>
          ))}
        </ul>
        <p className="text-sm text-dim">On a computer, install a Solana wallet extension, then reload this page:</p>
        <ul className="flex flex-wrap gap-2">
          {INSTALL_LINKS.map((link) => (
            <li key={link.name}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-block rounded border border-neon-cyan/60 px-3 py-2 font-mono text-sm text-neon-cyan hover:bg-neon-cyan/10"
              >
                Get {link.name}
              </a>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <div className="grid gap-3">
      <ul className="grid gap-2" aria-label="Installed wallets">
        {choices.map((choice) => (
          <li key={choice.name}>
            <button
              type="button"
              disabled={busy !== null}
              onClick={() => choose(choice)}
              className="flex w-full items-center gap-3 rounded border border-edge bg-panel-2 px-3 py-2 text-left font-mono text-sm hover:border-neon-cyan disabled:opacity-60"
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- wallet icons are data: URIs */}
              <img src={choice.icon} alt="" width={28} height={28} className="h-7 w-7 rounded" />
              <span>{choice.name}</span>
              {busy === choice.name ? <span className="ml-auto text-neon-yellow">Check your wallet…</span> : null}
            </button>
          </li>
        ))}
      </ul>
      {error ? (
        <p role="alert" className="text-sm text-neon-red">
          {error}
        </p>
      ) : null}
    </div>
  );
}
