'use client';
import type { Wallet } from '@wallet-standard/base';
import { useState } from 'react';
import type { RegisterFacts } from '@/lib/integrations/name-facts';
import { REGISTRATION_UNAVAILABLE } from '@/lib/rules/sns-registration';

type Choice = { name: string; icon: string; wallet: Wallet };
type State =
  | { kind: 'idle' | 'busy' | 'no-wallet' }
  | { kind: 'sent' | 'yours' | 'taken' | 'timeout' }
  | { kind: 'failed'; message: string };

const button =
  'inline-flex items-center gap-2 rounded border border-neon-green px-3 py-1 font-mono text-sm text-neon-green hover:bg-neon-green/10 disabled:opacity-60';

const SAID: Partial<Record<State['kind'], string>> = {
  busy: 'Approve the registration in your wallet…',
  sent: 'Sent. Waiting for the network to show the name as yours…',
  taken: 'Someone else registered this name first.',
  timeout:
    'The network has not shown the name as yours yet. If your wallet sent the registration, look at My names in a minute.',
  'no-wallet': 'No wallet in this browser: registering needs a Solana wallet (Phantom, Solflare, Backpack, …).',
};

/** "Register" on the free-name card: the SNS price, then the visitor's wallet (its code loads on the first press). */
export function RegisterName({ name, register }: { name: string; register: RegisterFacts }) {
  const [choices, setChoices] = useState<Choice[] | null>(null);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const price = `SNS charges ${register.priceUsd} USD for a name of this length, paid in SOL.`;
  if (!register.available)
    return (
      <p className="mt-2 text-dim" data-testid="register-name">
        {price} {REGISTRATION_UNAVAILABLE}
      </p>
    );

  async function run(wallet: Wallet) {
    setState({ kind: 'busy' });
    try {
      const { registerWithWallet } = await import('./register-wallet');
      const outcome = await registerWithWallet(wallet, name, register.chain, () => setState({ kind: 'sent' }));
      setState({ kind: outcome });
    } catch (error) {
      setState({ kind: 'failed', message: (error as Error).message || 'The registration failed.' });
    }
  }

  async function start() {
    setState({ kind: 'busy' });
    const { listPayingWallets, registerMobileWallet } = await import('./register-wallet');
    registerMobileWallet(register.chain);
    const found = listPayingWallets();
    setChoices(found);
    if (found.length === 1) return run(found[0].wallet);
    setState({ kind: found.length === 0 ? 'no-wallet' : 'idle' });
  }

  const busy = state.kind === 'busy' || state.kind === 'sent';
  const message = state.kind === 'failed' ? state.message : SAID[state.kind];
  return (
    <div className="mt-2" data-testid="register-name">
      <p className="text-dim">{price}</p>
      {state.kind === 'yours' ? (
        <p role="status" className="mt-2 text-neon-green">
          Registered: {name}.sol is yours.{' '}
          <a href="/names" className="text-neon-cyan underline">
            My names
          </a>
        </p>
      ) : choices && choices.length > 1 ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Choose a wallet">
          {choices.map((choice) => (
            <li key={choice.name}>
              <button type="button" className={button} onClick={() => run(choice.wallet)} disabled={busy}>
                {/* eslint-disable-next-line @next/next/no-img-element -- a wallet's own data: URL icon */}
                <img src={choice.icon} alt="" width={20} height={20} />
                Register with {choice.name}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <button type="button" className={`${button} mt-2`} onClick={start} disabled={busy}>
          Register {name}.sol
        </button>
      )}
      {message ? (
        <p
          role={state.kind === 'failed' ? 'alert' : 'status'}
          className={`mt-2 font-mono text-xs ${state.kind === 'failed' ? 'text-neon-red' : 'text-neon-cyan'}`}
        >
          {message}
        </p>
      ) : null}
    </div>
  );
}
