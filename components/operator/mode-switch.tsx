'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { apiRequest, failureMessage } from '@/components/api/client';
import type { SalesMode } from '@/lib/rules/sales-mode';
import type { ModeSwitchCheck } from '@/lib/settings/mode-switch';
import { LABEL } from '@/components/ui/field';

type State =
  | { kind: 'idle' | 'checking' | 'signing' }
  | { kind: 'checked'; check: ModeSwitchCheck }
  | { kind: 'error'; message: string; check?: ModeSwitchCheck };

const TITLES: Record<SalesMode, string> = { live: 'Go live (mainnet, real SOL)', test: 'Back to test mode (devnet)' };

/**
 * Going live, or back to test (docs/operators.md "Going live"): check the seller on the target network, then sign
 * "Switch <site> to <mode> sales" with an operator wallet; the server refuses the switch without that signature.
 */
export function ModeSwitch({ mode, locked }: { mode: SalesMode; locked: string | null }) {
  const router = useRouter();
  const to: SalesMode = mode === 'live' ? 'test' : 'live';
  const [rpcUrl, setRpcUrl] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const given = rpcUrl.trim() === '' ? undefined : rpcUrl.trim();

  if (locked) {
    return <p className="font-mono text-sm text-neon-yellow">🔒 The network is set by the environment ({locked}).</p>;
  }

  async function check() {
    setState({ kind: 'checking' });
    const result = await apiRequest<ModeSwitchCheck>('/api/operator/mode', {
      method: 'POST',
      body: { action: 'check', to, rpcUrl: given },
    });
    setState(result.ok ? { kind: 'checked', check: result.data } : { kind: 'error', message: failureMessage(result) });
  }

  async function signAndSwitch(check: ModeSwitchCheck) {
    setState({ kind: 'signing' });
    try {
      const { listSolanaWallets, signSiwsInput } = await import('@/components/wallet/wallet-standard');
      const [choice] = listSolanaWallets();
      if (!choice) throw new Error('No wallet in this browser: the switch must be signed by an operator wallet.');
      const signed = await signSiwsInput(choice.wallet, check.input);
      const result = await apiRequest('/api/operator/mode', {
        method: 'POST',
        body: { action: 'switch', to, rpcUrl: given, ...signed },
      });
      if (!result.ok) return setState({ kind: 'error', message: failureMessage(result), check });
      setState({ kind: 'idle' });
      router.refresh();
    } catch (error) {
      setState({ kind: 'error', message: (error as Error).message, check });
    }
  }

  const checked = state.kind === 'checked' ? state.check : state.kind === 'error' ? state.check : undefined;
  return (
    <div className="grid gap-3" data-testid="mode-switch">
      <p className="font-mono text-sm">
        Now: <strong className={mode === 'live' ? 'text-neon-green' : 'text-neon-yellow'}>{mode} sales</strong>
      </p>
      <label className={LABEL}>
        {to === 'live'
          ? 'MAINNET RPC URL (EMPTY: KEEP THE RPC URL SETTING)'
          : 'DEVNET RPC URL (EMPTY: KEEP THE RPC URL SETTING)'}
        <input
          value={rpcUrl}
          onChange={(event) => setRpcUrl(event.target.value)}
          className="mt-1 rounded border border-edge bg-transparent px-3 py-2 text-sm text-white"
        />
      </label>
      <button
        type="button"
        onClick={check}
        disabled={state.kind === 'checking' || state.kind === 'signing'}
        className="w-fit rounded border border-neon-cyan px-4 py-2 font-mono text-sm text-neon-cyan hover:bg-neon-cyan/10 disabled:opacity-60"
      >
        {TITLES[to]}
      </button>
      {checked ? (
        <div className="grid gap-2 rounded border border-edge p-3 font-mono text-sm" data-testid="mode-check">
          <p>
            Seller wallet: <span className="break-all">{checked.seller ?? 'none'}</span>
            {checked.sellerBalance ? ` (${checked.sellerBalance} on ${to === 'live' ? 'mainnet' : 'devnet'})` : ''}
          </p>
          <p>RPC: {checked.rpcUrl}</p>
          {checked.warnings.map((warning) => (
            <p key={warning} className="text-neon-yellow">
              ⚠ {warning}
            </p>
          ))}
          <button
            type="button"
            onClick={() => void signAndSwitch(checked)}
            disabled={state.kind === 'signing'}
            className="w-fit rounded border border-neon-pink px-4 py-2 text-neon-pink hover:bg-neon-pink/10 disabled:opacity-60"
          >
            Sign “{checked.statement}” and switch
          </button>
        </div>
      ) : null}
      {state.kind === 'error' ? (
        <p role="alert" className="font-mono text-sm text-neon-pink">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
