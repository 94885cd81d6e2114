'use client';

import type { Wallet } from '@wallet-standard/base';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { walletBrowseLinks } from '@/lib/rules/payments';

type Choice = { name: string; icon: string; wallet: Wallet };

const button =
  'inline-flex items-center gap-2 rounded border border-neon-green px-4 py-2 font-mono text-sm text-neon-green hover:bg-neon-green/10 disabled:opacity-60';

/** "Pay with wallet": the wallet code loads on the first press; phones without a wallet get deep links instead. */
export function PayWithWallet({ orderId, chain, pageUrl }: { orderId: string; chain: string; pageUrl: string }) {
  const router = useRouter();
  const [choices, setChoices] = useState<Choice[] | null>(null);
  const [state, setState] = useState<{ busy: boolean; message: string | null; error: boolean }>({
    busy: false,
    message: null,
    error: false,
  });

  async function pay(wallet: Wallet) {
    setState({ busy: true, message: 'Approve the payment in your wallet…', error: false });
    try {
      const { payWithWallet } = await import('./wallet-pay');
      await payWithWallet(wallet, orderId, chain);
      setState({ busy: false, message: 'Payment sent. Waiting for the network to confirm it…', error: false });
      router.refresh();
    } catch (error) {
      setState({ busy: false, message: (error as Error).message || 'The payment failed.', error: true });
    }
  }

  async function start() {
    setState({ busy: true, message: null, error: false });
    const { listPayingWallets, registerMobileWallet } = await import('./wallet-pay');
    registerMobileWallet(chain);
    const found = listPayingWallets();
    setChoices(found);
    setState({ busy: false, message: null, error: false });
    if (found.length === 1) await pay(found[0].wallet);
  }

  return (
    <div data-testid="pay-with-wallet">
      {choices === null || choices.length === 1 ? (
        <button type="button" className={button} onClick={start} disabled={state.busy}>
          Pay with wallet
        </button>
      ) : null}
      {choices && choices.length > 1 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Choose a wallet">
          {choices.map((choice) => (
            <li key={choice.name}>
              <button type="button" className={button} onClick={() => pay(choice.wallet)} disabled={state.busy}>
                {/* eslint-disable-next-line @next/next/no-img-element -- a wallet's own data: URL icon */}
                <img src={choice.icon} alt="" width={20} height={20} />
                Pay with {choice.name}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {choices && choices.length === 0 ? (
        <div className="mt-3 text-sm text-dim" data-testid="wallet-deep-links">
          <p>No wallet in this browser. Scan the QR code with a wallet app, or open this page in your wallet:</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {walletBrowseLinks(pageUrl).map((link) => (
              <li key={link.name}>
                <a
                  href={link.href}
                  className="rounded border border-neon-cyan px-3 py-1 font-mono text-xs text-neon-cyan"
                >
                  Open in {link.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {state.message ? (
        <p
          role={state.error ? 'alert' : 'status'}
          className={`mt-3 font-mono text-xs ${state.error ? 'text-neon-red' : 'text-neon-cyan'}`}
        >
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
